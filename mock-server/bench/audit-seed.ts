// Seeds the audit trail with `n` events forming one valid chain after the events already there, as a year of a
// company's activity would (monotonic times, a dozen actions over both sides, 30 actors, 2,000 targets), each with its
// own id, for timing GET /audit at size and writes next to a trail of that size (bench:audit).

import { sql } from 'drizzle-orm';
import { type AuditEventInput, eventHash, genesisHash } from '../src/audit/chain.ts';
import type { Db } from '../src/db/client.ts';

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

/** Events inserted per statement. */
const batchSize = 2000;

const rowsOf = <R>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as R[];

/** The `i`-th seeded event's content. */
function seededEvent(i: number): AuditEventInput {
  const [action, side, targetType] = actions[i % actions.length] as [string, string, string];
  const actor = i % 30;
  return {
    action,
    kind:
      action === 'signIn'
        ? 'signIn'
        : action.startsWith('get') || action.startsWith('download')
          ? 'read'
          : 'write',
    side: side as AuditEventInput['side'],
    actorId: actor + 1,
    actorName: `bench.user${actor}`,
    actorRole: side === 'strata' ? 'strataAdmin' : 'admin',
    ip: '127.0.0.1',
    targetType,
    targetId: (i % 2000) + 1,
    details: { city: { old: 'Burnaby', new: `Bench ${i}` } },
  };
}

/** Inserts the events in batches, moves the chain's head to the last of them; answers the time it took (ms). */
export async function seedAuditEvents(db: Db, n: number): Promise<number> {
  const started = performance.now();
  const start = Date.parse('2026-01-01T00:00:00Z');
  const step = (365 * 24 * 3600 * 1000) / n;
  const [last] = rowsOf<{ id: string; hash: string }>(
    await db.execute(sql`select id, hash from audit_events order by id desc limit 1`),
  );
  const first = Number(last?.id ?? 0);
  let prevHash = last?.hash ?? genesisHash;
  let lastPrev = prevHash;
  let batch: Record<string, unknown>[] = [];
  for (let i = 1; i <= n; i++) {
    const input = seededEvent(i);
    const event = { ...input, id: first + i, createdAt: new Date(start + i * step), prevHash };
    const hash = eventHash(event);
    batch.push({
      ...input,
      id: event.id,
      createdAt: event.createdAt.toISOString(),
      prevHash,
      hash,
    });
    lastPrev = prevHash;
    prevHash = hash;
    if (batch.length === batchSize || i === n) {
      await db.execute(sql`insert into audit_events (id, created_at, action, kind, side, actor_id, actor_name,
          actor_role, ip, target_type, target_id, details, prev_hash, hash)
        select id, "createdAt", action, kind, side, "actorId", "actorName", "actorRole", ip, "targetType", "targetId",
          details, "prevHash", hash
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(id bigint, "createdAt" timestamptz,
            action text, kind text, side text, "actorId" integer, "actorName" text, "actorRole" text, ip text,
            "targetType" text, "targetId" integer, details jsonb, "prevHash" text, hash text)`);
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
  // A trail of a year has been vacuumed since (PostgreSQL's autovacuum, the housekeeping on PGlite): its pages are
  // all-visible and its statistics known.
  await db.execute(sql`vacuum analyze audit_events`);
  return performance.now() - started;
}
