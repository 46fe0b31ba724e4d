// Roles and where they go (rental spec 2.1, 2.5, 4 and 6; strata spec Navigation).
import type { components } from '@portal/sdk/types';

export const sessionRoles = [
  'admin',
  'superAdmin',
  'owner',
  'strataAdmin',
  'propertyAdmin',
  'strataUnitOwner',
] as const;
/** The roles the portal keeps in its session and routes by (rental spec 6). */
export type SessionRole = (typeof sessionRoles)[number];
export type ServerRoleName = components['schemas']['RoleName'];
export type PortalOption = components['schemas']['Portal'];

/** Each login maps the server's role name to a session role; a name missing here does not suit that login. */
const roleMaps: Record<PortalOption, Partial<Record<ServerRoleName, SessionRole>>> = {
  residential: {
    Administrator: 'admin',
    Owner: 'owner',
    'Super Administrator': 'superAdmin',
  },
  strata: {
    'Strata Administrator': 'strataAdmin',
    'Strata Owner': 'propertyAdmin',
    'Strata Unit Owner': 'strataUnitOwner',
    'Super Administrator': 'superAdmin',
  },
};

/** The spec's message when a role does not suit the chosen login (rental spec 8). */
export const wrongPortalMessage: Record<PortalOption, string> = {
  residential: 'Sign in credentials not valid for residential login. Perhaps you meant to use strata login.',
  strata: 'Sign in credentials not valid for strata login. Perhaps you meant to use residential login',
};

export function sessionRoleFor(portal: PortalOption, roleName: ServerRoleName): SessionRole | null {
  return roleMaps[portal][roleName] ?? null;
}

export type HomePath =
  | '/admin/dashboard'
  | '/owner/dashboard'
  | '/strataAdmin/dashboard'
  | '/propertyAdmin/dashboard'
  | '/strataUnitOwner/dashboard';

/** Where a role lands after sign-in, and when it opens a login page with a valid session. */
export function homePathFor(role: SessionRole, portal: PortalOption): HomePath {
  switch (role) {
    case 'admin':
      return '/admin/dashboard';
    case 'superAdmin':
      return portal === 'strata' ? '/strataAdmin/dashboard' : '/admin/dashboard';
    case 'owner':
      return '/owner/dashboard';
    case 'strataAdmin':
      return '/strataAdmin/dashboard';
    case 'propertyAdmin':
      return '/propertyAdmin/dashboard';
    case 'strataUnitOwner':
      return '/strataUnitOwner/dashboard';
  }
}

/**
 * Where Log Out goes. The rental spec sends admin, superAdmin and owner to /login and the strata roles to
 * /strataLogin; the strata spec's superAdmin menu also logs out to /login, so superAdmin always goes there.
 */
export function logoutPathFor(role: SessionRole): '/login' | '/strataLogin' {
  switch (role) {
    case 'admin':
    case 'superAdmin':
    case 'owner':
      return '/login';
    case 'strataAdmin':
    case 'propertyAdmin':
    case 'strataUnitOwner':
      return '/strataLogin';
  }
}
