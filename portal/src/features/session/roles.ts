// Where each session role goes (rental spec 2.1, 2.5 and 4; strata spec Navigation). The roles themselves, and which
// role name signs in as which, are the SDK's (@portal/sdk/roles); the server gives the session role at sign-in.
import type { Portal, SessionRole } from '@portal/sdk/roles';

export type HomePath =
  | '/admin/dashboard'
  | '/owner/dashboard'
  | '/strataAdmin/dashboard'
  | '/propertyAdmin/dashboard'
  | '/strataUnitOwner/dashboard';

/** Where a role lands after sign-in, and when it opens a login page with a valid session. */
export function homePathFor(role: SessionRole, portal: Portal): HomePath {
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
