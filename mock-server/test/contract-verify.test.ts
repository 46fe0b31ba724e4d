// The conformance kit (npm run contract:verify, openapi/verify/) against this server, listening on a random port on
// a fresh seeded database: every operation of the contract passes. Then, on the same server (the kit makes its own
// records with unique names, so a second run must pass as well), three breaks are switched on that the kit must
// notice — one operation answers a status the contract does not declare, one answer loses a required field, one
// operation lets in a role its x-roles exclude (the 403 becomes a 200 with data) — and it reports exactly those
// operations failed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperationResult, type VerifyReport, verify } from '../../openapi/verify/kit.ts';
import { junitXml, summaryLine } from '../../openapi/verify/report.ts';
import { buildApp } from '../src/app.ts';
import { loadContract } from '../src/contract.ts';
import { testOptions } from './helpers/test-app.ts';

const contract = loadContract();
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let base: string;
let broken = false;
let testPublicUrl = '';

beforeAll(async () => {
  // Two full runs sign each account in several times; the sign-in limit is not under test here.
  const prepared = await testOptions({ rateLimits: { strict: 1000, public: 10_000, timeWindowMs: 60_000 } });
  cleanup = prepared.cleanup;
  testPublicUrl = prepared.options.publicUrl;
  ({ app } = await buildApp(prepared.options));
  app.addHook('onSend', async (request, reply, payload) => {
    if (!broken) return payload;
    const path = request.url.split('?')[0] ?? '';
    // A status the contract does not declare for GET /strataAgent/{id}.
    if (request.method === 'GET' && /^\/api\/strataAgent\/\d+$/.test(path) && reply.statusCode === 200) {
      reply.code(202);
    }
    // GET /property/{id} without the required rmNumber.
    if (request.method === 'GET' && /^\/api\/property\/\d+$/.test(path) && typeof payload === 'string') {
      const body = JSON.parse(payload) as Record<string, unknown>;
      delete body.rmNumber;
      return JSON.stringify(body);
    }
    // GET /documents/documentTypes lets in the roles it should turn away.
    if (request.method === 'GET' && path === '/api/documents/documentTypes' && reply.statusCode === 403) {
      reply.code(200);
      return JSON.stringify([{ id: 1, name: 'Tenancy Agreement', appliesTo: 'property' }]);
    }
    return payload;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await app?.close();
  await cleanup?.();
});

const failedIds = (report: VerifyReport) =>
  report.results.filter((r) => r.outcome === 'fail').map((r) => r.operationId);

const failureText = (results: OperationResult[]) =>
  results
    .filter((r) => r.outcome === 'fail')
    .map((r) =>
      [
        r.operationId,
        ...r.checks.filter((c) => !c.ok).flatMap((c) => [`  ${c.name}: ${c.request}`, ...c.difference]),
      ].join('\n'),
    )
    .join('\n');

describe('contract:verify against this server', () => {
  it('passes every operation of the contract', async () => {
    const report = await verify({ baseUrl: base, contract: contract as never, publicUrl: testPublicUrl });
    console.log(summaryLine(report));
    const operations = Object.values(contract.paths ?? {}).flatMap((item) =>
      Object.keys(item).filter((k) => ['get', 'post', 'put', 'delete', 'patch'].includes(k)),
    );
    expect(report.results).toHaveLength(operations.length);
    expect(failureText(report.results)).toBe('');
    // Nothing is skipped against the reference server: every operation gets a valid request.
    expect(
      report.results.filter((r) => r.outcome === 'skipped').map((r) => `${r.operationId}: ${r.reason}`),
    ).toEqual([]);
    // Each operation was checked with its valid request; each non-public one with anonymous and excluded roles too.
    for (const result of report.results) {
      expect(
        result.checks.some((c) => c.name.startsWith('valid request')),
        result.operationId,
      ).toBe(true);
    }
    expect(report.results.flatMap((r) => r.checks).length).toBeGreaterThan(700);
    expect(report.cleanup.problems).toEqual([]);
    expect(junitXml(report)).toMatch(
      /<testsuites name="contract:verify" tests="\d+" failures="0" skipped="0"/,
    );
  }, 60_000);

  it('reports exactly the operations a broken server gets wrong', async () => {
    broken = true;
    const report = await verify({ baseUrl: base, contract: contract as never, publicUrl: testPublicUrl });
    console.log(summaryLine(report));
    expect(failedIds(report).sort()).toEqual(['getProperty', 'getStrataAgent', 'listDocumentTypes']);

    const byId = (id: string) => report.results.find((r) => r.operationId === id);
    const differences = (id: string) =>
      byId(id)
        ?.checks.filter((c) => !c.ok)
        .flatMap((c) => [c.name, ...c.difference]) ?? [];
    expect(differences('getStrataAgent').join('\n')).toMatch(/status 202, the contract expects 200/);
    expect(differences('getProperty').join('\n')).toMatch(/must have required property 'rmNumber'/);
    expect(differences('listDocumentTypes')).toEqual([
      'strataAdmin (not in x-roles) → 401/403',
      expect.stringMatching(/^status 200, the contract expects 401 or 403/),
      'propertyAdmin (not in x-roles) → 401/403',
      expect.stringMatching(/^status 200, the contract expects 401 or 403/),
      'strataUnitOwner (not in x-roles) → 401/403',
      expect.stringMatching(/^status 200, the contract expects 401 or 403/),
    ]);
    const xml = junitXml(report);
    expect(xml).toMatch(/failures="3"/);
    expect(xml).toContain('<testcase classname="contract.GET" name="getProperty (GET /property/{id})"');
  }, 60_000);
});
