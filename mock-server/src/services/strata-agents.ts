// Strata agents (tag: strataAgents).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   listStrataAgents (GET /strataAgent)
//   createStrataAgent (POST /strataAgent)
//   listArchivedStrataAgents (GET /strataAgent/archived)
//   getStrataAgent (GET /strataAgent/{id})
//   updateStrataAgent (PUT /strataAgent/{id})
//   archiveStrataAgent (PUT /strataAgent/archive/{id})
//   restoreStrataAgent (PUT /strataAgent/restore/{id})
//   deleteStrataAgent (DELETE /strataAgent/delete/{id})
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
