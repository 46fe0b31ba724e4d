// The demo accounts the server seeds (mock-server/src/seed.ts), and where each lands after signing in
// (rental spec 2.1). Saved sign-in states live in tests/.auth/run-<port>/ (git-ignored), one per account and login.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Portal, SessionRole } from '@portal/sdk/roles';

export const demoPassword = 'Portal#2026';

/** The test server's company time zone (COMPANY_TIME_ZONE): the day a PAD is given, a form is filed, is its day. */
export const companyTimeZone = 'America/Vancouver';

export type { Portal, SessionRole } from '@portal/sdk/roles';

export interface Account {
  /** The saved state's name. */
  name: string;
  username: string;
  portal: Portal;
  role: SessionRole;
  home: string;
}

export const accounts = {
  superadmin: {
    name: 'superadmin',
    username: 'superadmin',
    portal: 'residential',
    role: 'superAdmin',
    home: '/admin/dashboard',
  },
  superadminStrata: {
    name: 'superadmin-strata',
    username: 'superadmin',
    portal: 'strata',
    role: 'superAdmin',
    home: '/strataAdmin/dashboard',
  },
  admin: { name: 'admin', username: 'admin', portal: 'residential', role: 'admin', home: '/admin/dashboard' },
  owner: { name: 'owner', username: 'owner', portal: 'residential', role: 'owner', home: '/owner/dashboard' },
  owner2: {
    name: 'owner2',
    username: 'owner2',
    portal: 'residential',
    role: 'owner',
    home: '/owner/dashboard',
  },
  strataadmin: {
    name: 'strataadmin',
    username: 'strataadmin',
    portal: 'strata',
    role: 'strataAdmin',
    home: '/strataAdmin/dashboard',
  },
  BCS1234: {
    name: 'BCS1234',
    username: 'BCS1234',
    portal: 'strata',
    role: 'propertyAdmin',
    home: '/propertyAdmin/dashboard',
  },
  EPS5678: {
    name: 'EPS5678',
    username: 'EPS5678',
    portal: 'strata',
    role: 'propertyAdmin',
    home: '/propertyAdmin/dashboard',
  },
  unitowner: {
    name: 'unitowner',
    username: 'unitowner',
    portal: 'strata',
    role: 'strataUnitOwner',
    home: '/strataUnitOwner/dashboard',
  },
  unitowner2: {
    name: 'unitowner2',
    username: 'unitowner2',
    portal: 'strata',
    role: 'strataUnitOwner',
    home: '/strataUnitOwner/dashboard',
  },
} as const satisfies Record<string, Account>;

export type AccountKey = keyof typeof accounts;

/** One account per session role, to run a check once per role. */
export const oneAccountPerRole: Record<SessionRole, Account> = {
  admin: accounts.admin,
  superAdmin: accounts.superadmin,
  owner: accounts.owner,
  strataAdmin: accounts.strataadmin,
  propertyAdmin: accounts.BCS1234,
  strataUnitOwner: accounts.unitowner,
};

// Set per run by playwright.config.ts; the fallback serves tools that load this file on their own.
const authDir =
  process.env.E2E_AUTH_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '.auth');

/** The saved sign-in state of an account (localStorage with the session), for `test.use({ storageState })`. */
export function storageStateOf(account: Account): string {
  return path.join(authDir, `${account.name}.json`);
}

/** The login page of a portal. */
export function loginPathOf(portal: Portal): '/login' | '/strataLogin' {
  return portal === 'strata' ? '/strataLogin' : '/login';
}
