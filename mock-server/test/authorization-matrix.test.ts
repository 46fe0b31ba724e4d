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
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContractOperation,
  contractOperations,
  loadContract,
  type OwnerRuleName,
  type SessionRole,
  sessionRoles,
} from '../src/contract.ts';
import { preAuthorizedDebits, strataMonthlyPayments, users } from '../src/db/schema.ts';
import { messages } from '../src/http/errors.ts';
import { createAjv } from '../src/http/validation.ts';
import type { DemoAccount, SeedResult } from '../src/seed.ts';
import {
  type BuiltRequest,
  buildRequest,
  type OperationShape,
  operationShape,
  type RequestInput,
} from './fixtures/contract-requests.ts';
import { accountOfRole, useTestApp } from './helpers/test-app.ts';

const contract = loadContract();
const operations = [...contractOperations(contract).values()];
const shapes = new Map(operations.map((op) => [op.operationId, operationShape(contract, op)]));
const paramAjv = createAjv({ coerce: true });

/** What the cases need at run time: the seed's ids, the demo accounts' emails, records added for this file. */
interface World {
  seed: SeedResult;
  emailOf: Record<string, string>;
  /** A PAD and a current monthly payment of unit 305 (unitowner2's), which the seed only has for unit 101. */
  eps305Pad: number;
  eps305Payment: number;
}

interface Target {
  label: string;
  value: (w: World) => number | string;
  /** The value is an email: only for parameters whose schema takes one (GET /user/{id} takes an id or an email). */
  email?: boolean;
}
const target = (label: string, value: Target['value']): Target => ({ label, value });

/** One tenant's view under a rule: a record of its own and records of someone else it must not reach. */
interface TenantPair {
  caller: DemoAccount;
  own: Target;
  foreign: Target[];
}

const userTargets = (account: DemoAccount) => [
  target(`${account}'s user id`, (w) => w.seed.users[account]),
  { label: `${account}'s email`, value: (w: World) => w.emailOf[account] ?? '', email: true },
];

/**
 * Parameters for an allowed role's read where the operation limits roles inside it (the handler's own 403): a
 * strataAdmin lists strata accounts only.
 */
const allowedParams: Record<string, Partial<Record<SessionRole, Record<string, string>>>> = {
  listUsersByRole: { strataAdmin: { rolesList: 'Strata Unit Owner' } },
  listUsersWithProperty: { strataAdmin: { rolesList: 'Strata Unit Owner' } },
  listArchivedUsersWithProperty: { strataAdmin: { rolesList: 'Strata Unit Owner' } },
};

