// The offline gazetteer: real streets of the ten served cities (rental spec 2.5 "Areas We Serve"), each cut into
// segments of house numbers with the segment's real postal prefix (forward sortation area) and the coordinates of
// its two ends. Coordinates are approximate (good to a block or two): a house number's position is interpolated
// along its segment. Where a city numbers its streets on a grid (Vancouver's avenues, the Surrey and Delta grid,
// Burnaby, Richmond, West Vancouver), the ends come from that grid.
//
// The streets live in streets/, a file per group of cities (streets/segments.ts has the shapes and the drawing
// helpers); this module puts them together in one order, which the seed's address picks depend on.
import { richmondTriCitiesNewWestNorthShoreStreets } from './streets/richmond-tri-cities-new-west-north-shore.ts';
import type { StreetSegment } from './streets/segments.ts';
import { vancouverBurnabySurreyDeltaStreets } from './streets/vancouver-burnaby-surrey-delta.ts';

export { type LatLon, type ServedCity, type StreetSegment, servedCities } from './streets/segments.ts';

export const gazetteer: readonly StreetSegment[] = [
  ...vancouverBurnabySurreyDeltaStreets,
  ...richmondTriCitiesNewWestNorthShoreStreets,
];
