// The gazetteer's streets of Vancouver, Burnaby, and Surrey and Delta (one grid), most on their city's numbering grid.
import { type Ranges, type ServedCity, type StreetSegment, streetDrawing } from './segments.ts';

const { segments, street, path } = streetDrawing();

// ---------------------------------------------------------------- Vancouver
// Avenues: 9th (Broadway) at 49.2631, about 0.000915° per avenue southward. A north-south street's number is about
// 1600 + 100 × the avenue. West numbers grow west of Ontario Street, east numbers east of it.
const vanAvenueLat = (avenue: number) => 49.2631 + (9 - avenue) * 0.000915;
const vanNsLat = (n: number) => vanAvenueLat((n - 1600) / 100);
const vanWestLon = (n: number) => -123.105 - 0.0000235 * n;
const vanEastLon = (n: number) => -123.101 + 0.000021 * n;
const vanNs = (name: string, lon: number, ranges: Ranges) =>
  street('Vancouver', name, ranges, (n) => [vanNsLat(n), lon]);
const vanWest = (name: string, avenue: number, ranges: Ranges) =>
  street('Vancouver', name, ranges, (n) => [vanAvenueLat(avenue), vanWestLon(n)]);
const vanEast = (name: string, avenue: number, ranges: Ranges) =>
  street('Vancouver', name, ranges, (n) => [vanAvenueLat(avenue), vanEastLon(n)]);

