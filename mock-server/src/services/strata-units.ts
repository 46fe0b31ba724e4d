// Strata units, their users and owners (tag: strataUnits).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   createStrataUnit (POST /strataUnit)
//   getStrataUnit (GET /strataUnit/{id})
//   updateStrataUnit (PUT /strataUnit/{id})
//   deleteStrataUnit (DELETE /strataUnit/{id})
//   archiveStrataUnit (PUT /strataUnit/archive/{id})
//   restoreStrataUnit (PUT /strataUnit/restore/{id})
//   listStrataUnitsOfProperty (GET /strataUnit/strataProperty/{id})
//   createStrataUnitUser (POST /strataUnitUser)
//   updateStrataUnitUser (PUT /strataUnitUser/strataUnit/{unitId}/strataUser/{userId})
//   deleteStrataUnitUser (DELETE /strataUnitUser/delete)
//   listStrataPropertiesOfUnitUser (GET /strataUnitUser/strataProperties/{userId})
//   listStrataUnitsOfUnitUser (GET /strataUnitUser/strataUnits/{userId})
//   createStrataOwner (POST /strataOwner)
//   replaceStrataOwner (POST /strataOwner/replace/{unitId})
//   updateStrataOwner (PUT /strataOwner/{ownerId})
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
