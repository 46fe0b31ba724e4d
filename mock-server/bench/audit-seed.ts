// Seeds the audit trail with `n` events forming one valid chain, as a year of a company's activity would (monotonic
// times, a few dozen actions over both sides, a few hundred targets), each with its own id, for timing GET /audit at
// size (bench:audit --audit-pages).

import { sql } from 'drizzle-orm';
import { type AuditEventInput, type ChainedEvent, eventHash, genesisHash } from '../src/audit/chain.ts';
import type { Db } from '../src/db/client.ts';
import { auditEvents } from '../src/db/schema.ts';

const actions: [string, string, string][] = [
  ['updateProperty', 'rental', 'property'],
  ['createProperty', 'rental', 'property'],
  ['updateOwnerProfile', 'rental', 'ownerProfile'],
  ['createDocument', 'rental', 'document'],
  ['downloadDocumentFile', 'rental', 'document'],
  ['updateStrataUnit', 'strata', 'strataUnit'],
  ['getStrataUnit', 'strata', 'strataUnit'],
  ['createStrataUnitDocument', 'strata', 'strataUnitDocument'],
  ['updateStrataProperty', 'strata', 'strataProperty'],
  ['signIn', 'rental', 'user'],
  ['signIn', 'strata', 'user'],
];

/** Inserts the events in batches; answers the time it took (ms). */
export async function seedAuditEvents(db: Db, n: number): Promise<number> {
  const started = performance.now();
  const start = Date.parse('2026-01-01T00:00:00Z');
  const step = (365 * 24 * 3600 * 1000) / n;
  // After the events already there, chained to the last of them.
  const result = await db.execute(sql`select id, hash from audit_events order by id desc limit 1`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: string;
    hash: string;
  }[];
  const first = Number(rows[0]?.id ?? 0);
  let prevHash = rows[0]?.hash ?? genesisHash;
  let lastPrev = prevHash;
  let batch: (ChainedEvent & { hash: string })[] = [];
  for (let i = 1; i <= n; i++) {
    const [action, side, targetType] = actions[i % actions.length] as [string, string, string];
    const input: AuditEventInput = {
      action,
      kind:
        action === 'signIn'
          ? 'signIn'
          : action.startsWith('get') || action.startsWith('download')
            ? 'read'
            : 'write',
      side: side as AuditEventInput['side'],
      actorId: (i % 9) + 1,
      actorName: `bench.user${i % 9}`,
      actorRole: side === 'strata' ? 'strataAdmin' : 'admin',
      ip: '127.0.0.1',
      targetType,
      targetId: (i % 400) + 1,
      details: { city: { old: 'Burnaby', new: `Bench ${i}` } },
    };
    const event = { ...input, id: first + i, createdAt: new Date(start + i * step), prevHash };
    const hash = eventHash(event);
    batch.push({ ...event, hash });
    lastPrev = prevHash;
    prevHash = hash;
    if (batch.length === 1000 || i === n) {
      await db.insert(auditEvents).values(batch);
      batch = [];
    }
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('audit_events', 'id'), ${first + n})`);
  // The head moves on to the last seeded event. Its trigger lets an append move it by one event only, so this bulk move
  // runs as replication does (triggers off, for this transaction alone): a fixture's shortcut, never the server's.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`update audit_chain_head set last_id = ${first + n}, prev_hash = ${lastPrev}, hash = ${prevHash} where id = 1`,
    );
  });
  await db.execute(sql`analyze audit_events`);
  return performance.now() - started;
}
