// The authorization matrix, generated from the contract's `x-roles` and `x-owner` (the server enforces the same
// vocabulary, so a rule added to the contract is tested here without editing this file):
//   - every operation × anonymous and the six roles: anonymous on a non-public operation → 401; a role not in
//     `x-roles` → 403; a role that may call it is not turned away (a GET really answers; a write is sent with a
//     deliberately bad input, so it stops at validation with 400 instead of changing the seed);
//   - every `x-owner` rule × role, cross-tenant: owner ↔ owner2, BCS1234 ↔ EPS5678, unitowner ↔ unitowner2 (and
//     unitowner2, the secondary user of unit 101, on primary-only rules) → 404 answered exactly as for an id that
//     does not exist; the caller's own record (GET operations) answers.
// Denial requests are otherwise valid (real ids, a valid body from the contract's examples), so a rule that lets
// someone in would reach the handler. Requests go through inject(): the cases are generated from the contract, so
// their paths are strings the SDK's typed client cannot name. Every answer's status must be one the contract declares
// for the operation (so 501, which no operation declares, fails).
// The cases are generated in fixtures/authorization-cases.ts from the contract and the hand-written cross-tenant
// pairs of fixtures/tenant-pairs.ts; this file sends them.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, type SessionRole, sessionRoles } from '../src/contract.ts';
import { preAuthorizedDebits, strataMonthlyPayments, strataUnitUsers, users } from '../src/db/schema.ts';
import { messages } from '../src/errors.ts';
import type { DemoAccount } from '../src/seed.ts';
import {
  cases,
  contract,
  type MatrixCase,
  operations,
  paramAjv,
  shapes,
} from './fixtures/authorization-cases.ts';
import {
  type BuiltRequest,
  buildRequest,
  type OperationShape,
  type RequestInput,
} from './fixtures/contract-requests.ts';
import { tenantPairs, type World } from './fixtures/tenant-pairs.ts';
import { bank } from './helpers/payments.ts';
import { accountOfRole, useTestApp } from './helpers/test-app.ts';

/** An id no record has: a cross-tenant 404 must look exactly like this one. */
const missingId = 2147483647;

/** The request's input with the rule's field set to `value`. */
function ruleInput(
  shape: OperationShape,
  rule: NonNullable<MatrixCase['rule']>,
  value: number | string,
): RequestInput {
  if (rule.source === 'body') {
    const [field, ...rest] = rule.key.split('.');
    if (!field || rest.length > 0)
      throw new Error(`${shape.operation.operationId}: nested body rule ${rule.key}`);
    return { body: { [field]: value } };
  }
  return { params: { [rule.key]: value } };
}

/**
 * A request for an allowed caller that stops at validation, before any handler: the required body left out, else a
 * path parameter that is not valid, else a required query parameter left out. Null when the operation has none of
 * these (it is then sent as is, and must be a read).
 */
function invalidRequest(shape: OperationShape): BuiltRequest | null {
  const { operation } = shape;
  if (operation.requestBody?.required) return buildRequest(shape, { omitBody: true });
  const pathParam = shape.parameters.find((p) => p.in === 'path');
  if (pathParam) return buildRequest(shape, { params: { [pathParam.name]: 'not a valid id/' } });
  const queryParam = shape.parameters.find((p) => p.in === 'query' && p.required);
  if (queryParam) {
    const request = buildRequest(shape);
    const url = new URL(request.url, 'http://x');
    url.searchParams.delete(queryParam.name);
    return { ...request, url: `${url.pathname}${url.search}` };
  }
  return null;
}

const t = useTestApp();
let world: World;
const tally = { total: 0, byKind: new Map<string, number>() };

