// Address lookup for the create-property screen (GET /geocoder/search).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   searchAddresses (GET /geocoder/search)
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
