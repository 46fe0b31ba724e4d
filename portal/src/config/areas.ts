// The role areas of the portal. Each is a pathless layout route (`src/routes/_<area>.tsx`) with a guard. The build
// puts each area in its own chunk (vite.config.ts) and scripts/size.mjs reports it; both read this list.

export const areas = ['admin', 'owner', 'strataAdmin', 'propertyAdmin', 'strataUnitOwner'] as const;
export type Area = (typeof areas)[number];

const areaPattern = areas.join('|');
// Only the lazily loaded halves of area routes (`?tsr-split=…`): the route files themselves (guards, loaders) are
// part of the route tree the entry imports, so they must stay out of the area chunk.
const splitRouteOfArea = new RegExp(
  `[\\\\/]src[\\\\/]routes[\\\\/]_(${areaPattern})(?:\\.tsx|[\\\\/].*)\\?.*tsr-split`,
);
const featureModule = /[\\/]src[\\/]features[\\/]/;

/** Who imports a module (statically or not), as the bundler knows it; empty when unknown. */
export type ImportersOf = (id: string) => readonly string[];

/**
 * The area a module belongs to, from its id (a path, maybe with a query), or null for shared code. A feature's
 * module belongs to an area when only that area's lazy route halves reach it (through other feature modules):
 * features are organised by domain, not by area, so the bundler's import graph says which area uses them.
 */
export function areaOfModule(id: string, importersOf: ImportersOf = () => []): Area | null {
  return areaOf(id, importersOf, new Map()) ?? null;
}

// undefined: no verdict yet (a cycle back to a module being decided; its other importers decide).
function areaOf(
  id: string,
  importersOf: ImportersOf,
  seen: Map<string, Area | null | undefined>,
): Area | null | undefined {
  const split = splitRouteOfArea.exec(id)?.[1];
  if (split) return areas.find((area) => area === split) ?? null;
  if (!featureModule.test(id)) return null;
  if (seen.has(id)) return seen.get(id);
  seen.set(id, undefined);
  let found: Area | null | undefined;
  for (const importer of importersOf(id)) {
    const area = areaOf(importer, importersOf, seen);
    if (area === undefined) continue;
    if (area === null || (found !== undefined && found !== area)) {
      found = null;
      break;
    }
    found = area;
  }
  seen.set(id, found ?? null);
  return found ?? null;
}
