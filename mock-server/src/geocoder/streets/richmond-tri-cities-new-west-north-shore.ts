// The gazetteer's streets of Richmond, Coquitlam, Port Moody, New Westminster, North Vancouver and West Vancouver.
import { type Ranges, type StreetSegment, streetDrawing } from './segments.ts';

const { segments, street, path } = streetDrawing();

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

export const richmondTriCitiesNewWestNorthShoreStreets: readonly StreetSegment[] = segments;