/** The cross-tenant pairs of every rule, per role; a rule × role of the contract missing here fails the suite. */
const tenantPairs: Record<OwnerRuleName, Partial<Record<SessionRole, TenantPair[]>>> = {
  // Accounts of roles the caller does not manage are as unknown to it as a missing id.
  manageableAccount: {
    admin: [
      {
        caller: 'admin',
        own: target('an owner account', (w) => w.seed.users.owner),
        foreign: [...userTargets('strataadmin'), ...userTargets('unitowner'), ...userTargets('superadmin')],
      },
    ],
    strataAdmin: [
      {
        caller: 'strataadmin',
        own: target('a unit owner account', (w) => w.seed.users.unitowner),
        foreign: [...userTargets('owner'), ...userTargets('admin'), ...userTargets('superadmin')],
      },
    ],
  },
  self: {
    owner: [
      {
        caller: 'owner',
        own: target('own user', (w) => w.seed.users.owner),
        foreign: [...userTargets('owner2'), ...userTargets('admin')],
      },
      {
        caller: 'owner2',
        own: target('own user', (w) => w.seed.users.owner2),
        foreign: userTargets('owner'),
      },
    ],
    propertyAdmin: [
      {
        caller: 'BCS1234',
        own: target('own user', (w) => w.seed.users.BCS1234),
        foreign: [...userTargets('EPS5678'), ...userTargets('strataadmin')],
      },
      {
        caller: 'EPS5678',
        own: target('own user', (w) => w.seed.users.EPS5678),
        foreign: userTargets('BCS1234'),
      },
    ],
    strataUnitOwner: [
      {
        caller: 'unitowner',
        own: target('own user', (w) => w.seed.users.unitowner),
        foreign: userTargets('unitowner2'),
      },
      {
        caller: 'unitowner2',
        own: target('own user', (w) => w.seed.users.unitowner2),
        foreign: userTargets('unitowner'),
      },
    ],
  },
  ownerProfile: {
    owner: [
      {
        caller: 'owner',
        own: target('own profile', (w) => w.seed.ownerProfiles.owner),
        foreign: [
          target("owner2's profile", (w) => w.seed.ownerProfiles.owner2),
          target("an archived owner's profile", (w) => w.seed.ownerProfiles.archived),
        ],
      },
      {
        caller: 'owner2',
        own: target('own profile', (w) => w.seed.ownerProfiles.owner2),
        foreign: [target("owner's profile", (w) => w.seed.ownerProfiles.owner)],
      },
    ],
  },
  property: {
    owner: [
      {
        caller: 'owner',
        own: target('own property', (w) => w.seed.properties.owner[0]),
        foreign: [
          target("owner2's first property", (w) => w.seed.properties.owner2[0]),
          target("owner2's second property", (w) => w.seed.properties.owner2[1]),
          target("an archived owner's property", (w) => w.seed.properties.archived),
        ],
      },
      {
        caller: 'owner2',
        own: target('own property', (w) => w.seed.properties.owner2[1]),
        foreign: [
          target("owner's first property", (w) => w.seed.properties.owner[0]),
          target("owner's second property", (w) => w.seed.properties.owner[1]),
        ],
      },
    ],
  },
  propertyListing: {
    owner: [
      {
        caller: 'owner',
        own: target('own listing', (w) => w.seed.listings.owner[0]),
        foreign: [
          target("owner2's listing", (w) => w.seed.listings.owner2[0]),
          target("a listing of an archived owner's property", (w) => w.seed.listings.ofArchivedProperty),
        ],
      },
      {
        caller: 'owner2',
        own: target('own listing', (w) => w.seed.listings.owner2[0]),
        foreign: [
          target("owner's listing", (w) => w.seed.listings.owner[1]),
          target("owner's archived listing", (w) => w.seed.listings.archivedOfOwner),
        ],
      },
    ],
  },
  propertyListingImage: {
    owner: [
      {
        caller: 'owner',
        own: target('own listing image', (w) => w.seed.listingImages.owner[0] ?? 0),
        foreign: [target("owner2's listing image", (w) => w.seed.listingImages.owner2[0] ?? 0)],
      },
      {
        caller: 'owner2',
        own: target('own listing image', (w) => w.seed.listingImages.owner2[0] ?? 0),
        foreign: [target("owner's listing image", (w) => w.seed.listingImages.owner[0] ?? 0)],
      },
    ],
  },
  document: {
    owner: [
      {
        caller: 'owner',
        own: target('own property document', (w) => w.seed.documents.ownerProperty),
        foreign: [
          target("owner2's property document", (w) => w.seed.documents.owner2Property),
          target("owner2's owner document", (w) => w.seed.documents.owner2Own),
        ],
      },
      {
        caller: 'owner2',
        own: target('own owner document', (w) => w.seed.documents.owner2Own),
        foreign: [
          target("owner's property document", (w) => w.seed.documents.ownerProperty),
          target("owner's owner document", (w) => w.seed.documents.ownerOwn),
        ],
      },
    ],
  },
  strataProperty: {
    propertyAdmin: [
      {
        caller: 'BCS1234',
        own: target('own building', (w) => w.seed.strataProperties.bcs),
        foreign: [
          target("EPS5678's building", (w) => w.seed.strataProperties.eps),
          target('a building without a login', (w) => w.seed.strataProperties.lms),
        ],
      },
      {
        caller: 'EPS5678',
        own: target('own building', (w) => w.seed.strataProperties.eps),
        foreign: [
          target("BCS1234's building", (w) => w.seed.strataProperties.bcs),
          target('an archived building', (w) => w.seed.strataProperties.archived),
        ],
      },
    ],
    strataUnitOwner: [
      {
        caller: 'unitowner',
        own: target("unit 101's building", (w) => w.seed.strataProperties.bcs),
        foreign: [
          target("unitowner2's other building (EPS5678)", (w) => w.seed.strataProperties.eps),
          target('a building without their units', (w) => w.seed.strataProperties.lms),
        ],
      },
      {
        caller: 'unitowner2',
        own: target("unit 305's building", (w) => w.seed.strataProperties.eps),
        foreign: [target('a building without their units', (w) => w.seed.strataProperties.lms)],
      },
    ],
  },
  strataDocument: {
    propertyAdmin: [
      {
        caller: 'BCS1234',
        own: target("own building's bylaws", (w) => w.seed.strataDocuments.bcsBylaws),
        foreign: [target("EPS5678's bylaws", (w) => w.seed.strataDocuments.epsBylaws)],
      },
      {
        caller: 'EPS5678',
        own: target("own building's bylaws", (w) => w.seed.strataDocuments.epsBylaws),
        foreign: [
          target("BCS1234's bylaws", (w) => w.seed.strataDocuments.bcsBylaws),
          target("BCS1234's archived document", (w) => w.seed.strataDocuments.bcsArchived),
        ],
      },
    ],
    strataUnitOwner: [
      {
        caller: 'unitowner',
        own: target("unit 101's building's bylaws", (w) => w.seed.strataDocuments.bcsBylaws),
        foreign: [target("EPS5678's bylaws", (w) => w.seed.strataDocuments.epsBylaws)],
      },
    ],
  },
  strataUnit: {
    strataUnitOwner: [
      {
        caller: 'unitowner',
        own: target('unit 101', (w) => w.seed.strataUnits.bcs101),
        foreign: [
          target("unitowner2's unit 305", (w) => w.seed.strataUnits.eps305),
          target('a neighbour unit 102', (w) => w.seed.strataUnits.bcs102),
          target('unit 401 of another building', (w) => w.seed.strataUnits.lms401),
        ],
      },
      {
        caller: 'unitowner2',
        own: target('unit 305', (w) => w.seed.strataUnits.eps305),
        foreign: [
          target('unit 102 of the building of their secondary unit', (w) => w.seed.strataUnits.bcs102),
          target('unit 306 of their own building', (w) => w.seed.strataUnits.eps306),
        ],
      },
    ],
  },
  strataUnitPrimary: {
    strataUnitOwner: [
      {
        caller: 'unitowner',
        own: target('unit 101', (w) => w.seed.strataUnits.bcs101),
        foreign: [
          target("unitowner2's unit 305", (w) => w.seed.strataUnits.eps305),
          target('a neighbour unit 102', (w) => w.seed.strataUnits.bcs102),
        ],
      },
      {
        caller: 'unitowner2',
        own: target('unit 305', (w) => w.seed.strataUnits.eps305),
        foreign: [target('unit 101, where they are the secondary user', (w) => w.seed.strataUnits.bcs101)],
      },
    ],
  },
  strataUnitDocument: {
    strataUnitOwner: [
      {
        caller: 'unitowner',
        own: target("unit 101's document", (w) => w.seed.strataUnitDocuments.bcs101),
        foreign: [target("unitowner2's unit 305 document", (w) => w.seed.strataUnitDocuments.eps305)],
      },
      {
        caller: 'unitowner2',
        own: target("unit 305's document", (w) => w.seed.strataUnitDocuments.eps305),
        foreign: [
          target(
            'a document of unit 101 (they are its secondary user)',
            (w) => w.seed.strataUnitDocuments.bcs101,
          ),
          target('an archived document of unit 101', (w) => w.seed.strataUnitDocuments.bcs101Archived),
        ],
      },
    ],
  },
  strataOwner: {
    strataUnitOwner: [
      {
        caller: 'unitowner',
        own: target("unit 101's owner record", (w) => w.seed.strataOwners.bcs101),
        foreign: [
          target("unitowner2's owner record (unit 305)", (w) => w.seed.strataOwners.eps305),
          target('the pending owner of unit 102', (w) => w.seed.strataOwners.bcs102Pending),
        ],
      },
      {
        caller: 'unitowner2',
        own: target("unit 305's owner record", (w) => w.seed.strataOwners.eps305),
        foreign: [
          target("unit 101's owner record (they are its secondary user)", (w) => w.seed.strataOwners.bcs101),
        ],
      },
    ],
  },
  preAuthorizedDebit: {
    strataUnitOwner: [
      {
        caller: 'unitowner',
        own: target("unit 101's PAD", (w) => w.seed.preAuthorizedDebits.bcs101),
        foreign: [target("unitowner2's PAD (unit 305)", (w) => w.eps305Pad)],
      },
      {
        caller: 'unitowner2',
        own: target("unit 305's PAD", (w) => w.eps305Pad),
        foreign: [
          target("unit 101's PAD (they are its secondary user)", (w) => w.seed.preAuthorizedDebits.bcs101),
        ],
      },
    ],
  },
  monthlyPayment: {
    strataUnitOwner: [
      {
        caller: 'unitowner',
        own: target("unit 101's monthly payment", (w) => w.seed.monthlyPayments.bcs101Current),
        foreign: [target("unitowner2's monthly payment (unit 305)", (w) => w.eps305Payment)],
      },
      {
        caller: 'unitowner2',
        own: target("unit 305's monthly payment", (w) => w.eps305Payment),
        foreign: [
          target(
            "unit 101's monthly payment (they are its secondary user)",
            (w) => w.seed.monthlyPayments.bcs101Current,
          ),
          target("unit 101's archived monthly payment", (w) => w.seed.monthlyPayments.bcs101Archived),
        ],
      },
    ],
  },
};

