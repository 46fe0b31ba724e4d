// The offline gazetteer: real streets of the ten served cities (rental spec 2.5 "Areas We Serve"), each cut into
// segments of house numbers with the segment's real postal prefix (forward sortation area) and the coordinates of
// its two ends. Coordinates are approximate (good to a block or two): a house number's position is interpolated
// along its segment. Where a city numbers its streets on a grid (Vancouver's avenues, the Surrey and Delta grid,
// Burnaby, Richmond, West Vancouver), the ends come from that grid.

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
type Ranges = readonly (readonly [number, number, string])[];

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

// ---------------------------------------------------------------- Richmond
// North-south numbers grow south from Cambie Road (4000), east-west numbers grow east: No. 1 Road is about 4000,
// No. 3 Road about 8000.
const rmdNsLat = (n: number) => 49.1835 - (n - 4000) * 0.00000807;
const rmdEwLon = (n: number) => -123.1365 + (n - 8000) * 0.0000105;
const rmdNs = (name: string, lon: number, ranges: Ranges) =>
  street('Richmond', name, ranges, (n) => [rmdNsLat(n), lon]);
const rmdEw = (name: string, lat: number, ranges: Ranges) =>
  street('Richmond', name, ranges, (n) => [lat, rmdEwLon(n)]);

rmdNs('No. 3 Road', -123.1365, [
  [3000, 5199, 'V6X'],
  [5200, 8399, 'V6Y'],
  [8400, 11999, 'V7A'],
]);
rmdNs('No. 1 Road', -123.182, [
  [4000, 7999, 'V7C'],
  [8000, 12099, 'V7E'],
]);
rmdNs('No. 2 Road', -123.161, [
  [3000, 9999, 'V7C'],
  [10000, 11999, 'V7E'],
]);
rmdNs('Garden City Road', -123.1195, [
  [4000, 8999, 'V6X'],
  [9000, 11999, 'V7A'],
]);
rmdNs('No. 4 Road', -123.104, [
  [3000, 7999, 'V6X'],
  [8000, 11999, 'V6Y'],
]);
rmdNs('Minoru Boulevard', -123.1445, [[5500, 7999, 'V6Y']]);
rmdNs('Hazelbridge Way', -123.132, [[3000, 4999, 'V6X']]);
rmdEw('Westminster Highway', 49.1735, [
  [4000, 7999, 'V7C'],
  [8000, 12999, 'V6X'],
]);
rmdEw('Granville Avenue', 49.163, [
  [4000, 7999, 'V7C'],
  [8000, 9999, 'V6Y'],
]);
rmdEw('Blundell Road', 49.149, [
  [4000, 7999, 'V7C'],
  [8000, 12999, 'V6Y'],
]);
rmdEw('Francis Road', 49.141, [
  [4000, 7999, 'V7C'],
  [8000, 11999, 'V7A'],
]);
rmdEw('Williams Road', 49.134, [
  [3000, 7999, 'V7E'],
  [8000, 12999, 'V7A'],
]);
rmdEw('Steveston Highway', 49.127, [
  [3000, 7999, 'V7E'],
  [8000, 12999, 'V7A'],
]);
rmdEw('Cambie Road', 49.1835, [[5000, 12999, 'V6X']]);
rmdEw('Alderbridge Way', 49.177, [[5000, 9999, 'V6X']]);
rmdEw('Lansdowne Road', 49.1697, [[5000, 9499, 'V6X']]);
rmdEw('Saba Road', 49.1699, [[8000, 8299, 'V6Y']]);
rmdEw('Moncton Street', 49.1245, [[3000, 4299, 'V7E']]);
rmdEw('Bridgeport Road', 49.1955, [[5000, 9999, 'V6X']]);

// ---------------------------------------------------------------- Coquitlam
// East-west numbers grow east from North Road (about 400).
const coqEwLon = (n: number) => -122.893 + (n - 400) * 0.0000471;
const coqEw = (name: string, lat: number, ranges: Ranges) =>
  street('Coquitlam', name, ranges, (n) => [lat, coqEwLon(n)]);

