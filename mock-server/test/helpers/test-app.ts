// Builds the app once per test file on a fresh, seeded database and signs in as any demo account.
//
//   const t = useTestApp();
//   it('lets an owner read their property', async () => {
//     const res = await t.request({ method: 'GET', url: `/api/property/${t.seed.properties.owner[0]}`, as: 'owner' });
//     expect(res.statusCode).toBe(200);
//   });
//
// TEST_DATABASE=postgres runs the same file against PostgreSQL (TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test): a new database portal_test_<random> per file, dropped afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import type { Portal } from '../../src/auth/roles.ts';
import type { SessionRole } from '../../src/contract.ts';
import { loadContract } from '../../src/contract.ts';
import type { DatabaseOptions } from '../../src/db/client.ts';
import { type DemoAccount, demoPassword, type SeedResult } from '../../src/seed.ts';
import { loadTemplate } from './pglite-template.ts';
import { createThrowawayDatabase } from './postgres.ts';
import { fromSeededTemplate } from './seeded-template.ts';

export const testJwtSecret = 'test-secret-for-the-server-tests-only-32b';
export const usePostgres = process.env.TEST_DATABASE === 'postgres';

/** The portal each demo account signs in on by default. */
const defaultPortal: Record<DemoAccount, Portal> = {
  superadmin: 'residential',
  admin: 'residential',
  owner: 'residential',
  owner2: 'residential',
  strataadmin: 'strata',
  BCS1234: 'strata',
  EPS5678: 'strata',
  unitowner: 'strata',
  unitowner2: 'strata',
};

export interface TestRequest extends Omit<InjectOptions, 'method' | 'url'> {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  /** Sign in as this demo account and send its bearer token. */
  as?: DemoAccount;
  portal?: Portal;
}

export interface TestApp {
  app: FastifyInstance;
  seed: SeedResult;
  dataDir: string;
  /** A bearer token of a demo account (cached per account and portal). */
  loginAs(account: DemoAccount, portal?: Portal): Promise<string>;
  /** Forget the account's cached tokens (after a test ended its sessions): the next loginAs signs in again. */
  forgetLogins(account: DemoAccount): void;
  request(options: TestRequest): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let contract: ReturnType<typeof loadContract> | undefined;

/**
 * Options of a test app: a throwaway data folder, the test database, no logs, defaults overridable. With
 * `seededTemplate`, the database and files are a copy of the run's seeded template when the overrides allow it
 * (seeded-template.ts): `seed` is then the template's seed and the app seeds nothing.
 */
export async function testOptions(
  overrides: Partial<BuildOptions> = {},
  { seededTemplate = false }: { seededTemplate?: boolean } = {},
): Promise<{ options: BuildOptions; cleanup: () => Promise<void>; seed?: SeedResult }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-test-'));
  const copied = seededTemplate ? await fromSeededTemplate(overrides, dataDir) : undefined;
  let database: DatabaseOptions = { kind: 'pglite', template: loadTemplate() };
  let dropDatabase = async () => {};
  if (copied) {
    database = copied.database;
    dropDatabase = copied.dropDatabase;
  } else if (usePostgres) {
    const created = await createThrowawayDatabase('portal_test');
    database = { kind: 'postgres', url: created.url };
    dropDatabase = created.drop;
  }
  contract ??= loadContract();
  return {
    options: {
      dataDir,
      database,
      jwtSecret: testJwtSecret,
      mailFrom: 'Portal tests <tests@portal.example.ca>',
      publicUrl: 'http://portal.test',
      devRoutes: true,
      portalDist: null,
      seed: !copied,
      lockDataDir: true,
      rateLimits: { strict: 10, public: 1000, timeWindowMs: 60_000 },
      // Files that test the lockout set their own limits; the others sign in wrongly on purpose many times.
      lockout: { perAccount: 1000, perAddress: 1000, windowMs: 15 * 60_000 },
      // Likewise for reset requests (password-reset.test.ts sets its own).
      resetLimits: { perAddress: 1000, perEmail: 1000, windowMs: 15 * 60_000 },
      sessionIdle: { staffMinutes: 30, ownerMinutes: 720 },
      trustProxy: false,
      // Unexpected failures (500) print their error and stack; nothing else is logged.
      logger: 'error',
      contract,
      ...overrides,
    },
    async cleanup() {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    ...(copied && { seed: copied.seed }),
  };
}

export async function createTestApp(overrides: Partial<BuildOptions> = {}): Promise<TestApp> {
  const { options, cleanup, seed } = await testOptions(overrides, { seededTemplate: true });
  const { app, seeded: seededNow } = await buildApp(options);
  const seeded = seed ?? seededNow;
  if (!seeded) throw new Error('The test database was not seeded');
  await app.ready();
  const tokens = new Map<string, string>();
  const loginAs = async (account: DemoAccount, portal: Portal = defaultPortal[account]) => {
    const key = `${account}|${portal}`;
    const cached = tokens.get(key);
    if (cached) return cached;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { username: account, password: demoPassword, portal },
    });
    if (res.statusCode !== 200)
      throw new Error(`Sign-in as ${account} failed: ${res.statusCode} ${res.body}`);
    const token = (res.json() as { token: string }).token;
    tokens.set(key, token);
    return token;
  };
  return {
    app,
    seed: seeded,
    dataDir: options.dataDir,
    loginAs,
    forgetLogins(account) {
      for (const key of [...tokens.keys()]) if (key.startsWith(`${account}|`)) tokens.delete(key);
    },
    async request({ as, portal, headers, ...rest }) {
      const auth = as ? { authorization: `Bearer ${await loginAs(as, portal)}` } : {};
      return app.inject({ ...rest, headers: { ...headers, ...auth } });
    },
    async close() {
      await app.close();
      await cleanup();
    },
  };
}

/** One app for the whole test file, built before its first test and closed after its last. */
export function useTestApp(overrides: Partial<BuildOptions> = {}): TestApp {
  let current: TestApp | undefined;
  const get = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app is not built yet (use it inside tests or hooks)');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(overrides);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get app() {
      return get().app;
    },
    get seed() {
      return get().seed;
    },
    get dataDir() {
      return get().dataDir;
    },
    loginAs: (account, portal) => get().loginAs(account, portal),
    forgetLogins: (account) => get().forgetLogins(account),
    request: (options) => get().request(options),
    close: () => get().close(),
  };
}

/** The demo account that plays each session role in the generated authorization tests. */
export const accountOfRole: Record<SessionRole, DemoAccount> = {
  superAdmin: 'superadmin',
  admin: 'admin',
  owner: 'owner',
  strataAdmin: 'strataadmin',
  propertyAdmin: 'BCS1234',
  strataUnitOwner: 'unitowner',
};
