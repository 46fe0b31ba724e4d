// The audit trail's chain: each event carries the hash of the event before it and the SHA-256 of its own content
// (a canonical JSON: keys sorted, no spaces), so changing or removing a row breaks the chain at that row. Events are
// appended under a transaction-level advisory lock, taken after the change's own work and held until its commit: two
// transactions (of one instance or of several on one PostgreSQL) never both read the same head, so the chain does not
// fork, and the lock is held only for the last statements of a write.
import { createHash } from 'node:crypto';
import { asc, count, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';

/** The advisory lock the appenders share (any constant; "audit" in ASCII). */
export const auditLockKey = 0x6175646974;
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

/** The hash of an event's content: every column but the hash itself. */
export function eventHash(event: Omit<ChainedEvent, 'hash'>): string {
  const content = {
    id: event.id,
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
    prevHash: event.prevHash,
  };
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Appends an event in `tx` (the transaction of the change it records): takes the chain's lock, reads the head and the
 * next id under it, and inserts the event with both hashes. Answers the event's id.
 */
export async function appendAuditEvent(tx: Db, input: AuditEventInput): Promise<number> {
  // Details pass through JSON once, so the hash is of what jsonb gives back (no undefined, no Date objects).
  const details = JSON.parse(JSON.stringify(input.details)) as Record<string, unknown>;
  await tx.execute(sql`select pg_advisory_xact_lock(${auditLockKey})`);
  // A statement after the lock: under READ COMMITTED it sees the head the lock's last holder committed.
  const [head] = rowsOf<{ id: string | number; prev: string | null }>(
    await tx.execute(
      sql`select nextval(pg_get_serial_sequence('audit_events', 'id')) as id,
                 (select hash from audit_events order by id desc limit 1) as prev`,
    ),
  );
  if (!head) throw new Error('The audit chain head could not be read');
  const event = {
    ...input,
    details,
    id: Number(head.id),
    createdAt: new Date(),
    prevHash: head.prev ?? genesisHash,
  };
  await tx.insert(auditEvents).values({ ...event, hash: eventHash(event) });
  return event.id;
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
      if (row.prevHash !== previous || eventHash(event) !== hash) {
        return { ok: false, events, firstBrokenId: row.id };
      }
      previous = hash;
    }
    if (rows.length < verifyBatch) return { ok: true, events, firstBrokenId: null };
    after = rows.at(-1)?.id ?? after;
  }
}
