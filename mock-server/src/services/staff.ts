// Onsite building staff (tag: staff).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   listStrataPropertyStaff (GET /strataPropertyStaff/property/{id})
//   createStrataPropertyStaff (POST /strataPropertyStaff)
//   deleteStrataPropertyStaff (DELETE /strataPropertyStaff/delete/{id})
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