vanNs('Main Street', -123.1007, [
  [1700, 2999, 'V5T'],
  [3000, 5199, 'V5V'],
  [5200, 6999, 'V5W'],
  [7000, 8499, 'V5X'],
]);
path('Vancouver', 'Main Street', [[100, 1199, 'V6A', [49.284, -123.0995], [49.2725, -123.1]]]);
vanNs('Fraser Street', -123.0905, [
  [2000, 3299, 'V5T'],
  [3300, 5499, 'V5V'],
  [5500, 6999, 'V5W'],
  [7000, 8499, 'V5X'],
]);
vanNs('Knight Street', -123.077, [
  [2200, 4599, 'V5N'],
  [4600, 8499, 'V5P'],
]);
path('Vancouver', 'Clark Drive', [[700, 2199, 'V5L', [49.2805, -123.0775], [49.2615, -123.0772]]]);
vanNs('Victoria Drive', -123.0658, [
  [1700, 4599, 'V5N'],
  [4600, 7499, 'V5P'],
]);
path('Vancouver', 'Victoria Drive', [[1000, 1699, 'V5L', [49.2765, -123.0658], [49.2705, -123.0658]]]);
vanNs('Commercial Drive', -123.0695, [[1700, 3299, 'V5N']]);
path('Vancouver', 'Commercial Drive', [[700, 1699, 'V5L', [49.282, -123.0697], [49.2702, -123.0695]]]);
vanNs('Findlay Street', -123.0701, [[2900, 4099, 'V5N']]);
vanNs('Nanaimo Street', -123.0565, [[1700, 3499, 'V5N']]);
vanNs('Renfrew Street', -123.0442, [[1700, 3499, 'V5M']]);
vanNs('Rupert Street', -123.0335, [
  [1700, 3499, 'V5M'],
  [3500, 5499, 'V5R'],
]);
vanNs('Cambie Street', -123.115, [
  [1700, 5999, 'V5Z'],
  [6000, 8499, 'V5X'],
]);
vanNs('Oak Street', -123.128, [
  [1700, 3599, 'V6H'],
  [3600, 5999, 'V6M'],
  [6000, 8999, 'V6P'],
]);
vanNs('Granville Street', -123.139, [
  [1700, 3599, 'V6H'],
  [3600, 5999, 'V6M'],
  [6000, 8999, 'V6P'],
]);
// Downtown Granville runs from the waterfront (Granville Square at 200, V6C) south to the bridge.
path('Vancouver', 'Granville Street', [
  [100, 399, 'V6C', [49.2871, -123.1121], [49.2845, -123.1155]],
  [400, 1399, 'V6Z', [49.2845, -123.1155], [49.277, -123.1265]],
]);
vanNs('Arbutus Street', -123.1525, [
  [1700, 3599, 'V6J'],
  [3600, 6099, 'V6M'],
]);
vanNs('Macdonald Street', -123.168, [
  [1700, 3599, 'V6K'],
  [3600, 5999, 'V6N'],
]);
vanNs('Dunbar Street', -123.185, [
  [2300, 3599, 'V6S'],
  [3600, 6199, 'V6N'],
]);
vanWest('West Broadway', 9, [
  [1, 1599, 'V5Z'],
  [1600, 2599, 'V6J'],
  [2600, 3899, 'V6K'],
  [3900, 4599, 'V6R'],
]);
vanEast('East Broadway', 9, [
  [1, 1299, 'V5T'],
  [1300, 2299, 'V5N'],
  [2300, 3699, 'V5M'],
]);
vanWest('West 4th Avenue', 4, [
  [1, 1599, 'V5Y'],
  [1600, 3699, 'V6K'],
  [3700, 4599, 'V6R'],
]);
vanWest('West 16th Avenue', 16, [
  [1, 1599, 'V5Y'],
  [1600, 2799, 'V6J'],
  [2800, 4599, 'V6R'],
]);
vanWest('West King Edward Avenue', 25, [
  [1, 999, 'V5Z'],
  [1000, 2999, 'V6L'],
  [3000, 4199, 'V6S'],
]);
vanEast('East King Edward Avenue', 25, [
  [1, 1999, 'V5V'],
  [2000, 3699, 'V5N'],
]);
vanWest('West 41st Avenue', 41, [
  [1, 999, 'V5Y'],
  [1000, 3099, 'V6M'],
  [3100, 4099, 'V6N'],
]);
vanEast('East 41st Avenue', 41, [
  [1, 1999, 'V5W'],
  [2000, 3699, 'V5S'],
]);
street(
  'Vancouver',
  'East Hastings Street',
  [
    [1, 999, 'V6A'],
    [1000, 2299, 'V5L'],
    [2300, 3699, 'V5K'],
  ],
  (n) => [49.2812, vanEastLon(n)],
);
path('Vancouver', 'West Hastings Street', [
  [1, 399, 'V6B', [49.2818, -123.1045], [49.2845, -123.1105]],
  [400, 1199, 'V6C', [49.2845, -123.1105], [49.29, -123.124]],
]);
path('Vancouver', 'Kingsway', [
  [100, 899, 'V5T', [49.264, -123.1], [49.2555, -123.0835]],
  [900, 2099, 'V5N', [49.2555, -123.0835], [49.2425, -123.059]],
  [2100, 3599, 'V5R', [49.2425, -123.059], [49.23, -123.0235]],
]);
path('Vancouver', 'Southeast Marine Drive', [
  [1, 1999, 'V5X', [49.2105, -123.101], [49.2085, -123.06]],
  [2000, 3699, 'V5S', [49.2085, -123.06], [49.2035, -123.0235]],
]);
path('Vancouver', 'Robson Street', [
  [300, 799, 'V6B', [49.2785, -123.113], [49.282, -123.1195]],
  [800, 1999, 'V6E', [49.282, -123.1195], [49.2915, -123.1385]],
]);
path('Vancouver', 'Davie Street', [
  [500, 999, 'V6Z', [49.2755, -123.1255], [49.2788, -123.1305]],
  [1000, 1999, 'V6E', [49.2788, -123.1305], [49.288, -123.142]],
]);
path('Vancouver', 'Harwood Street', [[1000, 1999, 'V6E', [49.281, -123.1335], [49.2885, -123.144]]]);
path('Vancouver', 'Denman Street', [[700, 1999, 'V6G', [49.2935, -123.135], [49.2865, -123.1425]]]);
path('Vancouver', 'West Georgia Street', [
  [500, 999, 'V6B', [49.281, -123.1165], [49.2845, -123.1215]],
  [1000, 1799, 'V6E', [49.2845, -123.1215], [49.2915, -123.1325]],
  [1800, 1999, 'V6G', [49.2915, -123.1325], [49.2935, -123.135]],
]);
path('Vancouver', 'Bayshore Drive', [[1500, 1999, 'V6G', [49.2905, -123.1305], [49.2925, -123.1275]]]);
path('Vancouver', 'Burrard Street', [
  [400, 999, 'V6C', [49.288, -123.1175], [49.2835, -123.124]],
  [1000, 1499, 'V6Z', [49.2835, -123.124], [49.279, -123.1315]],
]);

