// Server role names → session roles, per portal (rental spec 6): the map is the SDK's, shared with the portal; the
// server gives its answer in SessionUser.sessionRole at sign-in and checks it again on every request.
import * as shared from '@portal/sdk/messages';

export { type Portal, sessionRoleFor } from '@portal/sdk/roles';

export const signInMessages = {
  ...shared.signInMessages,
  ownerWithoutProfile:
    'This owner account is not set up yet: its owner profile is missing. Please contact us.',
} as const;
