// Strata buildings (tag: strataProperties).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   listStrataProperties (GET /strataProperty)
//   createStrataProperty (POST /strataProperty)
//   getStrataProperty (GET /strataProperty/{id})
//   updateStrataProperty (PUT /strataProperty/{id})
//   listAllStrataProperties (GET /strataProperty/all)
//   getStrataPropertyOfPropertyAdmin (GET /strataProperty/propertyAdmin/{userId})
//   archiveStrataProperty (PUT /strataProperty/archive/{id})
//   restoreStrataProperty (PUT /strataProperty/restore/{id})
//   listArchivedStrataProperties (GET /strataProperty/archivedStrataProperties)
//   deleteStrataProperty (DELETE /strataProperty/delete/{id})
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
