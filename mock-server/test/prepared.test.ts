// Statements prepared once per driver (db/prepared.ts) run on the handle they are asked on: inside a transaction they
// see its uncommitted changes and roll back with it, and outside it they do not see them; built once, whichever
// handle asked first.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepared } from '../src/db/prepared.ts';
import { ownerProfiles } from '../src/db/schema.ts';
import { usePostgres, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

/** An owner's name, by a statement of a name only this file uses; `builds` counts how often it was built. */
let builds = 0;
const nameOf = (db: typeof t.app.services.db, id: number) =>
  prepared(db, 'portal_test_owner_name', (handle) => {
    builds++;
    return handle
      .select({ name: ownerProfiles.name })
      .from(ownerProfiles)
      .where(eq(ownerProfiles.id, sql.placeholder('id')))
      .prepare('portal_test_owner_name');
  }).execute({ id });

describe('prepared statements', () => {
  it('run in the transaction of the handle they are asked on, and are built once', async () => {
    const { db } = t.app.services;
    const id = t.seed.ownerProfiles.owner;
    const [before] = await nameOf(db, id);
    expect(before?.name).toBeTruthy();
    const rolledBack = new Error('rolled back on purpose');
    for (let round = 0; round < 2; round++) {
      await expect(
        db.transaction(async (tx) => {
          await tx
            .update(ownerProfiles)
            .set({ name: `Renamed ${round}` })
            .where(eq(ownerProfiles.id, id));
          expect((await nameOf(tx, id))[0]?.name).toBe(`Renamed ${round}`);
          // The database's own handle does not see the transaction's change before it commits (PostgreSQL: PGlite,
          // one connection, runs nothing else until the transaction ends).
          if (usePostgres) expect((await nameOf(db, id))[0]?.name).toBe(before?.name);
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);
    }
    expect((await nameOf(db, id))[0]?.name).toBe(before?.name);
    expect(builds).toBe(1);
  });
});
