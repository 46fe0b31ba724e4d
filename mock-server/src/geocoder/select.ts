// Which geocoder answers: the external provider when the options name one (GEOCODER_URL), else the offline gazetteer.
import { createExternalGeocoder } from './external.ts';
import { createGazetteerGeocoder } from './gazetteer.ts';
import type { Geocoder } from './types.ts';

export interface GeocoderOptions {
  /** A Nominatim-compatible search URL (geocoder/external.ts). */
  url: string;
  userAgent?: string;
}

export function createGeocoder(options: GeocoderOptions | undefined): Geocoder {
  return options ? createExternalGeocoder(options) : createGazetteerGeocoder();
}
