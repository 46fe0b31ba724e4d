// The role areas of the portal. Each is a pathless layout route (`src/routes/_<area>.tsx`) with a guard, and its
// screens live under `src/screens/<area>/`. The build puts each area in its own chunk (vite.config.ts) and
// scripts/size.mjs reports it; both read this list.

export const areas = ['admin', 'owner', 'strataAdmin', 'propertyAdmin', 'strataUnitOwner'] as const;
export type Area = (typeof areas)[number];

const areaPattern = areas.join('|');
// Only the lazily loaded halves of area routes (`?tsr-split=…`) and the area's screens: the route files themselves
// (guards, loaders) are part of the route tree the entry imports, so they must stay out of the area chunk.
const splitRouteOfArea = new RegExp(
  `[\\\\/]src[\\\\/]routes[\\\\/]_(${areaPattern})(?:\\.tsx|[\\\\/].*)\\?.*tsr-split`,
);
const screenOfArea = new RegExp(`[\\\\/]src[\\\\/]screens[\\\\/](${areaPattern})[\\\\/]`);

/** The area a module belongs to, from its id (a path, maybe with a query), or null for shared code. */
export function areaOfModule(id: string): Area | null {
  const match = splitRouteOfArea.exec(id) ?? screenOfArea.exec(id);
  const name = match?.[1];
  return areas.find((area) => area === name) ?? null;
}
