// A rolling upgrade on one PostgreSQL database: instance A runs this version; instance B runs the next one, a copy of
// this package with one more migration (a column added to properties, with a default) and a read of it (B's schema
// declares the column, so B's property reads select it). Reads and writes go through both, as a load balancer sends
// them (only to an instance whose /api/ready answers 200), while B migrates and while A is drained (SIGTERM) and
// stops. No request fails, and every write either instance acknowledged reads back through B.
// PostgreSQL only (TEST_DATABASE=postgres): several instances need it.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/seed.ts';
import { type Instance, serverDir, startServer } from './helpers/instances.ts';
import { createThrowawayDatabase } from './helpers/postgres.ts';
import { usePostgres } from './helpers/test-app.ts';

/**
 * The next version: src/, drizzle/ and the manifest copied beside this package's own packages (under node_modules, which nothing
 * lints or commits), plus one expand-only migration and the schema that reads its column.
 */
function nextVersion(): string {
  const cache = path.join(serverDir, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'portal-next-version-'));
  fs.cpSync(path.join(serverDir, 'src'), path.join(dir, 'src'), { recursive: true });
  fs.cpSync(path.join(serverDir, 'drizzle'), path.join(dir, 'drizzle'), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json'])
    fs.copyFileSync(path.join(serverDir, file), path.join(dir, file));
  const journalFile = path.join(dir, 'drizzle', 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('The migration journal is empty');
  const tag = `${String(last.idx + 1).padStart(4, '0')}_upgrade_note`;
  fs.writeFileSync(
    path.join(dir, 'drizzle', `${tag}.sql`),
    `ALTER TABLE "properties" ADD COLUMN "upgrade_note" text DEFAULT 'added by the next version';`,
  );
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
  fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  const schemaFile = path.join(dir, 'src', 'db', 'schema', 'rental.ts');
  const schema = fs.readFileSync(schemaFile, 'utf8');
  const declared = schema.replace(
    /(export const properties = pgTable\(\s*'properties',\s*\{\s*id: id\(\),)/,
    `$1\n    upgradeNote: text(),`,
  );
  if (declared === schema) throw new Error('The properties table was not found in the copied schema');
  fs.writeFileSync(schemaFile, declared);
  return dir;
}

interface Outcome {
  instance: 'A' | 'B';
  ok: boolean;
  what: string;
  /** Sent to A after it was told to stop (in flight at its drain). */
  duringDrain: boolean;
}

describe.skipIf(!usePostgres)('a rolling upgrade across a migration', () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('serves every request while the new version migrates and the old one drains and stops', async () => {
    const database = await createThrowawayDatabase('portal_upgrade');
    cleanups.push(database.drop);
    const next = nextVersion();
    cleanups.push(() => fs.rmSync(next, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: database.url,
      SEED: '1',
      DRAIN_DELAY_MS: '1500',
      RATE_LIMIT_PUBLIC: '100000',
    };
    const a = await startServer(env);
    cleanups.push(() => a.child.kill('SIGKILL'));

    const json = async (base: string, token: string | null, method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}/api${url}`, {
        method,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json().catch(() => null)) as Record<string, unknown> | null,
      };
    };
    const signIn = async (username: string) =>
      (await json(a.url, null, 'POST', '/auth', { username, password: demoPassword, portal: 'residential' }))
        .body?.token as string;
    const admin = await signIn('admin');
    const owner = await signIn('owner');
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cleanups.push(() => sql.end());
    const one = async (query: string) => (await sql.query(query)).rows[0]?.id as number | undefined;
    const ownProperty = await one(
      `select p.id from properties p join owner_profiles o on o.id = p.owner_id
       join users u on u.id = o.user_id where u.user_name = 'owner' order by p.id limit 1`,
    );
    const documentType = await one(
      `select id from document_types where applies_to = 'property' order by id limit 1`,
    );
    const properties = (await sql.query('select id from properties order by id limit 20')).rows as {
      id: number;
    }[];
    if (!ownProperty || !documentType || properties.length === 0) throw new Error('The seed was not read');

    // The balancer: instances in rotation, each taken out once its /api/ready stops answering 200.
    const rotation: { name: 'A' | 'B'; instance: Instance }[] = [{ name: 'A', instance: a }];
    let aStopping = false;
    const outcomes: Outcome[] = [];
    const written: number[] = [];
    let running = true;
    let turn = 0;
    const worker = async (n: number) => {
      for (let i = 0; running; i++) {
        const target = rotation[turn++ % rotation.length];
        if (!target) {
          await delay(10);
          continue;
        }
        const duringDrain = target.name === 'A' && aStopping;
        const write = (i + n) % 3 === 0;
        const what = write ? 'create document' : 'get property';
        try {
          const res = write
            ? await json(target.instance.url, admin, 'POST', '/documents', {
                propertyId: properties[i % properties.length]?.id,
                ownerId: null,
                documentTypeId: documentType,
                fileName: `Upgrade ${n}-${i}.pdf`,
                documentDate: '2026-11-01',
              })
            : await json(target.instance.url, owner, 'GET', `/property/${ownProperty}`);
          const ok = res.status >= 200 && res.status < 300;
          if (ok && write) written.push(Number(res.body?.id));
          outcomes.push({ instance: target.name, ok, what: `${what} ${res.status}`, duringDrain });
        } catch (error) {
          outcomes.push({ instance: target.name, ok: false, what: `${what} ${String(error)}`, duringDrain });
        }
      }
    };
    const watchReadiness = async () => {
      while (running) {
        for (const entry of [...rotation]) {
          const ready = await fetch(`${entry.instance.url}/api/ready`).then(
            (res) => res.status === 200,
            () => false,
          );
          if (!ready) rotation.splice(rotation.indexOf(entry), 1);
        }
        await delay(50);
      }
    };
    const load = [watchReadiness(), ...[0, 1, 2, 3].map(worker)];

    // B starts on the same database: it migrates (under the start lock) while A serves, then joins.
    await delay(500);
    const b = await startServer(env, next);
    cleanups.push(() => b.child.kill('SIGKILL'));
    const added = await sql.query(
      `select count(*)::int as n from information_schema.columns where table_name = 'properties' and column_name = 'upgrade_note'`,
    );
    expect(added.rows[0].n).toBe(1);
    const aBeforeB = outcomes.filter((o) => o.instance === 'A').length;
    rotation.push({ name: 'B', instance: b });
    await delay(1500);
    const aAfterMigration = outcomes.filter((o) => o.instance === 'A' && o.ok).length - aBeforeB;

    // A is drained and stops; B serves alone.
    aStopping = true;
    a.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    await delay(1000);
    running = false;
    await Promise.all(load);

    const failed = outcomes.filter((o) => !o.ok);
    const inFlightAtDrain = failed.filter((o) => o.duringDrain);
    const served = (name: 'A' | 'B') => outcomes.filter((o) => o.instance === name && o.ok).length;
    console.log(
      `upgrade: ${outcomes.length} requests (A ${served('A')}, of them ${aAfterMigration} after B migrated; B ${served('B')}), ${failed.length} failed (${inFlightAtDrain.length} in flight at A's drain)`,
    );
    expect(failed.filter((o) => !o.duringDrain).map((o) => `${o.instance}: ${o.what}`)).toEqual([]);
    expect(inFlightAtDrain).toEqual([]);
    expect(aAfterMigration).toBeGreaterThan(0);
    expect(served('B')).toBeGreaterThan(0);

    // Every acknowledged write, through either version, reads back through the new one.
    expect(written.length).toBeGreaterThan(0);
    for (const id of written) {
      expect((await json(b.url, admin, 'GET', `/documents/${id}`)).status).toBe(200);
    }
    // And the new version reads the new column: its property read selects upgrade_note.
    expect((await json(b.url, owner, 'GET', `/property/${ownProperty}`)).status).toBe(200);
  }, 120_000);
});
