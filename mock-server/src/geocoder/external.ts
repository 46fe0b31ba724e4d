// The alternative geocoder: an external provider speaking the Nominatim search API (OpenStreetMap's Nominatim, or a
// compatible service such as LocationIQ), configured with GEOCODER_URL, e.g. https://nominatim.example.org/search
// (a key, when the provider wants one, goes in that URL's query string). A thin adapter: one request per search,
// its answer mapped to the contract's GeocoderResult.
import { HttpError } from '../errors.ts';
import type { CountryId, Geocoder, GeocoderResult } from './types.ts';

export interface ExternalGeocoderOptions {
  url: string;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent?: string;
  timeoutMs?: number;
}

interface NominatimPlace {
  lat?: string;
  lon?: string;
  address?: Record<string, string | undefined>;
}

const provinceCodes: Record<string, string> = {
  alberta: 'AB',
  'british columbia': 'BC',
  manitoba: 'MB',
  'new brunswick': 'NB',
  'newfoundland and labrador': 'NL',
  'northwest territories': 'NT',
  'nova scotia': 'NS',
  nunavut: 'NU',
  ontario: 'ON',
  'prince edward island': 'PE',
  quebec: 'QC',
  québec: 'QC',
  saskatchewan: 'SK',
  yukon: 'YT',
};

const countryCodes: Record<number, string> = { 1: 'ca', 2: 'us' };

export const geocoderUnavailable = 'The address search is not available right now. Please try again later.';

/** The province or state code: from the ISO 3166-2 subdivision ("CA-BC") when given, else from its name. */
function provinceOf(address: Record<string, string | undefined>): string {
  const iso = address['ISO3166-2-lvl4'];
  if (iso?.includes('-')) return iso.split('-')[1] ?? '';
  const state = address.state ?? '';
  return provinceCodes[state.toLowerCase()] ?? state;
}

export function toGeocoderResult(place: NominatimPlace): GeocoderResult | null {
  const address = place.address ?? {};
  const road = address.road ?? address.pedestrian ?? address.street;
  const city = address.city ?? address.town ?? address.village ?? address.municipality ?? address.hamlet;
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  if (!road || !city || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const street = address.house_number ? `${address.house_number} ${road}` : road;
  const province = provinceOf(address);
  const postal = (address.postcode ?? '').toUpperCase();
  const country = (address.country_code ?? '').toLowerCase();
  const countryId: CountryId = country === 'ca' ? 1 : country === 'us' ? 2 : 3;
  return {
    label: [street, city, `${province} ${postal}`.trim()].filter(Boolean).join(', '),
    street: street.slice(0, 200),
    city: city.slice(0, 100),
    province: province.slice(0, 50),
    postal: postal.slice(0, 10),
    countryId,
    latitude,
    longitude,
  };
}

export function createExternalGeocoder(options: ExternalGeocoderOptions): Geocoder {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const base = new URL(options.url);
  return {
    name: base.host,
    async search({ text, countryId, limit }) {
      const url = new URL(base);
      url.searchParams.set('q', text);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('addressdetails', '1');
      url.searchParams.set('limit', String(limit));
      // The portal serves Canada and the U.S.; "Other" (3) searches everywhere and keeps the rest.
      const codes = countryId === undefined ? 'ca,us' : countryCodes[countryId];
      if (codes) url.searchParams.set('countrycodes', codes);
      let places: unknown;
      try {
        const response = await fetchImpl(url, {
          headers: { accept: 'application/json', 'user-agent': options.userAgent ?? 'property-portal/1.0' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) throw new Error(`The geocoder answered ${response.status}`);
        places = await response.json();
      } catch {
        // The provider is down or slow: say so rather than pretend nothing matched.
        throw new HttpError(502, geocoderUnavailable);
      }
      if (!Array.isArray(places)) throw new HttpError(502, geocoderUnavailable);
      return places
        .map((place) => toGeocoderResult(place as NominatimPlace))
        .filter(
          (r): r is GeocoderResult => r !== null && (countryId === undefined || r.countryId === countryId),
        )
        .slice(0, limit);
    },
  };
}
