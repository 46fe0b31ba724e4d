// Which geocoder answers: the external provider when GEOCODER_URL is set, else the offline gazetteer.
import { createExternalGeocoder } from './external.ts';
import { createGazetteerGeocoder } from './gazetteer.ts';
import type { Geocoder } from './types.ts';

export function geocoderFromEnv(env: NodeJS.ProcessEnv = process.env): Geocoder {
  const url = env.GEOCODER_URL?.trim();
  return url
    ? createExternalGeocoder({ url, userAgent: env.GEOCODER_USER_AGENT?.trim() || undefined })
    : createGazetteerGeocoder();
}
