// What the bad-input tests prove of every request: it answers a clear error, and leaves the database (every table's
// rows, compared by content) and the stored files exactly as they were.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { ContractOperation } from '../../src/contract.ts';
import type { DemoAccount } from '../../src/seed.ts';
import { isObject } from '../fixtures/contract-requests.ts';
import { accountOfRole, type TestApp } from './test-app.ts';

/** The caller an operation allows (authorization is the matrix's subject), so a request reaches validation. */
export function callerFor(op: ContractOperation): DemoAccount | undefined {
  if (op.isPublic) return undefined;
  const role = op.roles.includes('superAdmin') ? 'superAdmin' : op.roles[0];
  return role ? accountOfRole[role] : undefined;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows =
    isObject(result) && Array.isArray(result.rows) ? result.rows : Array.isArray(result) ? result : [];
  return rows.filter(isObject);
}

export function errorBody(res: LightMyRequestResponse): {
  message: string;
  field?: string;
  statusCode: number;
} {
  const body: unknown = res.json();
  if (!isObject(body) || typeof body.message !== 'string') throw new Error(`not an error body: ${res.body}`);
  expect(body.message.trim().length).toBeGreaterThan(0);
  return {
    message: body.message,
    ...(typeof body.field === 'string' ? { field: body.field } : {}),
    statusCode: Number(body.statusCode),
  };
}

/**
 * `sendUnchanged` on a test file's app: sends a request and proves that nothing was written. Signs the callers of
 * `operations` in first, before any snapshot (a sign-in may record itself).
 */
export function useUnchanged(t: TestApp, operations: ContractOperation[]) {
  let tables: string[] = [];

  /**
   * Every table's row count and a digest of its rows' text (of the audit trail, its writes: failed sign-ins and reads
   * are recorded by design; its head not at all), and every stored file with its size.
   */
  async function snapshot(): Promise<Record<string, string>> {
    const { db } = t.app.services;
    const query = tables
      .map(
        (name) =>
          `SELECT '${name}' AS name, count(*)::int AS n, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS digest FROM "${name}" r${name === 'audit_events' ? ` WHERE r.kind = 'write'` : ''}`,
      )
      .join(' UNION ALL ');
    const state: Record<string, string> = {};
    for (const row of rowsOf(await db.execute(sql.raw(query)))) {
      state[`table ${String(row.name)}`] = `${String(row.n)} rows, ${String(row.digest)}`;
    }
    const filesDir = path.join(t.dataDir, 'files');
    const walk = (dir: string) => {
      if (!fs.existsSync(dir)) return;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else state[`file ${path.relative(filesDir, full)}`] = `${fs.statSync(full).size} bytes`;
      }
    };
    walk(filesDir);
    return state;
  }

  beforeAll(async () => {
    const result = await t.app.services.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    // The chain's head moves with every event, a recorded failed sign-in or read too: the events themselves are compared.
    tables = rowsOf(result)
      .map((row) => String(row.name))
      .filter((name) => name !== 'audit_chain_head');
    if (tables.length < 10) throw new Error(`expected the schema's tables, found ${tables.join(', ')}`);
    // Sign the callers in before any snapshot (a sign-in may record itself).
    for (const account of new Set(operations.map(callerFor))) if (account) await t.loginAs(account);
    await t.loginAs('admin');
    await t.loginAs('strataadmin');
  });

  /** Sends the request and proves that nothing was written. */
  async function sendUnchanged(
    request: Omit<InjectOptions, 'method'> & { method: string; url: string },
    as: DemoAccount | undefined,
  ): Promise<LightMyRequestResponse> {
    const before = await snapshot();
    const res = await t.request({
      ...request,
      method: request.method as NonNullable<InjectOptions['method']>,
      ...(as ? { as } : {}),
    });
    expect(await snapshot(), `the request changed data: ${res.statusCode} ${res.body}`).toEqual(before);
    return res;
  }

  return { sendUnchanged };
}
