// Address lookup for the create-property screen (GET /geocoder/search): the gazetteer of src/geocoder/ by default,
// an external provider when GEOCODER_URL is set.

import { geocoderFromEnv } from '../geocoder/select.ts';
import type { CountryId, Geocoder } from '../geocoder/types.ts';
import { defineHandlers } from '../http/handlers.ts';

/** At most this many suggestions (the contract's limit). */
const maxResults = 10;

let geocoder: Geocoder | undefined;

export const handlers = defineHandlers({
  async searchAddresses({ query }) {
    const q = query as { q: string; countryId?: CountryId };
    geocoder ??= geocoderFromEnv();
    return geocoder.search({ text: q.q, countryId: q.countryId, limit: maxResults });
  },
});
