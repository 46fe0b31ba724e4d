// Rental owners (tag: ownerProfiles).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   listOwnerProfiles (GET /ownerProfile)
//   createOwnerProfile (POST /ownerProfile)
//   getOwnerProfile (GET /ownerProfile/{id})
//   updateOwnerProfile (PUT /ownerProfile/{id})
//   listArchivedOwnerProfiles (GET /ownerProfile/archivedOwners)
//   archiveOwnerProfile (PUT /ownerProfile/archive/{id})
//   restoreOwnerProfile (PUT /ownerProfile/restore/{id})
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
