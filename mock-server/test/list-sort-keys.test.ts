// The sorts by another table's column (properties by owner name, owners by email) read a copy of it kept on the
// list's own table by triggers (migration 0007). The copy follows every change of either side in the same
// transaction: a renamed owner, a changed email, a property given to another owner or left without one, an owner
// deleted; the searches read the same copies. Runs on PGlite and on PostgreSQL.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownerProfiles, properties, users } from '../src/db/schema.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const tag = 'Sortkey';

async function page(url: string) {
  const res = await t.request({ method: 'GET', url, as: 'admin' });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; ownerName?: string | null; name?: string; email?: string }[];
}

/** Three owners (B, C, A by name; emails in the other order), each with one property. */
async function seedThree() {
  const db = t.app.services.db;
  const names = ['B', 'C', 'A'];
  const accounts = await db
    .insert(users)
    .values(
      names.map((n, i) => ({
        userName: `${tag}${n}`,
        normalizedUserName: `${tag}${n}`.toUpperCase(),
        email: `${tag.toLowerCase()}-${3 - i}@example.ca`,
        normalizedEmail: `${tag.toLowerCase()}-${3 - i}@example.ca`.toUpperCase(),
        passwordHash: 'x',
        roleName: 'Owner' as const,
      })),
    )
    .returning({ id: users.id });
  const owners = await db
    .insert(ownerProfiles)
    .values(
      accounts.map((a, i) => ({
        userId: a.id,
        name: `${tag} ${names[i]}`,
        address: '1 Main St',
        city: 'Burnaby',
        postal: 'V5H 2E2',
        phone: '604-555-0100',
      })),
    )
    .returning({ id: ownerProfiles.id });
  const homes = await db
    .insert(properties)
    .values(
      owners.map((o, i) => ({
        ownerId: o.id,
        rmNumber: `SK${i}`,
        address: `${i} ${tag} Street, Burnaby, BC V5H 2E2`,
        street: `${i} ${tag} Street`,
        city: 'Burnaby',
        province: 'BC',
        postal: 'V5H 2E2',
      })),
    )
    .returning({ id: properties.id });
  return {
    accounts: accounts.map((a) => a.id),
    owners: owners.map((o) => o.id),
    homes: homes.map((h) => h.id),
  };
}

describe('sorting by another table’s column', () => {
  it('keeps the owner name on properties and the email on owners as either side changes', async () => {
    const db = t.app.services.db;
    const { accounts, owners, homes } = await seedThree();
    const byOwner = async () =>
      (await page(`/api/property?limit=500&sort=ownerName&q=${tag}`)).map((r) => r.ownerName);
    const byEmail = async () =>
      (await page(`/api/ownerProfile?limit=500&sort=-email&q=${tag}`)).map((r) => r.name);

    expect(await byOwner()).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);
    expect(await byEmail()).toEqual([`${tag} B`, `${tag} C`, `${tag} A`]);

    // A renamed owner moves in the property table; a changed email moves in the owner table.
    await db
      .update(ownerProfiles)
      .set({ name: `${tag} D` })
      .where(eq(ownerProfiles.id, owners[2] as number));
    await db
      .update(users)
      .set({ email: 'sortkey-0@example.ca', normalizedEmail: 'SORTKEY-0@EXAMPLE.CA' })
      .where(eq(users.id, accounts[0] as number));
    expect(await byOwner()).toEqual([`${tag} B`, `${tag} C`, `${tag} D`]);
    expect(await byEmail()).toEqual([`${tag} C`, `${tag} D`, `${tag} B`]);
    // Searches read the same copies: the new name and the new email are found, the old ones no more.
    const found = async (url: string) => (await page(url)).map((r) => r.id);
    expect(await found(`/api/property?limit=500&q=${tag}%20d`)).toEqual([homes[2]]);
    expect(await found(`/api/property?limit=500&q=${tag}%20a`)).toEqual([]);
    expect(await found('/api/ownerProfile?limit=500&q=SORTKEY-0@')).toEqual([owners[0]]);
    expect(await found('/api/ownerProfile?limit=500&q=sortkey-3@')).toEqual([]);

    // A property given to another owner takes that owner's name; one left without an owner has none.
    await db
      .update(properties)
      .set({ ownerId: owners[1] })
      .where(eq(properties.id, homes[0] as number));
    await db
      .update(properties)
      .set({ ownerId: null })
      .where(eq(properties.id, homes[2] as number));
    const rows = await page(`/api/property?limit=500&sort=ownerName&q=${tag}`);
    expect(rows.map((r) => [r.id, r.ownerName])).toEqual([
      [homes[0], `${tag} C`],
      [homes[1], `${tag} C`],
      [homes[2], null],
    ]);

    // The copy cannot be written apart from its source.
    await db
      .update(properties)
      .set({ ownerName: 'Forged' })
      .where(eq(properties.id, homes[1] as number));
    await db
      .update(ownerProfiles)
      .set({ userEmail: 'a@forged' })
      .where(eq(ownerProfiles.id, owners[0] as number));
    const [copy] = await db
      .select({ ownerName: properties.ownerName })
      .from(properties)
      .where(eq(properties.id, homes[1] as number));
    expect(copy?.ownerName).toBe(`${tag} C`);
    expect(await byEmail()).toEqual([`${tag} C`, `${tag} D`, `${tag} B`]);

    // An owner deleted: its properties keep no name (the foreign key sets ownerId to null, and the copy with it).
    await db.delete(users).where(eq(users.id, accounts[1] as number));
    const left = await db
      .select({ ownerName: properties.ownerName, ownerId: properties.ownerId })
      .from(properties)
      .where(inArray(properties.id, homes));
    expect(left).toEqual([
      { ownerName: null, ownerId: null },
      { ownerName: null, ownerId: null },
      { ownerName: null, ownerId: null },
    ]);
  });
});
