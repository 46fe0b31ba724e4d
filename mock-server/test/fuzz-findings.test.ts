// Regressions for what the contract-driven fuzz (test/fuzz/engine.ts) found, one case per finding: each answered 5xx
// or outside the contract before its fix.
import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/expect-error.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

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

describe('a JSON body that is not UTF-8', () => {
  // Fastify's parser decoded leniently: Latin-1 "Café" was stored as "Caf\uFFFD" with 201.
  const listing = (description: Buffer) =>
    Buffer.concat([
      Buffer.from(`{"propertyId":${t.seed.properties.owner[1]},"price":4250,"description":"`),
      description,
      Buffer.from('"}'),
    ]);
  const listingsOf = () =>
    t.request({ method: 'GET', url: `/api/propertyListing/list/${t.seed.properties.owner[1]}`, as: 'admin' });

  it('is refused with 400 and nothing is stored', async () => {
    const before = (await listingsOf()).json();
    for (const bytes of [
      Buffer.from([0x43, 0x61, 0x66, 0xe9]),
      Buffer.from([0xff, 0xc3, 0x28]),
      Buffer.from([0xe2, 0x82]),
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/propertyListing',
        as: 'admin',
        headers: { 'content-type': 'application/json' },
        payload: listing(bytes),
      });
      expectError(res, 400);
    }
    expect((await listingsOf()).json()).toEqual(before);
  });

  it('takes the same text in UTF-8, byte for byte', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/propertyListing',
      as: 'admin',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: listing(Buffer.from('Café ☕')),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { description: string }).description).toBe('Café ☕');
  });

  it('still refuses a prototype-poisoning body and malformed JSON', async () => {
    for (const payload of ['{"__proto__":{"admin":true},"username":"a"}', '{"username":']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectError(res, 400);
    }
  });
});