/** An id no record has: a cross-tenant 404 must look exactly like this one. */
const missingId = 2147483647;

type Expectation =
  | { kind: 'status'; status: 401 | 403 }
  /** Reaches past authorization: a GET answers (2xx); a write stops at validation. */
  | { kind: 'allowed' }
  | { kind: 'crossTenant' }
  | { kind: 'own' };

interface MatrixCase {
  name: string;
  operation: ContractOperation;
  caller: DemoAccount | null;
  expect: Expectation;
  /** One of the operation × (anonymous and the six roles) cells, rather than an added cross-tenant pair. */
  roleCell: boolean;
  /** Parameters replacing the contract's samples. */
  params?: Record<string, string> | undefined;
  /** Where the owner rule reads the id, and the record to put there. */
  rule?: { source: 'path' | 'query' | 'body'; key: string; target: Target };
}

const describeOp = (op: ContractOperation) => `${op.method} ${op.path} (${op.operationId})`;

function buildCases(): MatrixCase[] {
  const cases: MatrixCase[] = [];
  for (const op of operations) {
    const callers: [string, SessionRole | null][] = [
      ['anonymous', null],
      ...sessionRoles.map((role): [string, SessionRole] => [role, role]),
    ];
    for (const [label, role] of callers) {
      const account = role ? accountOfRole[role] : null;
      const allowed = op.isPublic || (role !== null && op.roles.includes(role));
      const rule = role ? op.owner[role] : undefined;
      if (!allowed) {
        const status = role === null ? 401 : 403;
        cases.push({
          name: `${label} → ${status}: ${describeOp(op)}`,
          operation: op,
          caller: account,
          expect: { kind: 'status', status },
          roleCell: true,
        });
      } else if (rule && op.method === 'GET' && role) {
        const own = tenantPairs[rule.rule][role]?.find((p) => p.caller === account)?.own;
        if (!own) continue; // reported by the coverage test below
        cases.push({
          name: `${label} (${account}) reaches ${own.label}: ${describeOp(op)}`,
          operation: op,
          caller: account,
          expect: { kind: 'own' },
          roleCell: true,
          rule: { source: rule.source, key: rule.key.join('.'), target: own },
        });
      } else {
        cases.push({
          name: `${label} is let through: ${describeOp(op)}`,
          operation: op,
          caller: account,
          expect: { kind: 'allowed' },
          roleCell: true,
          params: role ? allowedParams[op.operationId]?.[role] : undefined,
        });
      }
    }
    for (const [role, rule] of Object.entries(op.owner) as [SessionRole, (typeof op.owner)[SessionRole]][]) {
      if (!rule) continue;
      const shape = shapes.get(op.operationId);
      const param = shape?.parameters.find((p) => p.name === rule.key.join('.'));
      const takesEmail = param ? paramAjv.validate(param.schema, 'someone@example.ca') : false;
      const takesId = param
        ? paramAjv.validate(param.schema, 1) || paramAjv.validate(param.schema, '1')
        : true;
      for (const pair of tenantPairs[rule.rule][role] ?? []) {
        for (const foreign of pair.foreign.filter((f) => (f.email ? takesEmail : takesId))) {
          cases.push({
            name: `${pair.caller} (${role}) → 404 on ${foreign.label}: ${describeOp(op)}`,
            operation: op,
            caller: pair.caller,
            expect: { kind: 'crossTenant' },
            roleCell: false,
            rule: { source: rule.source, key: rule.key.join('.'), target: foreign },
          });
        }
        // The other tenant's own record answers too (GET only: a write would change the seed).
        if (op.method === 'GET' && pair.caller !== accountOfRole[role]) {
          cases.push({
            name: `${pair.caller} (${role}) reaches ${pair.own.label}: ${describeOp(op)}`,
            operation: op,
            caller: pair.caller,
            expect: { kind: 'own' },
            roleCell: false,
            rule: { source: rule.source, key: rule.key.join('.'), target: pair.own },
          });
        }
      }
    }
  }
  return cases;
}

const cases = buildCases();

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
      strataUnitId: seed.strataUnits.eps305,
      strataOwnerId: seed.strataOwners.eps305,
      financialInstitutionName: 'Vancity Credit Union',
      financialInstitutionAddress: '5590 Kingsway',
      financialInstitutionCity: 'Burnaby',
      financialInstitutionProvince: 'BC',
      bankTransitNumber: '00480',
      institutionNumber: '809',
      accountNumber: '1234567',
      accountHolderFirstAndLastName: 'Sophie Nguyen',
      address: '305-7388 Kingsway, Burnaby, BC',
      postalCode: 'V3N 3C1',
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
      if (!request) throw new Error(`${c.operation.operationId}: a write with no input to make invalid`);
      const res = await send(c.operation, request, c.caller);
      expect(res.statusCode, res.body).not.toBe(401);
      expect(res.statusCode, res.body).not.toBe(403);
      if (write) expect(res.statusCode, res.body).toBe(400);
      else expect(res.statusCode, res.body).toBeLessThan(500);
      count('allowed');
    });
});
