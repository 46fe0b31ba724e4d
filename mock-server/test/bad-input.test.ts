// Bad input, against the real handlers: every case answers a clear 4xx that names the problem, and leaves the
// database (every table's rows, compared by content) and the stored files exactly as they were.
//   - generated from the contract for every operation with a JSON body: malformed JSON, no body, another media
//     type, each required field missing, each required field of the wrong type, an unknown field where the schema
//     is strict (additionalProperties: false); for every integer path or query parameter: a value that is not one;
//   - uploads: PDF over 20 MB, image over 10 MB, CSV over 5 MB (413); a text file named .pdf, an executable named
//     .jpg or .csv, a PDF named .png (415); no file (400);
//   - an owner import whose rows are bad (400 with every problem by row number; the good rows are not saved either).
// The callers are allowed ones (authorization is the matrix's subject), so each request reaches validation and the
// handler. Requests go through inject(): malformed bodies and wrong types are what the typed SDK cannot send.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, contractOperations, loadContract } from '../src/contract.ts';
import { createAjv } from '../src/http/validation.ts';
import { buildingPhoto, documentPdf, photoStyles } from '../src/seed/files.ts';
import type { DemoAccount } from '../src/seed.ts';
import {
  bodyProblem,
  buildRequest,
  isObject,
  multipartBody,
  type OperationShape,
  operationShape,
  sampleBody,
  sampleOf,
} from './fixtures/contract-requests.ts';
import { accountOfRole, useTestApp } from './helpers/test-app.ts';

const contract = loadContract();
const operations = [...contractOperations(contract).values()];
const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'uploads', name));
const MB = 1024 * 1024;

const t = useTestApp();

function callerFor(op: ContractOperation): DemoAccount | undefined {
  if (op.isPublic) return undefined;
  const role = op.roles.includes('superAdmin') ? 'superAdmin' : op.roles[0];
  return role ? accountOfRole[role] : undefined;
}

// ------------------------------------------------------------------ the state that must not change

let tables: string[] = [];

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows =
    isObject(result) && Array.isArray(result.rows) ? result.rows : Array.isArray(result) ? result : [];
  return rows.filter(isObject);
}

