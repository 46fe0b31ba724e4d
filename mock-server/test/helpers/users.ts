// What the user account tests share: signing in with a password, counting accounts, and a fresh account for a test
// that changes it.
import { users } from '../../src/db/schema.ts';
import { ok, type Sdk } from './strata-sdk.ts';
import type { TestApp } from './test-app.ts';

/** Accounts of a test file's app. */
export function userAccounts(t: TestApp, sdk: Sdk) {
  const db = () => t.app.services.db;

  const signIn = (username: string, password: string, portal: 'residential' | 'strata') =>
    t.request({ method: 'POST', url: '/api/auth', payload: { username, password, portal } });

  const userCount = async () => (await db().select({ id: users.id }).from(users)).length;

  let serial = 0;
  /** A fresh account for a test that changes it (so tests do not depend on each other's order). */
  async function newUser(
    role: 'Owner' | 'Strata Unit Owner' | 'Strata Administrator' | 'Administrator',
    as: 'admin' | 'superadmin' | 'strataadmin' = role === 'Owner' ? 'admin' : 'superadmin',
  ) {
    serial++;
    const client = await sdk.as(as);
    return ok(
      client.POST('/user', {
        params: { query: { role, userName: `test.user${serial}` } },
        body: { email: `test.user${serial}@example.ca`, password: 'Start#2026' },
      }),
    );
  }

  return { signIn, userCount, newUser };
}
