// An audited update reads its record before the change, and its handler opens with the same read: the first read's
// last SELECT is handed on to the next statement when that is the same SELECT with the same values
// (db/read-handed-on.ts), so the trail costs the update no statement of its own before the change. Any other
// statement, or other values, go to the database; the offer lasts one statement.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { readHandedOn, withQuery } from '../src/db/read-handed-on.ts';
import { ownerProfiles } from '../src/db/schema.ts';
import { findOwnerProfile } from '../src/repositories/owner-profiles.ts';
import { profileUpdate } from './helpers/owner-profiles.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

/** `tx` with the text of every statement it sends to the database written down. */
function counting(tx: Db): { db: Db; texts: string[] } {
  const texts: string[] = [];
  const db = withQuery(tx, (query) => (...args) => {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
    return query(...args);
  });
  return { db, texts };
}

/** Every statement's text sent by the writes' transactions while `work` runs (services.db.transaction's handles). */
async function statementsOfWrites(work: () => Promise<void>): Promise<string[]> {
  const db = t.app.services.db as Db & { transaction: Db['transaction'] };
  const transaction = db.transaction.bind(db);
  const texts: string[] = [];
  Object.assign(db, {
    transaction: (run: (tx: Db) => Promise<unknown>, config?: unknown) =>
      transaction((tx) => {
        const counted = counting(tx);
        const ran = run(counted.db);
        return ran.finally(() => texts.push(...counted.texts));
      }, config as never),
  });
  try {
    await work();
  } finally {
    delete (db as unknown as Record<string, unknown>).transaction;
  }
  return texts;
}

describe('a read handed on', () => {
  it('answers the same read after the offer without asking the database, and the next one asks again', async () => {
    const id = t.seed.ownerProfiles.owner;
    await t.app.services.db.transaction(async (tx) => {
      const counted = counting(tx);
      const handed = readHandedOn(counted.db);
      const first = await findOwnerProfile(handed.db, id);
      handed.offer();
      const second = await findOwnerProfile(handed.db, id);
      expect(second).toEqual(first);
      expect(second).not.toBe(first);
      expect(counted.texts).toHaveLength(1);
      await findOwnerProfile(handed.db, id);
      expect(counted.texts).toHaveLength(2);
    });
  });

  it('asks the database for other values, and after a change made before the offer', async () => {
    const { owner, owner2 } = t.seed.ownerProfiles;
    await t.app.services.db.transaction(async (tx) => {
      const counted = counting(tx);
      const handed = readHandedOn(counted.db);
      await findOwnerProfile(handed.db, owner);
      handed.offer();
      expect((await findOwnerProfile(handed.db, owner2))?.id).toBe(owner2);
      expect(counted.texts).toHaveLength(2);
    });
    const renamed = new Error('rolled back on purpose');
    await expect(
      t.app.services.db.transaction(async (tx) => {
        const counted = counting(tx);
        const handed = readHandedOn(counted.db);
        await findOwnerProfile(handed.db, owner);
        await handed.db
          .update(ownerProfiles)
          .set({ name: 'Renamed Before The Offer' })
          .where(eq(ownerProfiles.id, owner));
        handed.offer();
        expect((await findOwnerProfile(handed.db, owner))?.name).toBe('Renamed Before The Offer');
        expect(counted.texts).toHaveLength(3);
        throw renamed;
      }),
    ).rejects.toBe(renamed);
  });

  it('lets an audited update send what it sends with the trail paused, and records old and new values', async () => {
    const id = t.seed.ownerProfiles.owner;
    const profile = (await t.request({ method: 'GET', url: `/api/ownerProfile/${id}`, as: 'admin' })).json();
    const moveTo = async (city: string) => {
      const payload = { ...profileUpdate(profile), city };
      const res = await t.request({ method: 'PUT', url: `/api/ownerProfile/${id}`, as: 'admin', payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    t.app.services.auditPaused = true;
    let paused: string[];
    try {
      paused = await statementsOfWrites(() => moveTo('Paused City'));
    } finally {
      t.app.services.auditPaused = false;
    }
    const recorded = await statementsOfWrites(() => moveTo('Recorded City'));
    expect(paused.length).toBeGreaterThan(1);
    // The event itself: on PGlite a statement of the transaction, on PostgreSQL sent with its COMMIT.
    expect(recorded.filter((text) => !text.startsWith('select audit_append('))).toEqual(paused);
    const res = await t.request({
      method: 'GET',
      url: `/api/audit?action=updateOwnerProfile&targetId=${id}`,
      as: 'superadmin',
    });
    expect(res.json()[0].details).toEqual({ city: { old: 'Paused City', new: 'Recorded City' } });
  });
});
