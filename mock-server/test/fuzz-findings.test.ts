// Regressions for what the contract-driven fuzz (test/fuzz/engine.ts) found, one case per finding: each answered 5xx
// or outside the contract before its fix.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

function expectError(res: LightMyRequestResponse, status: number, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { message: unknown; statusCode: unknown; field?: unknown };
  expect(typeof body.message).toBe('string');
  expect(body.statusCode).toBe(status);
  if (field !== undefined) expect(body.field).toBe(field);
}

describe('a JSON body nested thousands deep', () => {
  // The NUL/surrogate check walked the body recursively and overflowed the call stack: 500 on every JSON operation.
  const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;
  const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

  it('is refused with 400, anonymous or signed in', async () => {
    for (const payload of [deepArray, deepObject]) {
      const reset = await t.request({
        method: 'POST',
        url: '/api/account/reset',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectError(reset, 400);
      const agent = await t.request({
        method: 'PUT',
        url: `/api/strataAgent/${t.seed.strataAgents.karen}`,
        as: 'strataadmin',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectError(agent, 400);
    }
  });

  it('still names a NUL found deep inside', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/strataAgent/${t.seed.strataAgents.karen}`,
      as: 'strataadmin',
      payload: { name: 'Karen', nested: [{ a: { b: 'x\u0000y' } }] },
    });
    expectError(res, 400, 'nested.0.a.b');
  });
});
