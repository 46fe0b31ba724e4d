// The gazetteer's streets of Vancouver, Burnaby, and Surrey and Delta (one grid), most on their city's numbering grid:
// the streets are listed in vancouver-burnaby-surrey-delta.json, in the order they are drawn; the grids are here.
// Streets off the grids are drawn through points (downtown Granville runs from the waterfront, Granville Square at
// 200, V6C, south to the bridge).

import { drawStreets, type StreetEntry, type StreetSegment } from './segments.ts';
import streets from './vancouver-burnaby-surrey-delta.json' with { type: 'json' };

// ---------------------------------------------------------------- Vancouver
// Avenues: 9th (Broadway) at 49.2631, about 0.000915° per avenue southward. A north-south street's number is about
// 1600 + 100 × the avenue. West numbers grow west of Ontario Street, east numbers east of it.
const vanAvenueLat = (avenue: number) => 49.2631 + (9 - avenue) * 0.000915;
const vanNsLat = (n: number) => vanAvenueLat((n - 1600) / 100);
const vanWestLon = (n: number) => -123.105 - 0.0000235 * n;
const vanEastLon = (n: number) => -123.101 + 0.000021 * n;

// ---------------------------------------------------------------- Burnaby
// North-south numbers grow south from Burrard Inlet (about 0.000009° a number); east-west numbers from Boundary Road
// (3700) eastward (about 0.0000244° a number).
const bbyNsLat = (n: number) => 49.2824 - 0.000009 * n;
const bbyEwLon = (n: number) => -123.0235 + (n - 3700) * 0.0000244;

// ---------------------------------------------------------------- Surrey and Delta
// One grid: an avenue's number gives its latitude, a street's number its longitude (120 Street is Scott Road). A
// house on an avenue is numbered by the street it is at (13450 104 Avenue is at 134½ Street) and the reverse.
const gridLat = (avenue: number) => 49.191 + 0.0018 * (avenue - 104);
const gridLon = (streetNumber: number) => -122.891 + 0.00284 * (streetNumber - 120);

export const vancouverBurnabySurreyDeltaStreets: readonly StreetSegment[] = drawStreets(
  streets as unknown as readonly StreetEntry[],
  {
    lines: {
      /** A north-south street at longitude `at`. */
      vancouverNorthSouth: (lon) => (n) => [vanNsLat(n), lon],
      /** An avenue west of Ontario Street: `at` is the avenue's number. */
      vancouverWestAvenue: (avenue) => (n) => [vanAvenueLat(avenue), vanWestLon(n)],
      /** An avenue east of Ontario Street: `at` is the avenue's number. */
      vancouverEastAvenue: (avenue) => (n) => [vanAvenueLat(avenue), vanEastLon(n)],
      /** An east-west street off the avenues, east of Ontario Street, at latitude `at`. */
      vancouverEastWest: (lat) => (n) => [lat, vanEastLon(n)],
      burnabyNorthSouth: (lon) => (n) => [bbyNsLat(n), lon],
      burnabyEastWest: (lat) => (n) => [lat, bbyEwLon(n)],
      /** An avenue of the Surrey and Delta grid: `at` is its number. */
      surreyDeltaAvenue: (avenue) => (n) => [gridLat(avenue), gridLon(n / 100)],
      /** A street of the Surrey and Delta grid: `at` is its number. */
      surreyDeltaStreet: (streetNumber) => (n) => [gridLat(n / 100), gridLon(streetNumber)],
    },
    grids: { surreyDeltaAvenue: gridLat, surreyDeltaStreet: gridLon },
  },
);