beforeAll(async () => {
  const { db } = t.app.services;
  const seed = t.seed;
  const emails = await db.select({ userName: users.userName, email: users.email }).from(users);
  const [pad] = await db
    .insert(preAuthorizedDebits)
    .values({
      ...bank,
      // Written here as the API stores it (the API input's 'v3n3c1' is normalised on the way in).
      postalCode: 'V3N 3C1',
      strataUnitId: seed.strataUnits.eps305,
      strataOwnerId: seed.strataOwners.eps305,
      padStatus: 'Active',
    })
    .returning({ id: preAuthorizedDebits.id });
  const [payment] = await db
    .insert(strataMonthlyPayments)
    .values({
      strataUnitId: seed.strataUnits.eps305,
      strataFees: 380,
      totalFees: 380,
      paymentStartDate: '2027-01-01',
    })
    .returning({ id: strataMonthlyPayments.id });
  if (!pad || !payment) throw new Error('could not add the records of unit 305');
  // Unit-user roles that ended (2 past owner, 4 past tenant, 5 defunct): the tenant pairs list their units and
  // buildings among the records these callers must not reach.
  const ended = (strataUnitId: number, account: 'unitowner' | 'unitowner2', strataUnitRole: 2 | 4 | 5) => ({
    strataUnitId,
    userId: seed.users[account],
    strataUnitRole,
    firstName: account,
    lastName: 'Former',
  });
  await db
    .insert(strataUnitUsers)
    .values([
      ended(seed.strataUnits.lms401, 'unitowner', 2),
      ended(seed.strataUnits.eps306, 'unitowner', 4),
      ended(seed.strataUnits.eps1204, 'unitowner', 5),
      ended(seed.strataUnits.bcs102, 'unitowner2', 4),
      ended(seed.strataUnits.lms401, 'unitowner2', 2),
    ]);
  world = {
    seed,
    emailOf: Object.fromEntries(emails.map((u) => [u.userName, u.email])),
    eps305Pad: pad.id,
    eps305Payment: payment.id,
  };
  // Sign every account in once, before the cases (sign-in is rate limited per account, and cached).
  for (const account of new Set(cases.map((c) => c.caller))) if (account) await t.loginAs(account);
});

afterAll(() => {
  const kinds = [...tally.byKind.entries()].map(([kind, n]) => `${n} ${kind}`).join(', ');
  console.log(
    `Authorization matrix: ${tally.total} of ${cases.length} cases run over ${operations.length} operations (${kinds}).`,
  );
});

/** The statuses the contract declares for each operation. */
const declared = new Map(
  operations.map((op) => {
    const item = contract.paths?.[op.path] as
      | Record<string, { responses?: Record<string, unknown> }>
      | undefined;
    return [op.operationId, new Set(Object.keys(item?.[op.method.toLowerCase()]?.responses ?? {}))];
  }),
);

/** Sends the request and checks that the contract declares the status it answers . */
async function send(operation: ContractOperation, request: BuiltRequest, caller: DemoAccount | null) {
  const res = await sendRaw(request, caller);
  expect(
    declared.get(operation.operationId),
    `${operation.operationId} answered ${res.statusCode}: ${res.body}`,
  ).toContain(String(res.statusCode));
  return res;
}

async function sendRaw(request: BuiltRequest, caller: DemoAccount | null) {
  return t.request({
    method: request.method as NonNullable<InjectOptions['method']>,
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
    ...(caller ? { as: caller } : {}),
  });
}

function count(kind: string) {
  tally.total++;
  tally.byKind.set(kind, (tally.byKind.get(kind) ?? 0) + 1);
}