coqEw('Austin Avenue', 49.2445, [[400, 2999, 'V3K']]);
coqEw('Como Lake Avenue', 49.2595, [[400, 2999, 'V3J']]);
path('Coquitlam', 'North Road', [[300, 1199, 'V3J', [49.265, -122.8935], [49.238, -122.893]]]);
path('Coquitlam', 'Clarke Road', [[400, 1199, 'V3J', [49.27, -122.876], [49.25, -122.8765]]]);
path('Coquitlam', 'Brunette Avenue', [[300, 1199, 'V3K', [49.2355, -122.8905], [49.2475, -122.865]]]);
path('Coquitlam', 'Pinetree Way', [[1100, 3299, 'V3B', [49.276, -122.7935], [49.295, -122.793]]]);
path('Coquitlam', 'Guildford Way', [[2700, 3399, 'V3B', [49.2838, -122.805], [49.2838, -122.785]]]);
path('Coquitlam', 'Barnet Highway', [[2700, 3099, 'V3B', [49.279, -122.803], [49.2765, -122.791]]]);
path('Coquitlam', 'Lougheed Highway', [[2700, 3299, 'V3B', [49.2745, -122.8], [49.2725, -122.78]]]);
path('Coquitlam', 'Johnson Street', [[1100, 2999, 'V3B', [49.2735, -122.799], [49.2925, -122.7985]]]);
path('Coquitlam', 'David Avenue', [[1300, 3399, 'V3E', [49.2955, -122.805], [49.2965, -122.772]]]);

// ---------------------------------------------------------------- Port Moody
path('Port Moody', 'St. Johns Street', [[2000, 3499, 'V3H', [49.2775, -122.868], [49.277, -122.82]]]);
path('Port Moody', 'Clarke Street', [[2000, 3299, 'V3H', [49.279, -122.865], [49.279, -122.84]]]);
path('Port Moody', 'Murray Street', [[2200, 3399, 'V3H', [49.281, -122.855], [49.2815, -122.82]]]);
path('Port Moody', 'Ioco Road', [[100, 1299, 'V3H', [49.281, -122.83], [49.299, -122.8255]]]);
path('Port Moody', 'Heritage Mountain Boulevard', [[100, 999, 'V3H', [49.288, -122.82], [49.299, -122.814]]]);
path('Port Moody', 'Newport Drive', [[100, 299, 'V3H', [49.2785, -122.829], [49.2795, -122.825]]]);

// ---------------------------------------------------------------- New Westminster
path('New Westminster', 'Columbia Street', [[400, 1099, 'V3M', [49.2035, -122.906], [49.1995, -122.916]]]);
path('New Westminster', 'East Columbia Street', [
  [200, 599, 'V3L', [49.2235, -122.891], [49.2275, -122.885]],
]);
path('New Westminster', '6th Street', [[100, 1299, 'V3L', [49.203, -122.908], [49.2185, -122.915]]]);
path('New Westminster', '12th Street', [[100, 1199, 'V3M', [49.201, -122.922], [49.216, -122.936]]]);
path('New Westminster', '20th Street', [[100, 899, 'V3M', [49.206, -122.936], [49.218, -122.945]]]);
path('New Westminster', '6th Avenue', [
  [100, 899, 'V3L', [49.209, -122.9], [49.2125, -122.915]],
  [900, 1599, 'V3M', [49.2125, -122.915], [49.216, -122.93]],
]);
path('New Westminster', '8th Avenue', [
  [100, 899, 'V3L', [49.2115, -122.897], [49.215, -122.912]],
  [900, 2099, 'V3M', [49.215, -122.912], [49.221, -122.938]],
]);
path('New Westminster', 'Royal Avenue', [[100, 1099, 'V3L', [49.21, -122.899], [49.203, -122.917]]]);
path('New Westminster', 'Queens Avenue', [[100, 999, 'V3L', [49.2085, -122.897], [49.214, -122.913]]]);
path('New Westminster', 'Fourth Street', [[100, 399, 'V3L', [49.2075, -122.9035], [49.2115, -122.9005]]]);
path('New Westminster', 'McBride Boulevard', [[100, 999, 'V3L', [49.218, -122.892], [49.224, -122.903]]]);

