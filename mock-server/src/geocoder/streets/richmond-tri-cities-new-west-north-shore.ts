// The gazetteer's streets of Richmond, Coquitlam, Port Moody, New Westminster, North Vancouver and West Vancouver: the
// streets are listed in richmond-tri-cities-new-west-north-shore.json, in the order they are drawn; the grids are
// here. Port Moody, New Westminster and North Vancouver are drawn through points alone.
import streets from './richmond-tri-cities-new-west-north-shore.json' with { type: 'json' };
import { drawStreets, type StreetEntry, type StreetSegment } from './segments.ts';

// ---------------------------------------------------------------- Richmond
// North-south numbers grow south from Cambie Road (4000), east-west numbers grow east: No. 1 Road is about 4000,
// No. 3 Road about 8000.
const rmdNsLat = (n: number) => 49.1835 - (n - 4000) * 0.00000807;
const rmdEwLon = (n: number) => -123.1365 + (n - 8000) * 0.0000105;

// ---------------------------------------------------------------- Coquitlam
// East-west numbers grow east from North Road (about 400).
const coqEwLon = (n: number) => -122.893 + (n - 400) * 0.0000471;

// ---------------------------------------------------------------- West Vancouver
// East-west numbers grow west from the Capilano River (about 0.0000205° a number); 13th Street is about 1300.
const wvEwLon = (n: number) => -123.133 - 0.0000205 * (n - 100);

export const richmondTriCitiesNewWestNorthShoreStreets: readonly StreetSegment[] = drawStreets(
  streets as unknown as readonly StreetEntry[],
  {
    lines: {
      /** A road running north-south at longitude `at`. */
      richmondNorthSouth: (lon) => (n) => [rmdNsLat(n), lon],
      /** A road running east-west at latitude `at`. */
      richmondEastWest: (lat) => (n) => [lat, rmdEwLon(n)],
      coquitlamEastWest: (lat) => (n) => [lat, coqEwLon(n)],
      westVancouverEastWest: (lat) => (n) => [lat, wvEwLon(n)],
    },
    // A north-south street's longitude is that of its number on the east-west numbering (15th Street: 1500).
    grids: { westVancouverNumber: wvEwLon },
  },
);
