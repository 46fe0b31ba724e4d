// The default geocoder: searches the offline gazetteer of the served cities. "4567 king" finds every street of a
// served city whose name has a word starting with "king" and whose numbers include 4567, and answers the full
// address: street, city, province BC, postal code, country 1 and coordinates interpolated along the street.
import { gazetteer, type LatLon, type StreetSegment } from './gazetteer-data.ts';
import type { Geocoder, GeocoderQuery, GeocoderResult } from './types.ts';

/** What people abbreviate in addresses, read as the full word too. */
const abbreviations: Record<string, string> = {
  st: 'street',
  str: 'street',
  ave: 'avenue',
  av: 'avenue',
  rd: 'road',
  dr: 'drive',
  blvd: 'boulevard',
  hwy: 'highway',
  pkwy: 'parkway',
  wy: 'way',
  cres: 'crescent',
  e: 'east',
  w: 'west',
  n: 'north',
  s: 'south',
  se: 'southeast',
  sw: 'southwest',
};

/** Words that say nothing about the street (the gazetteer is all in British Columbia, Canada). */
const ignoredWords = new Set(['bc', 'b', 'c', 'british', 'columbia', 'canada', 'ca']);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

interface ParsedQuery {
  number: number | null;
  /** The words after the number, as typed (lower case); the last may still be half typed. */
  words: string[];
}

/** Splits "1203-4567 King" into the house number 4567 (a suite before a hyphen is dropped) and the words. */
export function parseAddressQuery(text: string): ParsedQuery {
  let rest = text.trim();
  let number: number | null = null;
  const leading = /^#?\s*(?:\d+[a-z]?\s*-\s*)?(\d{1,6})[a-z]?\b[\s,]*/i.exec(rest);
  if (leading?.[1]) {
    number = Number(leading[1]);
    rest = rest.slice(leading[0].length);
  }
  return { number, words: words(rest).filter((w) => !ignoredWords.has(w)) };
}

interface Candidate {
  segment: StreetSegment;
  score: number;
}

/** How well one typed word fits: a whole word of the street best, the start of one next, the city's last. */
function wordScore(typed: string, streetWords: string[], cityWords: string[]): number {
  let best = 0;
  const expanded = abbreviations[typed];
  for (const w of expanded ? [typed, expanded] : [typed]) {
    const first = streetWords[0]?.startsWith(w) ? 1 : 0;
    if (streetWords.includes(w)) best = Math.max(best, 3 + first);
    else if (streetWords.some((s) => s.startsWith(w))) best = Math.max(best, 2 + first);
    else if (cityWords.some((c) => c.startsWith(w))) best = Math.max(best, 1);
  }
  return best;
}

/** How well the query's words fit a street (null: not at all). Every word must start a word of the street or city. */
function matchScore(query: ParsedQuery, segment: StreetSegment): number | null {
  const streetWords = words(segment.street);
  const cityWords = words(segment.city);
  let score = 0;
  let onStreet = false;
  for (const typed of query.words) {
    const fit = wordScore(typed, streetWords, cityWords);
    if (fit === 0) return null;
    if (fit > 1) onStreet = true;
    score += fit;
  }
  return onStreet ? score : null;
}

const postalLetters = 'ABCEGHJKLMNPRSTVWXYZ';

/** A stable 32-bit hash (FNV-1a). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The postal code of a house: the segment's real prefix and a local delivery unit derived from the block and the
 * side of the street, so one block face shares one code as in Canada Post's own scheme (the unit itself is not
 * looked up: the gazetteer holds prefixes only).
 */
export function postalCodeFor(segment: StreetSegment, number: number): string {
  const h = hash(`${segment.street}|${segment.city}|${Math.floor(number / 100)}|${number % 2}`);
  const ldu = `${h % 10}${postalLetters[(h >>> 4) % postalLetters.length]}${(h >>> 12) % 10}`;
  return `${segment.fsa} ${ldu}`;
}

function positionOf(segment: StreetSegment, number: number): LatLon {
  const span = segment.to - segment.from;
  const t = span === 0 ? 0 : Math.min(1, Math.max(0, (number - segment.from) / span));
  return [
    segment.start[0] + (segment.end[0] - segment.start[0]) * t,
    segment.start[1] + (segment.end[1] - segment.start[1]) * t,
  ];
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function toResult(segment: StreetSegment, number: number | null): GeocoderResult {
  // Without a house number the answer is the street itself, at its middle, and no postal code: a street has many,
  // and its three-character prefix alone is not a postal code a form could keep (the user types the full one).
  const at = number ?? Math.round((segment.from + segment.to) / 2);
  const [latitude, longitude] = positionOf(segment, at);
  const street = number === null ? segment.street : `${number} ${segment.street}`;
  const postal = number === null ? '' : postalCodeFor(segment, number);
  return {
    label: `${street}, ${segment.city}, BC${postal ? ` ${postal}` : ''}`,
    street,
    city: segment.city,
    province: 'BC',
    postal,
    countryId: 1,
    latitude: round6(latitude),
    longitude: round6(longitude),
  };
}

export function searchGazetteer(
  query: GeocoderQuery,
  segments: readonly StreetSegment[] = gazetteer,
): GeocoderResult[] {
  // The gazetteer covers Canadian cities only.
  if (query.countryId !== undefined && query.countryId !== 1) return [];
  const parsed = parseAddressQuery(query.text);
  if (parsed.words.length === 0) return [];
  const best = new Map<string, Candidate>();
  for (const segment of segments) {
    if (parsed.number !== null && (parsed.number < segment.from || parsed.number > segment.to)) continue;
    const score = matchScore(parsed, segment);
    if (score === null) continue;
    // One answer per street and city: the segment holding the number, or the street's first segment.
    const key = `${segment.street}|${segment.city}`;
    if (!best.has(key)) best.set(key, { segment, score });
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.segment.street.length - b.segment.street.length ||
        a.segment.city.localeCompare(b.segment.city) ||
        a.segment.street.localeCompare(b.segment.street),
    )
    .slice(0, query.limit)
    .map((c) => toResult(c.segment, parsed.number));
}

export function createGazetteerGeocoder(): Geocoder {
  return {
    name: 'gazetteer',
    async search(query) {
      return searchGazetteer(query);
    },
  };
}