// ---------------------------------------------------------------- North Vancouver
path('North Vancouver', 'Lonsdale Avenue', [
  [100, 1999, 'V7M', [49.311, -123.082], [49.326, -123.0712]],
  [2000, 3999, 'V7N', [49.326, -123.0712], [49.346, -123.069]],
]);
path('North Vancouver', 'East 3rd Street', [[100, 999, 'V7L', [49.314, -123.079], [49.317, -123.062]]]);
path('North Vancouver', 'West 3rd Street', [[100, 999, 'V7M', [49.314, -123.083], [49.313, -123.098]]]);
path('North Vancouver', 'East Keith Road', [[100, 1299, 'V7L', [49.3185, -123.0775], [49.3205, -123.056]]]);
path('North Vancouver', 'Marine Drive', [[100, 1999, 'V7P', [49.3235, -123.0835], [49.324, -123.12]]]);
path('North Vancouver', 'Lynn Valley Road', [[1000, 3999, 'V7J', [49.327, -123.05], [49.345, -123.03]]]);
path('North Vancouver', 'Mountain Highway', [[1000, 3999, 'V7J', [49.32, -123.038], [49.345, -123.036]]]);
path('North Vancouver', 'Capilano Road', [[2000, 5999, 'V7R', [49.328, -123.112], [49.368, -123.111]]]);
path('North Vancouver', 'Dollarton Highway', [[2000, 3999, 'V7H', [49.305, -122.993], [49.309, -122.945]]]);
path('North Vancouver', 'Mount Seymour Parkway', [
  [1000, 4399, 'V7H', [49.316, -123.008], [49.3115, -122.95]],
]);

// ---------------------------------------------------------------- West Vancouver
// East-west numbers grow west from the Capilano River (about 0.0000205° a number); 13th Street is about 1300.
const wvEwLon = (n: number) => -123.133 - 0.0000205 * (n - 100);
const wvEw = (name: string, lat: number, ranges: Ranges) =>
  street('West Vancouver', name, ranges, (n) => [lat, wvEwLon(n)]);

path('West Vancouver', 'Marine Drive', [
  [100, 999, 'V7T', [49.3265, wvEwLon(100)], [49.328, wvEwLon(999)]],
  [1000, 2099, 'V7T', [49.328, wvEwLon(1000)], [49.3315, wvEwLon(2099)]],
  [2100, 2999, 'V7V', [49.3315, wvEwLon(2100)], [49.3335, wvEwLon(2999)]],
  [3000, 4999, 'V7V', [49.3335, wvEwLon(3000)], [49.34, -123.235]],
  [5000, 6999, 'V7W', [49.34, -123.235], [49.373, -123.272]],
]);
wvEw('Bellevue Avenue', 49.3285, [
  [1300, 2099, 'V7T'],
  [2100, 2599, 'V7V'],
]);
wvEw('Esquimalt Avenue', 49.3305, [
  [1300, 2099, 'V7T'],
  [2100, 2599, 'V7V'],
]);
wvEw('Inglewood Avenue', 49.3345, [
  [1300, 2099, 'V7T'],
  [2100, 2599, 'V7V'],
]);
wvEw('Mathers Avenue', 49.338, [
  [1300, 2099, 'V7T'],
  [2100, 2999, 'V7V'],
]);
path('West Vancouver', 'Taylor Way', [[100, 1599, 'V7T', [49.326, -123.134], [49.345, -123.1345]]]);
path('West Vancouver', '15th Street', [[100, 999, 'V7T', [49.328, wvEwLon(1500)], [49.34, wvEwLon(1500)]]]);
path('West Vancouver', '25th Street', [[100, 999, 'V7V', [49.3325, wvEwLon(2500)], [49.344, wvEwLon(2500)]]]);

export const gazetteer: readonly StreetSegment[] = segments;
