// Server role names → session roles, per portal (rental spec 6).
import type { SessionRole } from '../contract.ts';
import type { RoleName } from '../db/schema.ts';

export type Portal = 'residential' | 'strata';

const residential: Partial<Record<RoleName, SessionRole>> = {
  Administrator: 'admin',
  'Super Administrator': 'superAdmin',
  Owner: 'owner',
};

const strata: Partial<Record<RoleName, SessionRole>> = {
  'Strata Administrator': 'strataAdmin',
  'Strata Owner': 'propertyAdmin',
  'Strata Unit Owner': 'strataUnitOwner',
  'Super Administrator': 'superAdmin',
};

/** The session role of a role name on a portal, or null when the account does not belong on that portal. */
export function sessionRoleFor(roleName: RoleName, portal: Portal): SessionRole | null {
  return (portal === 'residential' ? residential : strata)[roleName] ?? null;
}

export const signInMessages = {
  incorrect: 'Username or Password Incorrect',
  strataOnResidential:
    'Sign in credentials not valid for residential login. Perhaps you meant to use strata login.',
  residentialOnStrata:
    'Sign in credentials not valid for strata login. Perhaps you meant to use residential login',
  ownerWithoutProfile:
    'This owner account is not set up yet: its owner profile is missing. Please contact us.',
} as const;