describe('the matrix covers the contract', () => {
  it('has a case for every operation × anonymous and the six roles', () => {
    const cells = new Set(
      cases.filter((c) => c.roleCell).map((c) => `${c.operation.operationId} ${c.caller ?? 'anonymous'}`),
    );
    expect(cases.filter((c) => c.roleCell)).toHaveLength(operations.length * (sessionRoles.length + 1));
    expect(cells.size).toBe(operations.length * (sessionRoles.length + 1));
  });

  it('has cross-tenant pairs for every x-owner rule and role of the contract', () => {
    const missing: string[] = [];
    for (const op of operations) {
      for (const [role, rule] of Object.entries(op.owner)) {
        const pairs = rule ? tenantPairs[rule.rule][role as SessionRole] : undefined;
        if (!pairs?.some((p) => p.foreign.length > 0))
          missing.push(`${op.operationId}: ${role} ${rule?.rule}`);
        if (!pairs?.some((p) => p.caller === accountOfRole[role as SessionRole])) {
          missing.push(
            `${op.operationId}: ${role} ${rule?.rule} has no own record for ${accountOfRole[role as SessionRole]}`,
          );
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe.each([
  ['anonymous and wrong roles are turned away', (c: MatrixCase) => c.expect.kind === 'status'],
  [
    'allowed callers are let through',
    (c: MatrixCase) => c.expect.kind === 'allowed' || c.expect.kind === 'own',
  ],
  ['cross-tenant callers get 404', (c: MatrixCase) => c.expect.kind === 'crossTenant'],
] as const)('%s', (_title, filter) => {
  // A loop rather than it.each: it.each shortens long names in the report.
  for (const c of cases.filter(filter))
    it(c.name, async () => {
      const shape = shapes.get(c.operation.operationId);
      if (!shape) throw new Error(`no shape for ${c.operation.operationId}`);
      const expectation = c.expect;
      const rule = c.rule;

      if (expectation.kind === 'status') {
        const res = await send(c.operation, buildRequest(shape), c.caller);
        expect(res.statusCode, res.body).toBe(expectation.status);
        expect(res.json().message).toBe(
          expectation.status === 401 ? messages.unauthorized : messages.forbidden,
        );
        count(`${expectation.status}`);
        return;
      }

      if (expectation.kind === 'crossTenant' && rule) {
        const foreign = await send(
          c.operation,
          buildRequest(shape, ruleInput(shape, rule, rule.target.value(world))),
          c.caller,
        );
        // A parameter that takes only an email (PUT /user/updateEmail?email=…) gets an email no account has.
        const param = shape.parameters.find((p) => p.name === rule.key);
        const missingValue =
          param && !paramAjv.validate(param.schema, missingId) ? 'no.such.account@example.ca' : missingId;
        const missing = await send(
          c.operation,
          buildRequest(shape, ruleInput(shape, rule, missingValue)),
          c.caller,
        );
        expect(foreign.statusCode, foreign.body).toBe(404);
        // Nothing tells another tenant's record from one that does not exist.
        expect(foreign.json()).toEqual(missing.json());
        count('cross-tenant 404');
        return;
      }

      if (expectation.kind === 'own' && rule) {
        const res = await send(
          c.operation,
          buildRequest(shape, ruleInput(shape, rule, rule.target.value(world))),
          c.caller,
        );
        expect([200, 201, 204], res.body).toContain(res.statusCode);
        count('own record answered');
        return;
      }

      // Allowed: a read answers; a write stops at validation (400), which runs after the role check.
      const write = c.operation.method !== 'GET';
      const request = write ? invalidRequest(shape) : buildRequest(shape, { params: c.params ?? {} });
      if (!request && c.caller) {
        // A write with no input to make invalid (signOut, endOtherSessions; startTotpEnrolment and
        // passkeyRegistrationOptions, which start an enrolment not yet confirmed) changes only the caller's own
        // sessions or second factors: it is sent for real from a session of its own, and the account signs in again
        // afterwards.
        t.forgetLogins(c.caller);
        const res = await send(c.operation, buildRequest(shape), c.caller);
        t.forgetLogins(c.caller);
        expect([200, 204], res.body).toContain(res.statusCode);
        count('allowed');
        return;
      }
      if (!request) throw new Error(`${c.operation.operationId}: a write with no input to make invalid`);
      const res = await send(c.operation, request, c.caller);
      expect(res.statusCode, res.body).not.toBe(401);
      expect(res.statusCode, res.body).not.toBe(403);
      if (write) expect(res.statusCode, res.body).toBe(400);
      else expect(res.statusCode, res.body).toBeLessThan(500);
      count('allowed');
    });
});
