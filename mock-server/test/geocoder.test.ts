// The geocoder behind GET /geocoder/search (the operation itself is tested in properties-create-read.test.ts): the
// offline gazetteer of the ten served cities, and the external provider's adapter with a fake fetch (no network in
// tests).
import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../src/config.ts';
import { HttpError } from '../src/errors.ts';
import { createExternalGeocoder, geocoderUnavailable } from '../src/geocoder/external.ts';
import { parseAddressQuery, postalCodeFor, searchGazetteer } from '../src/geocoder/gazetteer.ts';
import { gazetteer, servedCities } from '../src/geocoder/gazetteer-data.ts';
import { createGeocoder } from '../src/geocoder/select.ts';

const search = (text: string, limit = 10) => searchGazetteer({ text, limit });

describe('the gazetteer data', () => {
  it('covers every served city with several streets', () => {
    for (const city of servedCities) {
      const streets = new Set(gazetteer.filter((s) => s.city === city).map((s) => s.street));
      expect(streets.size, city).toBeGreaterThanOrEqual(5);
    }
  });

  it('has sane segments: numbers in order, British Columbia postal prefixes, points in Metro Vancouver', () => {
    for (const s of gazetteer) {
      const where = `${s.street}, ${s.city} ${s.from}-${s.to}`;
      expect(s.from, where).toBeLessThanOrEqual(s.to);
      expect(s.fsa, where).toMatch(/^V\d[A-Z]$/);
      for (const [lat, lon] of [s.start, s.end]) {
        expect(lat, where).toBeGreaterThan(49.0);
        expect(lat, where).toBeLessThan(49.4);
        expect(lon, where).toBeGreaterThan(-123.3);
        expect(lon, where).toBeLessThan(-122.65);
      }
    }
  });

  it('keeps the ranges of one street in one city apart, so a number has one place', () => {
    const byStreet = new Map<string, [number, number][]>();
    for (const s of gazetteer) {
      const key = `${s.street}|${s.city}`;
      byStreet.set(key, [...(byStreet.get(key) ?? []), [s.from, s.to]]);
    }
    for (const [key, ranges] of byStreet) {
      const sorted = ranges.sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < sorted.length; i++) {
        expect(sorted[i]?.[0], key).toBeGreaterThan(sorted[i - 1]?.[1] ?? 0);
      }
    }
  });
});

describe('searchGazetteer', () => {
  it('answers "4567 king" with 4567 Kingsway in Burnaby, V5H, between Boundary Road and Royal Oak', () => {
    const [first, ...rest] = search('4567 king');
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ street: '4567 Kingsway', city: 'Burnaby', province: 'BC', countryId: 1 });
    expect(first?.postal).toMatch(/^V5H \d[ABCEGHJKLMNPRSTVWXYZ]\d$/);
    expect(first?.label).toBe(`4567 Kingsway, Burnaby, BC ${first?.postal}`);
    expect(first?.longitude).toBeGreaterThan(-123.0225);
    expect(first?.longitude).toBeLessThan(-122.989);
  });

  it('reads abbreviations, directions, a suite before the number, and the city as a filter', () => {
    expect(search('3338 findlay st')[0]).toMatchObject({ street: '3338 Findlay Street', city: 'Vancouver' });
    expect(search('2150 w 41st ave')[0]).toMatchObject({
      street: '2150 West 41st Avenue',
      city: 'Vancouver',
    });
    expect(search('1203-4567 Kingsway')[0]?.street).toBe('4567 Kingsway');
    expect(search('5300 no 3 rd')[0]).toMatchObject({ street: '5300 No. 3 Road', city: 'Richmond' });
    const marine = search('1400 marine dr west van');
    expect(marine.map((r) => r.city)).toEqual(['West Vancouver']);
    expect(marine[0]?.postal).toMatch(/^V7T/);
    expect(search('13450 104 ave')[0]).toMatchObject({
      city: 'Surrey',
      postal: expect.stringMatching(/^V3T/),
    });
  });

  it('finds streets in every served city', () => {
    const samples: Record<string, string> = {
      Burnaby: '6088 willingdon',
      Coquitlam: '1180 pinetree',
      Delta: '8000 scott road',
      'New Westminster': '228 fourth street',
      'North Vancouver': '155 east 3rd',
      'Port Moody': '2400 st johns',
      Richmond: '8111 saba',
      Surrey: '10153 king george',
      Vancouver: '1255 harwood',
      'West Vancouver': '1320 esquimalt',
    };
    for (const [city, text] of Object.entries(samples)) {
      expect(search(text)[0]?.city, text).toBe(city);
    }
  });

  it('answers streets (without a postal code: a prefix is not one) when no number is typed, and nothing for unknown words', () => {
    const streets = search('kingsway');
    expect(streets.map((r) => r.city).sort()).toEqual(['Burnaby', 'Vancouver']);
    expect(streets.every((r) => r.street === 'Kingsway' && r.postal === '')).toBe(true);
    expect(streets.find((r) => r.city === 'Burnaby')?.label).toBe('Kingsway, Burnaby, BC');
    expect(search('qqqq zzzz')).toEqual([]);
    expect(search('99999 kingsway')).toEqual([]);
    expect(search('burnaby')).toEqual([]);
  });

  it('finds downtown Granville from the waterfront: "200 Granville Street"', () => {
    const [first] = search('200 Granville Street');
    expect(first).toMatchObject({ street: '200 Granville Street', city: 'Vancouver', province: 'BC' });
    expect(first?.postal).toMatch(/^V6C \d[ABCEGHJKLMNPRSTVWXYZ]\d$/);
    expect(first?.latitude).toBeGreaterThan(49.284);
  });

  it('keeps to the limit and the country', () => {
    expect(search('street', 3)).toHaveLength(3);
    expect(searchGazetteer({ text: '4567 king', countryId: 2, limit: 10 })).toEqual([]);
  });

  it('gives one block face one stable postal code', () => {
    const segment = gazetteer.find((s) => s.street === 'Kingsway' && s.city === 'Burnaby');
    if (!segment) throw new Error('no Kingsway');
    expect(postalCodeFor(segment, 4567)).toBe(postalCodeFor(segment, 4599));
    expect(search('4567 kingsway')[0]?.postal).toBe(search('4567 king')[0]?.postal);
  });

  it('parses the query into a house number and words', () => {
    expect(parseAddressQuery('4567 King')).toEqual({ number: 4567, words: ['king'] });
    expect(parseAddressQuery('#12-300 W. Broadway, BC')).toEqual({ number: 300, words: ['w', 'broadway'] });
    expect(parseAddressQuery('Kingsway')).toEqual({ number: null, words: ['kingsway'] });
  });
});

