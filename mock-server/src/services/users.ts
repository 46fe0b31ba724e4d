// User accounts and logins (tag: users).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   createUser (POST /user)
//   updateUserEmail (PUT /user/updateEmail)
//   listUsersByRole (GET /user/userRoleList)
//   getUser (GET /user/{id})
//   updateUser (PUT /user/{id})
//   updateUsername (PUT /user/updateUsername)
//   archiveUser (PUT /user/archive/{id})
//   restoreUser (PUT /user/restore/{id})
//   deleteUser (DELETE /user/delete/{id})
//   listUsersWithProperty (GET /user/userAndProperty)
//   listArchivedUsersWithProperty (GET /user/archived/userAndProperty)
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
