// Every spelling of every call in the specification (openapi/test/calls.tsv: mixed case, trailing slashes) reaches
// its operation: paths match case-insensitively and ignore a trailing slash.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContractOperation,
  contractOperations,
  loadContract,
  type OpenApiDocument,
  repoDir,
} from '../src/contract.ts';
import { fromRuntimeHandlers, type RuntimeHandlerMap } from '../src/http/handlers.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

interface Call {
  method: string;
  path: string;
}

const calls: Call[] = fs
  .readFileSync(path.join(repoDir, 'openapi', 'test', 'calls.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [method = '', callPath = ''] = line.split('\t');
    return { method, path: callPath };
  });

const contract = loadContract();
const operations = [...contractOperations(contract).values()];

/** The contract operation a spelling means: same method, same segments compared case-insensitively. */
function expectedOperation(call: Call): ContractOperation | undefined {
  const segments = call.path.replace(/\/+$/, '').toLowerCase().split('/');
  const matches = operations.filter((op) => {
    if (op.method !== call.method) return false;
    const opSegments = op.path.toLowerCase().split('/');
    return (
      opSegments.length === segments.length &&
      opSegments.every((s, i) => s === segments[i] || (s.startsWith('{') && segments[i]?.startsWith('{')))
    );
  });
  // A static segment wins over a parameter, as in the router.
  return matches.sort((a, b) => b.path.split('{').length - a.path.split('{').length).at(-1);
}

/** A concrete URL for a spelling: every {param} becomes 1 (an id) or a token-like string. */
const hash = 'q8Zt3vJ0mX5cR2wL9pK7yH1nB4dF6gS0aE3uT8iO2lM';
const concrete = (p: string) => `/api${p.replace(/\{hash\}/gi, hash).replace(/\{[^}]+\}/g, '1')}`;

it('reads the calls of the specification', () => {
  expect(calls.length).toBeGreaterThan(100);
  for (const call of calls) expect(expectedOperation(call), `${call.method} ${call.path}`).toBeDefined();
});

describe('routing of every spelling, with every operation opened up and echoing its operationId', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The same contract without authorization or schemas, so each request reaches its handler.
    const open = structuredClone(contract) as OpenApiDocument;
    for (const item of Object.values(open.paths ?? {})) {
      delete item.parameters;
      for (const op of Object.values(item)) {
        if (typeof op !== 'object' || op === null) continue;
        const operation = op as Record<string, unknown>;
        operation['x-roles'] = ['public'];
        operation.security = [];
        delete operation['x-owner'];
        delete operation.parameters;
        delete operation.requestBody;
      }
    }
    const handlers: RuntimeHandlerMap = {};
    for (const op of operations) {
      handlers[op.operationId] = ({ reply, operation }) =>
        reply.code(204).header('x-test-operation', operation.operationId).send();
    }
    t = await createTestApp({ contract: open, handlers: fromRuntimeHandlers(handlers), seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(calls.map((c) => [c.method, c.path] as const))('%s %s', async (method, callPath) => {
    const expected = expectedOperation({ method, path: callPath });
    const res = await t.request({ method: method as 'GET', url: concrete(callPath) });
    expect(res.statusCode).toBe(204);
    expect(res.headers['x-test-operation']).toBe(expected?.operationId);
  });

  it('also answers the upper-cased and trailing-slash spelling of a path', async () => {
    const res = await t.request({ method: 'GET', url: '/API/STRATAUNIT/STRATAPROPERTY/7/' });
    expect(res.headers['x-test-operation']).toBe('listStrataUnitsOfProperty');
  });

  it('keeps the case of path parameters (an invitation hash)', async () => {
    const seen: string[] = [];
    const probe = await createTestApp({
      contract: (() => {
        const c = structuredClone(contract) as OpenApiDocument;
        const item = c.paths?.['/strataUnitUserInvitation/{hash}'];
        const get = item?.get as Record<string, unknown> | undefined;
        if (get) {
          get['x-roles'] = ['public'];
          get.security = [];
        }
        return c;
      })(),
      handlers: {
        lookupStrataUnitUserInvitation: ({ params, reply }) => {
          seen.push(String(params.hash));
          return reply.code(204).send();
        },
      },
    });
    try {
      const res = await probe.request({ method: 'GET', url: `/api/STRATAUNITUSERINVITATION/${hash}` });
      expect(res.statusCode).toBe(204);
      expect(seen).toEqual([hash]);
    } finally {
      await probe.close();
    }
  });
});

describe('routing with the real contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answers "no such API path" to a spelling of the specification', async () => {
    for (const call of calls) {
      const res = await t.request({ method: call.method as 'GET', url: concrete(call.path) });
      expect(res.json().message, `${call.method} ${call.path}`).not.toMatch(/^No such API path/);
      // Anonymous callers of non-public operations are stopped by authorization, which only contract routes have.
      if (!expectedOperation(call)?.isPublic) expect(res.statusCode, `${call.method} ${call.path}`).toBe(401);
    }
  });

  it('answers an unknown API path with 404 and says so', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such API path: GET /api/no/such/thing');
  });
});
