// What the strata building tests share (and the list tests, for owners' accounts): a new account straight in the
// database (the users operations belong to another domain), and the body of a new building.
import { type RoleName, users } from '../../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

/** Adds accounts to a test file's app. */
export function strataAccounts(t: TestApp) {
  const db = () => t.app.services.db;

  /** A new account straight in the database (the users operations belong to another domain). */
  async function newAccount(userName: string, roleName: RoleName = 'Strata Owner', archived = false) {
    const email = `${userName.toLowerCase()}@portal.example.ca`;
    const [row] = await db()
      .insert(users)
      .values({
        userName,
        normalizedUserName: userName.toUpperCase(),
        email,
        normalizedEmail: email.toUpperCase(),
        passwordHash: 'not-a-hash',
        roleName,
        archived,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('no user');
    return row.id;
  }

  return { newAccount };
}

export const newBuilding = (propertyAdminId: number | undefined, strataPlanNumber: string) => ({
  buildingName: 'Harbourside Lofts',
  strataPlanNumber,
  street: '88 Esplanade East',
  city: 'North Vancouver',
  province: 'BC' as const,
  postal: 'v7l1e6',
  ...(propertyAdminId === undefined ? {} : { propertyAdminId }),
});