// ---------------------------------------------------------------- Burnaby
// North-south numbers grow south from Burrard Inlet (about 0.000009° a number); east-west numbers from Boundary Road
// (3700) eastward (about 0.0000244° a number).
const bbyNsLat = (n: number) => 49.2824 - 0.000009 * n;
const bbyEwLon = (n: number) => -123.0235 + (n - 3700) * 0.0000244;
const bbyNs = (name: string, lon: number, ranges: Ranges) =>
  street('Burnaby', name, ranges, (n) => [bbyNsLat(n), lon]);
const bbyEw = (name: string, lat: number, ranges: Ranges) =>
  street('Burnaby', name, ranges, (n) => [lat, bbyEwLon(n)]);

path('Burnaby', 'Kingsway', [
  [3700, 5299, 'V5H', [49.23, -123.0225], [49.2235, -122.989]],
  [5300, 7299, 'V5E', [49.2235, -122.989], [49.2132, -122.9575]],
  [7300, 7999, 'V3N', [49.2132, -122.9575], [49.209, -122.945]],
]);
bbyNs('Willingdon Avenue', -123.004, [
  [100, 1999, 'V5C'],
  [2000, 4399, 'V5G'],
  [4400, 6399, 'V5H'],
]);
bbyNs('Boundary Road', -123.0235, [
  [100, 1999, 'V5C'],
  [2000, 4399, 'V5G'],
  [4400, 6499, 'V5H'],
  [6500, 7499, 'V5J'],
]);
bbyNs('Gilmore Avenue', -123.0135, [[100, 2999, 'V5C']]);
bbyNs('Royal Oak Avenue', -122.988, [
  [3700, 6499, 'V5G'],
  [6500, 8799, 'V5J'],
]);
bbyNs('Sperling Avenue', -122.964, [
  [100, 2999, 'V5B'],
  [3000, 7999, 'V5E'],
]);
bbyEw('Hastings Street', 49.281, [
  [3700, 5999, 'V5C'],
  [6000, 7999, 'V5B'],
]);
bbyEw('Imperial Street', 49.2222, [
  [3700, 5499, 'V5J'],
  [5500, 7999, 'V5E'],
]);
path('Burnaby', 'Lougheed Highway', [
  [3700, 5999, 'V5C', [49.2665, -123.0235], [49.2615, -122.9674]],
  [6000, 7999, 'V5B', [49.2615, -122.9674], [49.2565, -122.93]],
  [8000, 9899, 'V5A', [49.2565, -122.93], [49.249, -122.897]],
]);
path('Burnaby', 'Canada Way', [
  [3700, 5499, 'V5G', [49.259, -123.0235], [49.2445, -122.98]],
  [5500, 6999, 'V5E', [49.2445, -122.98], [49.233, -122.9545]],
  [7000, 8799, 'V3N', [49.233, -122.9545], [49.219, -122.931]],
]);
path('Burnaby', 'Edmonds Street', [[6000, 7799, 'V3N', [49.219, -122.976], [49.2125, -122.948]]]);

// ---------------------------------------------------------------- Surrey and Delta
// One grid: an avenue's number gives its latitude, a street's number its longitude (120 Street is Scott Road). A
// house on an avenue is numbered by the street it is at (13450 104 Avenue is at 134½ Street) and the reverse.
const gridLat = (avenue: number) => 49.191 + 0.0018 * (avenue - 104);
const gridLon = (streetNumber: number) => -122.891 + 0.00284 * (streetNumber - 120);
const avenue = (city: ServedCity, name: string, number: number, ranges: Ranges) =>
  street(city, name, ranges, (n) => [gridLat(number), gridLon(n / 100)]);
