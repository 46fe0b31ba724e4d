// Address lookup for the create-property screen (GET /geocoder/search): the app's geocoder (options.geocoder), the
// gazetteer of src/geocoder/ by default, an external provider when one is configured.
import { defineHandlers } from '../http/handlers.ts';

/** At most this many suggestions (the contract's limit). */
const maxResults = 10;

export const handlers = defineHandlers({
  async searchAddresses({ geocoder, query }) {
    return geocoder.search({ text: query.q, countryId: query.countryId, limit: maxResults });
  },
});
