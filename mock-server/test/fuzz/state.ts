// The fuzz: the database's state, compared before and after a refused write.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { isObject } from '../fixtures/contract-requests.ts';
import type { FuzzTarget } from './engine.ts';

// ------------------------------------------------------------------ the state a refused write must leave alone

/** Tables the server changes on its own (outbox delivery, shared counters and settings): compared partly or not. */
export const columnsOf: Record<string, string> = {
  mail_outbox: '(r.id, r.to_address, r.subject)',
  // The last request of a session is written by any request, refused or not (at most once a minute).
  sessions: '(r.id, r.user_id, r.ended_at)',
  // Reading an announcement (getAnnouncement, a GET) marks its notification read.
  notifications: '(r.id, r.user_id, r.event, r.title, r.body, r.link, r.digest)',
};
/**
 * Rows compared of a table whose other rows a refused request may add: the audit trail records failed sign-ins and
 * reads, never a refused write.
 */
export const rowsCompared: Record<string, string> = {
  audit_events: "r.kind = 'write'",
};
export const skippedTables = new Set([
  'server_settings',
  'rate_limit_counters',
  'sign_in_lockouts',
  'housekeeping_runs',
  // The audit chain's head moves with every event, failed sign-ins included (audit_events' writes are compared).
  'audit_chain_head',
  // Written by a read: getAnnouncement records who read the announcement.
  'announcement_reads',
]);

export function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows =
    isObject(result) && Array.isArray(result.rows) ? result.rows : Array.isArray(result) ? result : [];
  return rows.filter(isObject);
}

export async function stateQuery(target: FuzzTarget): Promise<string> {
  const result = await target.app.services.db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = rowsOf(result)
    .map((row) => String(row.name))
    .filter((name) => !skippedTables.has(name));
  if (tables.length < 10) throw new Error(`fuzz: expected the schema's tables, found ${tables.join(', ')}`);
  return tables
    .map(
      (name) =>
        // An order-free digest: the sum of the rows' hashes (no sort, no long string per table).
        `SELECT '${name}' AS name, count(*)::int AS n, coalesce(sum(hashtextextended(${columnsOf[name] ?? 'r'}::text, 0)), 0)::text AS digest FROM "${name}" r${rowsCompared[name] ? ` WHERE ${rowsCompared[name]}` : ''}`,
    )
    .join(' UNION ALL ');
}

export async function snapshot(target: FuzzTarget, query: string): Promise<Map<string, string>> {
  const state = new Map<string, string>();
  for (const row of rowsOf(await target.app.services.db.execute(sql.raw(query)))) {
    state.set(`table ${String(row.name)}`, `${String(row.n)} rows, ${String(row.digest)}`);
  }
  const filesDir = path.join(target.dataDir, 'files');
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else state.set(`file ${path.relative(filesDir, full)}`, `${fs.statSync(full).size} bytes`);
    }
  };
  walk(filesDir);
  return state;
}

export function stateDifference(before: Map<string, string>, after: Map<string, string>): string | null {
  const changed: string[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    if (before.get(key) !== after.get(key))
      changed.push(`${key}: ${before.get(key) ?? 'none'} → ${after.get(key) ?? 'none'}`);
  }
  return changed.length > 0 ? changed.join('; ') : null;
}