/** Every table's row count and a digest of its rows' text, and every stored file with its size. */
async function snapshot(): Promise<Record<string, string>> {
  const { db } = t.app.services;
  const query = tables
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*)::int AS n, md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) AS digest FROM "${name}" r`,
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
  tables = rowsOf(result).map((row) => String(row.name));
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

function errorBody(res: LightMyRequestResponse): { message: string; field?: string; statusCode: number } {
  const body: unknown = res.json();
  if (!isObject(body) || typeof body.message !== 'string') throw new Error(`not an error body: ${res.body}`);
  expect(body.message.trim().length).toBeGreaterThan(0);
  return {
    message: body.message,
    ...(typeof body.field === 'string' ? { field: body.field } : {}),
    statusCode: Number(body.statusCode),
  };
}

// ------------------------------------------------------------------ generated from the contract

interface JsonCase {
  name: string;
  op: ContractOperation;
  shape: OperationShape;
  /** The body as sent (a string is sent verbatim as application/json unless contentType says otherwise). */
  payload: string | undefined;
  contentType: string | undefined;
  status: number;
  /** The field the answer must name, or a sentence it must be. */
  field?: string;
  message?: string;
  /** The spec's own sentence for the broken rule (the field's x-messages), which replaces the generated one. */
  specMessage?: string | undefined;
}

/** The sentence a field's `x-messages` gives for a rule (or its default), as the server picks it. */
function specMessageOf(schema: unknown, keyword: string): string | undefined {
  if (!isObject(schema) || !isObject(schema['x-messages'])) return undefined;
  const message = schema['x-messages'][keyword] ?? schema['x-messages'].default;
  return typeof message === 'string' ? message : undefined;
}

const paramAjv = createAjv({ coerce: true });

const bodyAjv = createAjv({ coerce: false });

/** A value of the wrong JSON type for a property schema (a number for a string, text for a number, …). */
function wrongTypeFor(schema: unknown): unknown {
  if (!isObject(schema)) return undefined;
  const types = Array.isArray(schema.type) ? schema.type.map(String) : [String(schema.type ?? '')];
  const candidates: unknown[] = types.includes('string')
    ? [12345, true, { text: 'x' }]
    : types.includes('integer') || types.includes('number')
      ? ['not a number', true]
      : types.includes('boolean')
        ? ['yes', 1]
        : types.includes('array')
          ? ['not a list', 5]
          : types.includes('object')
            ? ['not an object', 5]
            : [];
  return candidates.find((value) => !bodyAjv.validate(schema, value));
}

function jsonCases(): JsonCase[] {
  const cases: JsonCase[] = [];
  for (const op of operations) {
    const shape = operationShape(contract, op);
    const schema = shape.jsonBody;
    if (!schema) continue;
    const id = `${op.method} ${op.path} (${op.operationId})`;
    const base = { op, shape };
    const sample = sampleBody(shape);
    const send = (body: unknown) => JSON.stringify(body);
    cases.push(
      {
        ...base,
        name: `${id}: malformed JSON`,
        payload: '{"unfinished": ',
        contentType: 'application/json',
        status: 400,
        message: 'The request body is not valid JSON.',
      },
      {
        ...base,
        name: `${id}: a JSON text that is not an object`,
        payload: '"just text"',
        contentType: 'application/json',
        status: 400,
      },
    );
    if (op.requestBody?.required) {
      cases.push(
        {
          ...base,
          name: `${id}: no body`,
          payload: undefined,
          contentType: undefined,
          status: 400,
          message: 'The request body is required.',
        },
        {
          ...base,
          name: `${id}: the body as text/plain`,
          payload: send(sample),
          contentType: 'text/plain',
          status: 415,
        },
      );
    }
    const properties = isObject(schema.properties) ? schema.properties : {};
    const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
    for (const key of required) {
      const { [key]: _left, ...without } = sample;
      cases.push({
        ...base,
        name: `${id}: required ${key} missing`,
        payload: send(without),
        contentType: 'application/json',
        status: 400,
        field: key,
        specMessage: specMessageOf(properties[key], 'required'),
      });
      const wrong = wrongTypeFor(properties[key]);
      if (wrong === undefined) continue;
      const body = { ...sample, [key]: wrong };
      if (bodyProblem(shape, body) === null) continue;
      cases.push({
        ...base,
        name: `${id}: ${key} of the wrong type (${JSON.stringify(wrong)})`,
        payload: send(body),
        contentType: 'application/json',
        status: 400,
        field: key,
        specMessage: specMessageOf(properties[key], 'type'),
      });
    }
    if (schema.additionalProperties === false) {
      cases.push({
        ...base,
        name: `${id}: an unknown field on a strict body`,
        payload: send({ ...sample, unexpectedField: 'surprise' }),
        contentType: 'application/json',
        status: 400,
        field: 'unexpectedField',
      });
    }
  }
  return cases;
}

interface ParamCase {
  name: string;
  op: ContractOperation;
  shape: OperationShape;
  param: string;
}

function paramCases(): ParamCase[] {
  const cases: ParamCase[] = [];
  for (const op of operations) {
    const shape = operationShape(contract, op);
    for (const param of shape.parameters) {
      if (param.in !== 'path' && param.in !== 'query') continue;
      if (paramAjv.validate(param.schema, 'abc') || !paramAjv.validate(param.schema, '1')) continue;
      cases.push({
        name: `${op.method} ${op.path} (${op.operationId}): ${param.in} ${param.name}=abc`,
        op,
        shape,
        param: param.name,
      });
    }
  }
  return cases;
}

describe('JSON bodies, from the contract', () => {
  // A loop rather than it.each: it.each shortens long names in the report.
  for (const c of jsonCases())
    it(c.name, async () => {
      const request = buildRequest(c.shape, { omitBody: true });
      const res = await sendUnchanged(
        {
          method: request.method,
          url: request.url,
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
          headers: c.contentType ? { 'content-type': c.contentType } : {},
        },
        callerFor(c.op),
      );
      expect(res.statusCode, res.body).toBe(c.status);
      const body = errorBody(res);
      if (c.message) expect(body.message).toBe(c.message);
      if (c.field) {
        expect(body.field).toBe(c.field);
        // The sentence names the field, unless the contract gives the spec's own sentence for it (x-messages).
        if (c.specMessage) expect(body.message).toBe(c.specMessage);
        else expect(body.message).toContain(c.field);
      }
    });
});

describe('path and query parameters, from the contract', () => {
  for (const c of paramCases())
    it(c.name, async () => {
      const request = buildRequest(c.shape, { params: { [c.param]: 'abc' } });
      const res = await sendUnchanged(
        {
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        },
        callerFor(c.op),
      );
      expect(res.statusCode, res.body).toBe(400);
      const body = errorBody(res);
      expect(body.field).toBe(c.param);
      expect(body.message).toContain(c.param);
    });
});

// ------------------------------------------------------------------ uploads

interface UploadTarget {
  operationId: string;
  kind: 'pdf' | 'image' | 'csv';
  as: DemoAccount;
  url: () => string;
  /** The form's other required fields. */
  fields: Record<string, string>;
}

const uploadTargets: UploadTarget[] = [
  {
    operationId: 'uploadDocumentFile',
    kind: 'pdf',
    as: 'admin',
    url: () => `/api/documents/upload/${t.seed.documents.ownerProperty}`,
    fields: {},
  },
  {
    operationId: 'uploadStrataDocumentFile',
    kind: 'pdf',
    as: 'strataadmin',
    url: () => `/api/strataDocuments/upload/${t.seed.strataDocuments.bcsBylaws}`,
    fields: {},
  },
  {
    operationId: 'uploadStrataUnitDocumentFile',
    kind: 'pdf',
    as: 'strataadmin',
    url: () => `/api/strataUnitDocument/upload/${t.seed.strataUnitDocuments.bcs101}`,
    fields: {},
  },
  {
    operationId: 'uploadListingImage',
    kind: 'image',
    as: 'admin',
    url: () => `/api/propertyListingImage/${t.seed.listings.owner[0]}`,
    fields: { sortOrder: '1' },
  },
  { operationId: 'importOwners', kind: 'csv', as: 'strataadmin', url: () => '/api/importOwners', fields: {} },
];

/** The words a 413 / 415 answer must contain for each kind: its limit, and the types it takes. */
const kindWords = {
  pdf: { tooLarge: /20 MB/, wrongType: /PDF/ },
  image: { tooLarge: /10 MB/, wrongType: /JPEG|PNG|WebP|image/i },
  // Strata spec 5 gives the owner import one message for a file that is not a CSV.
  csv: { tooLarge: /5 MB/, wrongType: /CSV|Only one file can be uploaded at a time/ },
} as const;

const pdf = await documentPdf('Bylaws', 'Test', ['A real PDF, made bigger for the size limit.']);
const photoStyle = photoStyles[0];
if (!photoStyle) throw new Error('the seed has no photo styles');
const png = buildingPhoto(photoStyle);
const csvRow =
  'BCS1234,501,41,Jordan Lee,jordan.lee@example.ca,501-1650 Bayshore Drive,,,Vancouver,BC,Canada,V6G 3K2\n';
const csvHeader =
  'strataPlanNumber,unitNumber,lotNumber,nameOnTitle,email,addressLine1,addressLine2,addressLine3,city,stateOrProvince,country,postalCode\n';

/** A real file of the kind, padded past the kind's limit (the limit is checked while the file streams in). */
function oversize(kind: UploadTarget['kind']): { bytes: Buffer; name: string; type: string } {
  switch (kind) {
    case 'pdf':
      return {
        bytes: Buffer.concat([pdf, Buffer.alloc(20 * MB + 1024, 0x20)]),
        name: 'big.pdf',
        type: 'application/pdf',
      };
    case 'image':
      return {
        bytes: Buffer.concat([png, Buffer.alloc(10 * MB + 1024)]),
        name: 'big.png',
        type: 'image/png',
      };
    case 'csv': {
      const rows = Math.ceil((5 * MB + 1024) / csvRow.length);
      return { bytes: Buffer.from(csvHeader + csvRow.repeat(rows)), name: 'owners.csv', type: 'text/csv' };
    }
  }
}

/** Content that is not of the kind, named and declared as the kind. */
function disguised(
  kind: UploadTarget['kind'],
): { label: string; bytes: Buffer; name: string; type: string }[] {
  const program = fixture('program-named.jpg');
  const text = fixture('text-named.pdf');
  switch (kind) {
    case 'pdf':
      return [
        { label: 'a text file named .pdf', bytes: text, name: 'minutes.pdf', type: 'application/pdf' },
        { label: 'an executable named .pdf', bytes: program, name: 'statement.pdf', type: 'application/pdf' },
        { label: 'a PNG image named .pdf', bytes: png, name: 'scan.pdf', type: 'application/pdf' },
      ];
    case 'image':
      return [
        { label: 'an executable named .jpg', bytes: program, name: 'program-named.jpg', type: 'image/jpeg' },
        { label: 'a text file named .png', bytes: text, name: 'photo.png', type: 'image/png' },
        { label: 'a PDF named .jpg', bytes: pdf, name: 'photo.jpg', type: 'image/jpeg' },
      ];
    case 'csv':
      return [
        { label: 'an executable named .csv', bytes: program, name: 'owners.csv', type: 'text/csv' },
        { label: 'a PNG image named .csv', bytes: png, name: 'owners.csv', type: 'text/csv' },
        { label: 'a PDF named .csv', bytes: pdf, name: 'owners.csv', type: 'text/csv' },
      ];
  }
}

async function upload(target: UploadTarget, file: { bytes: Buffer; name: string; type: string } | null) {
  const op = operations.find((o) => o.operationId === target.operationId);
  if (!op) throw new Error(`the contract has no ${target.operationId}`);
  // Without a file: a form with the other fields only.
  const { payload, contentType } = multipartBody(target.fields, file);
  return sendUnchanged(
    { method: op.method, url: target.url(), payload, headers: { 'content-type': contentType } },
    target.as,
  );
}

describe.each(uploadTargets.map((target) => [`${target.operationId} (${target.kind})`, target] as const))(
  'upload %s',
  (_name, target) => {
    it(`answers 413 to a file over the ${target.kind} limit`, async () => {
      const res = await upload(target, oversize(target.kind));
      expect(res.statusCode, res.body).toBe(413);
      expect(errorBody(res).message).toMatch(kindWords[target.kind].tooLarge);
    });

    it.each(disguised(target.kind).map((file) => [file.label, file] as const))(
      'answers 415 to %s',
      async (_label, file) => {
        const res = await upload(target, file);
        expect(res.statusCode, res.body).toBe(415);
        expect(errorBody(res).message).toMatch(kindWords[target.kind].wrongType);
      },
    );

    it('answers 400 to a form without a file', async () => {
      const res = await upload(target, null);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody(res).message).toMatch(/file/i);
    });
  },
);

// ------------------------------------------------------------------ owner import: bad rows

describe('owner import with bad rows', () => {
  const importTarget = uploadTargets.find((u) => u.operationId === 'importOwners');
  if (!importTarget) throw new Error('no import target');

  it('answers 400 "Error importing owners" with every bad row by number, and saves none of the good rows', async () => {
    const res = await upload(importTarget, {
      bytes: fixture('owners-bad-rows.csv'),
      name: 'owners.csv',
      type: 'text/csv',
    });
    expect(res.statusCode, res.body).toBe(400);
    const body: unknown = res.json();
    if (!isObject(body) || !Array.isArray(body.errors)) throw new Error(`no errors list: ${res.body}`);
    expect(body.message).toBe('Error importing owners');
    const problems = body.errors.filter(isObject);
    // Lines of the file, the header being line 1; lines 2 and 9 are good and must not be reported.
    expect([...new Set(problems.map((p) => p.row))].sort()).toEqual([3, 4, 5, 6, 7, 8]);
    const columnsOf = (row: number) => problems.filter((p) => p.row === row).map((p) => p.column);
    expect(columnsOf(3)).toContain('postalCode');
    expect(columnsOf(4)).toContain('strataPlanNumber');
    expect(columnsOf(5)).toContain('email');
    expect(columnsOf(6)).toContain('nameOnTitle');
    expect(problems.filter((p) => p.row === 7).map((p) => p.message)).toContain(
      'No duplicate Lot Number or Unit Numbers are allowed.',
    );
    // A row with the wrong number of cells is a problem of the whole row.
    expect(columnsOf(8)).toContain(null);
    for (const p of problems) expect(String(p.message).trim()).not.toBe('');
  });

  it('answers 400 naming the missing column when the header lacks one', async () => {
    const header = csvHeader.replace(',postalCode', '');
    const row = csvRow.replace(/,V6G 3K2\n$/, '\n');
    const res = await upload(importTarget, {
      bytes: Buffer.from(header + row),
      name: 'owners.csv',
      type: 'text/csv',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBody(res).message).toContain('postalCode');
  });
});

// The sample bodies the generated cases start from are valid, so each case breaks exactly one thing.
it('starts every generated case from a body the contract accepts', () => {
  for (const op of operations) {
    const shape = operationShape(contract, op);
    if (shape.jsonBody) expect(bodyProblem(shape, sampleBody(shape)), op.operationId).toBeNull();
    for (const param of shape.parameters) {
      if (param.required)
        expect(sampleOf(param.schema), `${op.operationId} ${param.name}`).not.toBeUndefined();
    }
  }
});
