// Server role names → session roles, per portal (rental spec 6): the map is the SDK's, shared with the portal; the
// server gives its answer in SessionUser.sessionRole at sign-in and checks it again on every request.
export { type Portal, sessionRoleFor } from '@portal/sdk/roles';

export const signInMessages = {
  incorrect: 'Username or Password Incorrect',
  strataOnResidential:
    'Sign in credentials not valid for residential login. Perhaps you meant to use strata login.',
  residentialOnStrata:
    'Sign in credentials not valid for strata login. Perhaps you meant to use residential login',
  ownerWithoutProfile:
    'This owner account is not set up yet: its owner profile is missing. Please contact us.',
} as const;
