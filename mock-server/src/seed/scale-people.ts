// The large seed's people, addresses and buildings (seed/scale.ts): generated deterministically from their number.
import { gazetteer, type StreetSegment } from '../geocoder/gazetteer-data.ts';
import scaleNames from './scale-names.json' with { type: 'json' };

/** Buildings the strata units are spread over. */
export const scaleBuildings = 20;

/** A hundred first names and a hundred last names (a data file), paired so every pair stands once. */
export const { firstNames, lastNames } = scaleNames;

export const middleInitials = 'ABCDEFGHJKLMNPRSTW';

export interface Person {
  first: string;
  last: string;
  /** "Amelia Grant", or "Amelia B. Grant" past the 10,000 first-and-last pairs. */
  name: string;
}

/**
 * The n-th person (0-based) of a population: distinct for every n (each first and last name pair once, then again
 * with each middle initial). `salt` shifts the order so two populations do not start with the same people.
 */
export function person(n: number, salt = 0): Person {
  const pairs = firstNames.length * lastNames.length;
  const k = (n + salt * 3571) % pairs;
  const first = firstNames[k % firstNames.length] ?? 'Alex';
  // Consecutive people get different last names too; (k mod 100, (k div 100 + k) mod 100) is one-to-one.
  const last = lastNames[(Math.floor(k / firstNames.length) + k) % lastNames.length] ?? 'Smith';
  const round = Math.floor((n + salt * 3571) / pairs);
  const middle = round > 0 ? `${middleInitials[(round - 1) % middleInitials.length]}. ` : '';
  return { first, last, name: `${first} ${middle}${last}` };
}

export const plain = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** The sign-in name of the i-th (1-based) large-seed rental owner, e.g. `agrant1`; password the demo password. */
export function scaleOwnerUserName(i: number): string {
  const p = person(i - 1);
  return `${plain(p.first).slice(0, 1)}${plain(p.last)}${i}`;
}

/** The sign-in name of the owner of the i-th (1-based) large-seed strata unit. */
export function scaleUnitOwnerUserName(i: number): string {
  const p = person(i - 1, 1);
  return `${plain(p.first)}.${plain(p.last)}${i}`;
}

export const mailDomains = ['example.com', 'example.ca', 'example.net', 'example.org'];

export function email(p: Person, n: number): string {
  return `${plain(p.first)}.${plain(p.last)}${n}@${mailDomains[n % mailDomains.length]}`;
}

// ---------------------------------------------------------------- addresses

/** A small deterministic hash of an integer (for varied but repeatable choices). */
export function mix(n: number, salt: number): number {
  let x = (n * 2654435761 + salt * 40503) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 2246822519) >>> 0;
  x ^= x >>> 13;
  return x >>> 0;
}

export const postalLetters = 'ABCEGHJKLMNPRSTVWXYZ';

export interface Address {
  street: string;
  city: string;
  postal: string;
  latitude: number;
  longitude: number;
}

/**
 * A real street of a served city (the geocoder's gazetteer), a house number in its range and a postal code with the
 * street's real prefix. Consecutive n walk the segments first, then the numbers, so addresses rarely repeat.
 */
export function address(n: number, salt: number): Address {
  const segments: readonly StreetSegment[] = gazetteer;
  const segment = segments[(n + salt * 101) % segments.length] as StreetSegment;
  const span = Math.max(1, Math.floor((segment.to - segment.from) / 2));
  const step = Math.floor((n + salt * 101) / segments.length);
  const number = segment.from + ((step * 38 + (mix(n, salt) % 19)) % span) * 2;
  const fraction = (number - segment.from) / Math.max(1, segment.to - segment.from);
  const h = mix(n, salt + 7);
  const postal = `${segment.fsa} ${h % 10}${postalLetters[(h >>> 4) % postalLetters.length]}${(h >>> 9) % 10}`;
  return {
    street: `${number} ${segment.street}`,
    city: segment.city,
    postal,
    latitude: Number((segment.start[0] + (segment.end[0] - segment.start[0]) * fraction).toFixed(6)),
    longitude: Number((segment.start[1] + (segment.end[1] - segment.start[1]) * fraction).toFixed(6)),
  };
}

export const areaOfCity: Record<string, number> = {
  Vancouver: 1,
  Burnaby: 2,
  Richmond: 3,
  'North Vancouver': 4,
  'West Vancouver': 5,
  'New Westminster': 6,
  Coquitlam: 7,
  'Port Moody': 8,
  Surrey: 9,
  Delta: 10,
};

export const areaCodes = ['604', '778', '236'];

export function phone(n: number, salt: number): string {
  const h = mix(n, salt);
  return `${areaCodes[h % areaCodes.length]}-555-${String(1000 + ((h >>> 3) % 9000))}`;
}

// ---------------------------------------------------------------- buildings

// biome-ignore format: a table, ten to a line
export const buildingNames = [
  'Harbourview Towers', 'Cedar Ridge Estates', 'Metrotown Gardens', 'Brentwood Heights', 'Lougheed Place',
  'Quayside Residences', 'Kitsilano Courtyard', 'Fraser Landing', 'Lonsdale Pointe', 'Mount Pleasant Lofts',
  'Coal Harbour Crest', 'Steveston Wharf', 'Guildford Commons', 'Ladner Village', 'Inlet Terraces',
  'Burquitlam Park', 'Sapperton Square', 'Ambleside Manor', 'Oakridge Vista', 'Granville Crossing',
];
export const planPrefixes: Record<string, string> = {
  Vancouver: 'VAS',
  Burnaby: 'BCS',
  Richmond: 'LMS',
  'North Vancouver': 'LMS',
  'West Vancouver': 'VAS',
  'New Westminster': 'NWS',
  Coquitlam: 'EPS',
  'Port Moody': 'EPS',
  Surrey: 'NWS',
  Delta: 'LMS',
};
