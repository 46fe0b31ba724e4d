// The list tests' shared set-up, on a test file's app: reading a list with its X-Total-Count, 60 owners with a
// property each (inserted set-based, numbered so that every order is known), and one more owner inserted directly.
import { eq } from 'drizzle-orm';
import { ownerProfiles, properties, users } from '../../src/db/schema.ts';
import { strataAccounts } from './strata-properties.ts';
import type { TestApp } from './test-app.ts';

export interface Row {
  id: number;
  [key: string]: unknown;
}

/** How many owners seedMany inserts, and the tag in their names, user names, emails and addresses. */
export const many = 60;
export const tag = 'Listq';

export function listCalls(t: TestApp) {
  async function list(url: string, as: 'admin' | 'strataadmin' | 'owner' = 'admin') {
    const res = await t.request({ method: 'GET', url, as });
    return { res, rows: res.json() as Row[], total: res.headers['x-total-count'] };
  }

  // 60 owners with one property each, inserted set-based; numbered so that every order is known.
  let seeded: Promise<void> | undefined;
  function seedMany() {
    seeded ??= (async () => {
      const db = t.app.services.db;
      const accounts = await db
        .insert(users)
        .values(
          Array.from({ length: many }, (_, i) => {
            const n = String(i).padStart(2, '0');
            return {
              userName: `${tag}${n}`,
              normalizedUserName: `${tag}${n}`.toUpperCase(),
              email: `${tag.toLowerCase()}${n}@example.ca`,
              normalizedEmail: `${tag.toLowerCase()}${n}@example.ca`.toUpperCase(),
              passwordHash: 'x',
              roleName: 'Owner' as const,
            };
          }),
        )
        .returning({ id: users.id });
      const profiles = await db
        .insert(ownerProfiles)
        .values(
          accounts.map((a, i) => ({
            userId: a.id,
            name: `${tag} Owner ${String(i).padStart(2, '0')}`,
            address: '1 Main St',
            city: i % 2 ? 'Burnaby' : 'Richmond',
            postal: 'V5H 2E2',
            phone: '604-555-0100',
          })),
        )
        .returning({ id: ownerProfiles.id });
      await db.insert(properties).values(
        profiles.map((p, i) => ({
          ownerId: p.id,
          rmNumber: `LQ${String(i).padStart(4, '0')}`,
          address: `${100 + i} ${tag} Street, Burnaby, BC V5H 2E2`,
          street: `${100 + i} ${tag} Street`,
          city: 'Burnaby',
          province: 'BC',
          postal: 'V5H 2E2',
        })),
      );
    })();
    return seeded;
  }

  /** One more owner (an account and its profile, named `name`), inserted directly; its ids and how to remove it. */
  async function insertOwner(userName: string, name: string) {
    const db = t.app.services.db;
    const userId = await strataAccounts(t).newAccount(userName, 'Owner');
    const [profile] = await db
      .insert(ownerProfiles)
      .values({
        userId,
        name,
        address: '1 Main St',
        city: 'Burnaby',
        postal: 'V5H 2E2',
        phone: '604-555-0100',
      })
      .returning({ id: ownerProfiles.id });
    const ownerId = profile?.id as number;
    return {
      userId,
      ownerId,
      remove: async () => {
        await db.delete(properties).where(eq(properties.ownerId, ownerId));
        await db.delete(ownerProfiles).where(eq(ownerProfiles.id, ownerId));
        await db.delete(users).where(eq(users.id, userId));
      },
    };
  }

  return { list, seedMany, insertOwner };
}