const gridStreet = (city: ServedCity, name: string, number: number, ranges: Ranges) =>
  street(city, name, ranges, (n) => [gridLat(n / 100), gridLon(number)]);

avenue('Surrey', '104 Avenue', 104, [
  [12000, 14199, 'V3T'],
  [14200, 15999, 'V3R'],
  [16000, 19199, 'V4N'],
]);
avenue('Surrey', '108 Avenue', 108, [
  [12000, 14399, 'V3T'],
  [14400, 15999, 'V3R'],
]);
avenue('Surrey', '96 Avenue', 96, [
  [12000, 13999, 'V3V'],
  [14000, 15999, 'V3R'],
  [16000, 19199, 'V4N'],
]);
avenue('Surrey', '88 Avenue', 88, [
  [12000, 13999, 'V3W'],
  [14000, 17999, 'V4N'],
]);
avenue('Surrey', '72 Avenue', 72, [
  [12000, 13999, 'V3W'],
  [14000, 19999, 'V3S'],
]);
avenue('Surrey', '64 Avenue', 64, [
  [12000, 13999, 'V3X'],
  [14000, 19999, 'V3S'],
]);
gridStreet('Surrey', '152 Street', 152, [
  [5600, 8799, 'V3S'],
  [8800, 10999, 'V3R'],
]);
gridStreet('Surrey', '128 Street', 128, [
  [5600, 8799, 'V3W'],
  [8800, 11499, 'V3V'],
]);
gridStreet('Surrey', '140 Street', 140, [
  [5600, 8799, 'V3W'],
  [8800, 11499, 'V3R'],
]);
gridStreet('Surrey', '160 Street', 160, [
  [5600, 8799, 'V3S'],
  [8800, 11199, 'V4N'],
]);
gridStreet('Surrey', '176 Street', 176, [
  [5600, 8799, 'V3S'],
  [8800, 10999, 'V4N'],
]);
path('Surrey', 'King George Boulevard', [
  [1600, 3499, 'V4A', [gridLat(16), -122.804], [gridLat(35), -122.821]],
  [6400, 8799, 'V3W', [gridLat(64), -122.838], [gridLat(88), -122.843]],
  [8800, 9999, 'V3V', [gridLat(88), -122.843], [gridLat(100), -122.848]],
  [10000, 10899, 'V3T', [gridLat(100), -122.848], [gridLat(109), -122.856]],
]);
path('Surrey', 'Fraser Highway', [
  [14000, 15999, 'V3R', [gridLat(96), gridLon(140)], [gridLat(88), gridLon(160)]],
  [16000, 17599, 'V3S', [gridLat(88), gridLon(160)], [gridLat(64), gridLon(176)]],
]);

gridStreet('Delta', 'Scott Road', 120, [
  [7000, 9999, 'V4C'],
  [10000, 11299, 'V4E'],
]);
gridStreet('Delta', '112 Street', 112, [[6400, 9999, 'V4C']]);
avenue('Delta', '72 Avenue', 72, [[11000, 11999, 'V4C']]);
avenue('Delta', '84 Avenue', 84, [[11000, 11999, 'V4C']]);
avenue('Delta', '48 Avenue', 48, [[4700, 5799, 'V4K']]);
path('Delta', 'Ladner Trunk Road', [[5800, 7999, 'V4K', [49.0888, gridLon(58)], [49.0895, gridLon(80)]]]);
gridStreet('Delta', 'Delta Street', 47, [[4700, 5199, 'V4K']]);
gridStreet('Delta', '56 Street', 56, [[1100, 1999, 'V4L']]);
avenue('Delta', '12 Avenue', 12, [[5000, 5699, 'V4M']]);

export const vancouverBurnabySurreyDeltaStreets: readonly StreetSegment[] = segments;