describe('the external geocoder adapter (GEOCODER_URL)', () => {
  const nominatimAnswer = [
    {
      lat: '49.2276',
      lon: '-123.0012',
      address: {
        house_number: '4567',
        road: 'Kingsway',
        city: 'Burnaby',
        state: 'British Columbia',
        'ISO3166-2-lvl4': 'CA-BC',
        postcode: 'V5H 2E2',
        country_code: 'ca',
      },
    },
    {
      lat: '47.6',
      lon: '-122.3',
      address: {
        house_number: '1',
        road: 'Pike St',
        city: 'Seattle',
        state: 'Washington',
        postcode: '98101',
        country_code: 'us',
      },
    },
    { lat: '49.2', lon: '-123.1', address: { city: 'Vancouver', country_code: 'ca' } },
  ];

  function fakeFetch(answer: unknown, status = 200) {
    const calls: URL[] = [];
    const fetch = async (input: string | URL | Request) => {
      calls.push(new URL(String(input instanceof Request ? input.url : input)));
      return new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    };
    return { calls, fetch: fetch as typeof globalThis.fetch };
  }

  it('asks the provider once and maps its places to results (skipping places without a street)', async () => {
    const fake = fakeFetch(nominatimAnswer);
    const geocoder = createExternalGeocoder({
      url: 'https://geo.example.org/search?key=abc',
      fetch: fake.fetch,
    });
    const results = await geocoder.search({ text: '4567 king', limit: 10 });
    expect(geocoder.name).toBe('geo.example.org');
    expect(fake.calls).toHaveLength(1);
    const url = fake.calls[0];
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      key: 'abc',
      q: '4567 king',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '10',
      countrycodes: 'ca,us',
    });
    expect(results).toEqual([
      {
        label: '4567 Kingsway, Burnaby, BC V5H 2E2',
        street: '4567 Kingsway',
        city: 'Burnaby',
        province: 'BC',
        postal: 'V5H 2E2',
        countryId: 1,
        latitude: 49.2276,
        longitude: -123.0012,
      },
      {
        label: '1 Pike St, Seattle, Washington 98101',
        street: '1 Pike St',
        city: 'Seattle',
        province: 'Washington',
        postal: '98101',
        countryId: 2,
        latitude: 47.6,
        longitude: -122.3,
      },
    ]);
  });

  it('limits the country when asked', async () => {
    const fake = fakeFetch(nominatimAnswer);
    const geocoder = createExternalGeocoder({ url: 'https://geo.example.org/search', fetch: fake.fetch });
    const results = await geocoder.search({ text: 'x y z', countryId: 1, limit: 5 });
    expect(fake.calls[0]?.searchParams.get('countrycodes')).toBe('ca');
    expect(results.map((r) => r.city)).toEqual(['Burnaby']);
  });

  it('answers 502 with a clear message when the provider fails or answers nonsense', async () => {
    for (const fake of [fakeFetch({ error: 'down' }, 503), fakeFetch({ not: 'a list' })]) {
      const geocoder = createExternalGeocoder({ url: 'https://geo.example.org/search', fetch: fake.fetch });
      const error = await geocoder.search({ text: '4567 king', limit: 10 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 502, message: geocoderUnavailable });
    }
  });

  it('is chosen by GEOCODER_URL; the gazetteer otherwise', () => {
    const configured = (env: NodeJS.ProcessEnv) => createGeocoder(optionsFromEnv(env).geocoder);
    expect(configured({ GEOCODER_URL: 'https://geo.example.org/search' }).name).toBe('geo.example.org');
    expect(configured({}).name).toBe('gazetteer');
  });
});
