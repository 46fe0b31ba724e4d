// Owner import from CSV (tag: import).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   importOwners (POST /importOwners)
//   getImportOwnersTemplate (GET /importOwners/template)
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
