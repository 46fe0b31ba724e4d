// The roles, once for the server and the portal (rental spec 6, strata spec 6): the session roles and the server's
// role names are the contract's enums (SessionRole, RoleName); which role name signs in as which session role on
// which login is written here only. The server gives the result in SessionUser.sessionRole; the portal reads it.
import { portalValues, roleNameValues, sessionRoleValues } from './generated/contract.gen.ts';
import type { Portal, RoleName, SessionRole } from './generated/query/types.gen.ts';

/** The roles the portal keeps in its session and routes by, and the words of `x-roles`. */
/** The server's name of a user's role. */
/** The login a user signed in on. */
export type { Portal, RoleName, SessionRole };

export const sessionRoles: readonly SessionRole[] = sessionRoleValues;
export const roleNames: readonly RoleName[] = roleNameValues;
export const portals: readonly Portal[] = portalValues;

/** Each login's role names and the session role each signs in as; a name missing here does not suit that login. */
const sessionRoleByRoleName: Record<Portal, Partial<Record<RoleName, SessionRole>>> = {
  residential: {
    Administrator: 'admin',
    'Super Administrator': 'superAdmin',
    Owner: 'owner',
  },
  strata: {
    'Strata Administrator': 'strataAdmin',
    'Strata Owner': 'propertyAdmin',
    'Strata Unit Owner': 'strataUnitOwner',
    'Super Administrator': 'superAdmin',
  },
};

/** The session role of a role name on a login, or null when the account does not belong on that login. */
export function sessionRoleFor(roleName: RoleName, portal: Portal): SessionRole | null {
  return sessionRoleByRoleName[portal][roleName] ?? null;
}

export function isSessionRole(value: unknown): value is SessionRole {
  return sessionRoles.some((role) => role === value);
}

export function isPortal(value: unknown): value is Portal {
  return portals.some((portal) => portal === value);
}
