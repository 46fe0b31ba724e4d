// Every spelling of every call in the specification (openapi/test/calls.tsv: mixed case, trailing slashes) reaches
// its operation: paths match case-insensitively and ignore a trailing slash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../src/contract.ts';
import { fromRuntimeHandlers, type RuntimeHandlerMap } from '../src/http/handlers.ts';
import { calls, concrete, contract, expectedOperation, hash, operations } from './helpers/calls.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

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
        delete operation['x-allowed'];
        delete operation.parameters;
        delete operation.requestBody;
      }
    }
    const handlers: RuntimeHandlerMap = {};
    for (const op of operations) {
      handlers[op.operationId] = ({ reply, operation, params }) =>
        reply
          .code(204)
          .header('x-test-operation', operation.operationId)
          .header('x-test-params', JSON.stringify(params))
          .send();
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
    const res = await t.request({ method: 'GET', url: `/api/STRATAUNITUSERINVITATION/${hash}/` });
    expect(res.headers['x-test-operation']).toBe('lookupStrataUnitUserInvitation');
    expect(JSON.parse(String(res.headers['x-test-params']))).toEqual({ hash });
  });
});
