// The gazetteer's shapes (a street cut into segments of house numbers, each with its postal prefix and the
// coordinates of its two ends) and the two ways a city's file draws a street: along a line its house numbers follow,
// or through explicit points.

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

/** A list of segments, filled in the order its streets are drawn. */
export function streetDrawing() {
  const segments: StreetSegment[] = [];

  /** A street whose position follows its house number on a straight line: `at` gives the position of a number. */
  function street(city: ServedCity, name: string, ranges: Ranges, at: (n: number) => LatLon): void {
    for (const [from, to, fsa] of ranges)
      segments.push({ street: name, city, from, to, fsa, start: at(from), end: at(to) });
  }

  /** A street drawn through explicit points: each range goes from its first point to its second. */
  function path(
    city: ServedCity,
    name: string,
    parts: readonly (readonly [number, number, string, LatLon, LatLon])[],
  ) {
    for (const [from, to, fsa, start, end] of parts)
      segments.push({ street: name, city, from, to, fsa, start, end });
  }

  return { segments, street, path };
}
