// The gazetteer's shapes (a street cut into segments of house numbers, each with its postal prefix and the
// coordinates of its two ends) and the two ways a group's data file draws a street: along a line its house numbers
// follow, or through explicit points.

export const servedCities = [
  'Burnaby',
  'Coquitlam',
  'Delta',
  'New Westminster',
  'North Vancouver',
  'Port Moody',
  'Richmond',
  'Surrey',
  'Vancouver',
  'West Vancouver',
] as const;
export type ServedCity = (typeof servedCities)[number];

export type LatLon = readonly [number, number];

export interface StreetSegment {
  street: string;
  city: ServedCity;
  /** The lowest and highest house number of the segment. */
  from: number;
  to: number;
  /** The postal code's first three characters (forward sortation area). */
  fsa: string;
  start: LatLon;
  end: LatLon;
}

/** [from, to, fsa] of each segment of a street. */
export type Ranges = readonly (readonly [number, number, string])[];

/**
 * A coordinate of a street drawn through points: a number, or a position on a numbering grid named by the group's
 * file (`{ "surreyDeltaAvenue": 16 }` is the latitude of 16 Avenue).
 */
export type Coordinate = number | Readonly<Record<string, number>>;

/**
 * A street of a group's data file, in the order it is drawn: along one of its city's numbering lines (`line`, placed
 * at `at`: a longitude, a latitude or an avenue's number, as the line says), its position following its house number;
 * or `through` explicit points, each range from its first point to its second.
 */
export type StreetEntry = { city: string; street: string } & (
  | { line: string; at: number; ranges: Ranges }
  | { through: readonly (readonly [number, number, string, readonly Coordinate[], readonly Coordinate[]])[] }
);

/** Where a numbering line puts house number `n` of a street placed at `at`. */
export type NumberingLine = (at: number) => (n: number) => LatLon;

/** A group's numbering lines and the grids its points may name. */
export interface Numbering {
  lines: Readonly<Record<string, NumberingLine>>;
  grids?: Readonly<Record<string, (number: number) => number>>;
}

const served: ReadonlySet<string> = new Set(servedCities);

/** The segments of a group's streets, in the order its data file lists them. */
export function drawStreets(
  entries: readonly StreetEntry[],
  { lines, grids = {} }: Numbering,
): StreetSegment[] {
  const coordinate = (value: Coordinate) => {
    if (typeof value === 'number') return value;
    const [grid, number] = Object.entries(value)[0] ?? [];
    const position = grid === undefined ? undefined : grids[grid];
    if (!position || number === undefined) throw new Error(`unknown grid position ${JSON.stringify(value)}`);
    return position(number);
  };
  const point = (value: readonly Coordinate[]): LatLon => [
    coordinate(value[0] ?? NaN),
    coordinate(value[1] ?? NaN),
  ];
  return entries.flatMap((entry) => {
    const { street, city } = entry;
    if (!served.has(city)) throw new Error(`${street}: ${city} is not a served city`);
    const segment = (from: number, to: number, fsa: string, start: LatLon, end: LatLon) => ({
      street,
      city: city as ServedCity,
      from,
      to,
      fsa,
      start,
      end,
    });
    if ('through' in entry)
      return entry.through.map(([from, to, fsa, start, end]) =>
        segment(from, to, fsa, point(start), point(end)),
      );
    const line = lines[entry.line];
    if (!line) throw new Error(`${street}: no numbering line ${entry.line}`);
    const at = line(entry.at);
    return entry.ranges.map(([from, to, fsa]) => segment(from, to, fsa, at(from), at(to)));
  });
}
