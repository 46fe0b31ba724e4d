// Invitations that let a new owner claim a unit (tag: invitations).
// Operations to implement here, one function each keyed by operationId (see src/services/properties.ts):
//   createStrataUnitUserInvitation (POST /strataUnitUserInvitation)
//   sendStrataUnitUserInvitation (POST /strataUnitUserInvitation/invite)
//   resendStrataUnitUserInvitation (PUT /strataUnitUserInvitation/resend/{unitId})
//   deleteStrataUnitUserInvitations (DELETE /strataUnitUserInvitation/delete/{unitId})
//   lookupStrataUnitUserInvitation (GET /strataUnitUserInvitation/{hash})
//   authorizeStrataUnitUserInvitation (POST /strataUnitUserInvitation/authorizeForm/{invitationId})
//   registerStrataUnitUserInvitation (POST /strataUnitUserInvitation/{invitationId}/register)
import { defineHandlers } from '../http/handlers.ts';

export const handlers = defineHandlers({});
