// The audit trail's chain: each event carries the hash of the event before it and a hash that covers that previous
// hash, its own id and the SHA-256 of its content (a canonical JSON: keys sorted, no spaces), so changing or removing a
// row breaks the chain at that row. The chain's head (its last id and hash) is one row of audit_chain_head (migration
// 0019): an event is appended by one statement that moves the head on and inserts the event, with the new hash
// computed in that statement from the head it locked. The head's row lock serialises appenders (of one instance or of
// several on one PostgreSQL) until their commit, so the chain does not fork; a waiting appender's update is evaluated
// again on the head the first one committed. One statement at the end of the change's transaction, instead of the
// three of a lock, a read of the head and an insert, and a PL/pgSQL function whose statements' plans each connection
// keeps (migration 0027): the trail's share of a write's time (bench:audit).
import { createHash } from 'node:crypto';
import { asc, count, eq, gt, sql } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Db } from '../db/client.ts';
import { auditChainHead, auditEvents } from '../db/schema.ts';
import { sendWithCommit } from '../db/with-commit.ts';

/** The previous hash of the first event. */
export const genesisHash = '0'.repeat(64);

export type AuditKind = 'write' | 'signIn' | 'signInFailed' | 'export' | 'read';
export type AuditSide = 'rental' | 'strata' | 'account';

export interface AuditEventInput {
  action: string;
  kind: AuditKind;
  side: AuditSide;
  actorId: number | null;
  actorName: string | null;
  actorRole: string | null;
  ip: string | null;
  targetType: string | null;
  targetId: number | null;
  details: Record<string, unknown>;
}

export interface ChainedEvent extends AuditEventInput {
  id: number;
  createdAt: Date;
  prevHash: string;
  hash: string;
}

/** JSON with every object's keys sorted and no whitespace: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** An event's recorded content: every column but its id and the two hashes. */
function eventContent(event: Omit<ChainedEvent, 'id' | 'prevHash' | 'hash'>) {
  return {
    createdAt: event.createdAt.toISOString(),
    action: event.action,
    kind: event.kind,
    side: event.side,
    actorId: event.actorId,
    actorName: event.actorName,
    actorRole: event.actorRole,
    ip: event.ip,
    targetType: event.targetType,
    targetId: event.targetId,
    details: event.details,
  };
}

/** The SHA-256 of an event's content (eventContent). */
export function contentDigest(event: Omit<ChainedEvent, 'id' | 'prevHash' | 'hash'>): string {
  return createHash('sha256')
    .update(canonicalJson(eventContent(event)))
    .digest('hex');
}

/**
 * An event's hash: SHA-256 of `previous hash:id:content digest` (hex). The append computes the same in SQL
 * (appendAuditEvent), from the head it holds.
 */
export function eventHash(event: Omit<ChainedEvent, 'hash'>): string {
  return createHash('sha256')
    .update(`${event.prevHash}:${event.id}:${contentDigest(event)}`)
    .digest('hex');
}

/**
 * The hash of the chain's first events (migration 0016 until the head table of 0019): one SHA-256 of the whole
 * canonical content, its id and previous hash included. The check accepts it for the events written before.
 */
export function firstFormHash(event: Omit<ChainedEvent, 'hash'>): string {
  const content = { id: event.id, ...eventContent(event), prevHash: event.prevHash };
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

/**
 * Appends an event in `tx` (the transaction of the change it records, or the database for an event of its own: the
 * statement is then its own transaction). The append (audit_append, migration 0019) moves the chain head on to the
 * next id and the hash of `head hash:id:content digest` and inserts the event, and the head's row lock is held until
 * the transaction ends; so it runs where that end follows at once, never across a round trip to this server:
 *   - in a write's transaction on PostgreSQL, in the same message as the COMMIT (db/with-commit.ts);
 *   - on its own, as a statement that is its own transaction;
 *   - on PGlite, whose transactions run one at a time: no other appender can wait on the head.
 * A transaction on PostgreSQL whose COMMIT carries nothing writes the event unchained to audit_pending instead, and
 * its COMMIT chains it (migration 0021's deferred trigger calls the same audit_append). The direct append saves the
 * pending row's insert and delete and their triggers: the trail's share of a write's time (bench:audit). A rolled
 * back transaction leaves nothing either way.
 */
export async function appendAuditEvent(tx: Db, input: AuditEventInput): Promise<void> {
  // Details pass through JSON once, so the hash is of what jsonb gives back (no undefined, no Date objects).
  const detailsJson = JSON.stringify(input.details);
  const details = JSON.parse(detailsJson) as Record<string, unknown>;
  const createdAt = new Date();
  const digest = contentDigest({ ...input, details, createdAt });
  // audit_append's parameters and audit_pending's columns, in the same order.
  const values: [string | number | null, string][] = [
    [digest, 'text'],
    [createdAt.toISOString(), 'timestamptz'],
    [input.action, 'text'],
    [input.kind, 'text'],
    [input.side, 'text'],
    [input.actorId, 'integer'],
    [input.actorName, 'text'],
    [input.actorRole, 'text'],
    [input.ip, 'text'],
    [input.targetType, 'text'],
    [input.targetId, 'integer'],
    [detailsJson, 'jsonb'],
  ];
  const append = 'select audit_append';
  // In a write's transaction on PostgreSQL the event travels with the COMMIT: one round trip for both.
  const sent = sendWithCommit(
    tx,
    (literal) => `${append}(${values.map(([v, type]) => `${literal(v)}::${type}`).join(', ')})`,
  );
  if (sent) return;
  const parameters = sql.join(
    values.map(([v, type]) => sql`${v}::${sql.raw(type)}`),
    sql`, `,
  );
  if (tx instanceof NodePgTransaction) {
    await tx.execute(
      sql`insert into audit_pending (digest, created_at, action, kind, side, actor_id, actor_name, actor_role, ip, target_type, target_id, details) values (${parameters})`,
    );
    return;
  }
  await tx.execute(sql`${sql.raw(append)}(${parameters})`);
}

export interface ChainCheck {
  ok: boolean;
  events: number;
  firstBrokenId: number | null;
}

/** Events read per statement when the chain is checked. */
const verifyBatch = 2000;

/** Walks the chain in id order: each event's previous hash must be its predecessor's hash, and its hash its content's. */
export async function verifyChain(db: Db): Promise<ChainCheck> {
  const [total] = await db.select({ n: count() }).from(auditEvents);
  const events = total?.n ?? 0;
  let previous = genesisHash;
  let after = 0;
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(gt(auditEvents.id, after))
      .orderBy(asc(auditEvents.id))
      .limit(verifyBatch);
    for (const row of rows) {
      const { searchText: _searchText, hash, ...content } = row;
      const event = { ...content, kind: content.kind as AuditKind, side: content.side as AuditSide };
      if (row.prevHash !== previous || (eventHash(event) !== hash && firstFormHash(event) !== hash)) {
        return { ok: false, events, firstBrokenId: row.id };
      }
      previous = hash;
      lastId = row.id;
    }
    if (rows.length < verifyBatch) {
      // The head names the last event and its hash: events removed from the end (or a head moved) show here.
      const [head] = await db.select().from(auditChainHead).where(eq(auditChainHead.id, 1)).limit(1);
      if (!head || head.lastId !== lastId || head.hash !== previous) {
        return { ok: false, events, firstBrokenId: lastId + 1 };
      }
      return { ok: true, events, firstBrokenId: null };
    }
    after = rows.at(-1)?.id ?? after;
  }
}
