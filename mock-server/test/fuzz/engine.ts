// The contract-driven fuzz: requests derived from the bundled OpenAPI document (every operation, its parameters,
// JSON and multipart bodies), valid and invalid, as every demo account and anonymous, sent one at a time to an
// in-process app with inject(). Every answer is checked:
//   - 5xx: none;
//   - contract: the status is one the operation declares, the media type one declared for that status, and a JSON
//     body valid against the declared schema (Ajv with the server's settings, schemas from the bundled document);
//     input no schema accepts (NUL, a lone surrogate, bytes that are not UTF-8, malformed JSON or multipart, the
//     file under another name or twice) is never answered 2xx;
//   - leak: a caller the contract's `x-roles` excludes (anonymous on a non-public operation, or a role not listed)
//     gets 401 or 403, never an answer;
//   - refused-but-saved: a write answered 4xx leaves every table (rows compared by content) and every stored file
//     as they were.
// The same seed on the same fresh data sends the same requests (mulberry32, one request at a time), so a finding is
// replayed by its seed; each finding also prints one request that shows it.
import fs from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  type ContractOperation,
  contractOperations,
  type JsonObject,
  type OpenApiDocument,
  resolveRef,
  type SessionRole,
} from '../../src/contract.ts';
import { createAjv } from '../../src/http/validation.ts';
import { buildingPhoto, photoStyles } from '../../src/seed/files.ts';
import { type DemoAccount, demoPassword, type SeedResult } from '../../src/seed.ts';
import { csvColumns } from '../../src/services/import-csv.ts';
import {
  deref,
  isObject,
  type OperationShape,
  operationShape,
  sampleOf,
  tinyPdf,
} from '../fixtures/contract-requests.ts';
import { Random } from './random.ts';

// ------------------------------------------------------------------ callers

export interface Actor {
  name: DemoAccount | 'anonymous';
  role: SessionRole | null;
  portal: 'residential' | 'strata' | null;
}

/** Every demo account (both tenants of each kind) and anonymous. */
export const actors: Actor[] = [
  { name: 'anonymous', role: null, portal: null },
  { name: 'superadmin', role: 'superAdmin', portal: 'residential' },
  { name: 'admin', role: 'admin', portal: 'residential' },
  { name: 'owner', role: 'owner', portal: 'residential' },
  { name: 'owner2', role: 'owner', portal: 'residential' },
  { name: 'strataadmin', role: 'strataAdmin', portal: 'strata' },
  { name: 'BCS1234', role: 'propertyAdmin', portal: 'strata' },
  { name: 'EPS5678', role: 'propertyAdmin', portal: 'strata' },
  { name: 'unitowner', role: 'strataUnitOwner', portal: 'strata' },
  { name: 'unitowner2', role: 'strataUnitOwner', portal: 'strata' },
];

/** What the fuzz needs of a running app (a test helper's TestApp fits). */
export interface FuzzTarget {
  app: FastifyInstance;
  seed: SeedResult;
  dataDir: string;
}

// ------------------------------------------------------------------ findings and figures

export type FindingKind = '5xx' | 'undeclared status' | 'contract' | 'leak' | 'refused but saved';

export interface Finding {
  kind: FindingKind;
  operationId: string;
  actor: string;
  mutation: string;
  status: number;
  detail: string;
  request: string;
  /** How many requests hit the same kind, operation, mutation and status. */
  count: number;
}

export interface FuzzStats {
  requests: number;
  fiveXx: number;
  violations: number;
  leaks: number;
  refusedButSaved: number;
  byStatus: Record<number, number>;
  /** Answers by mutation and status (`valid → 201`). */
  byMutation: Record<string, number>;
  operationsCovered: number;
  /** Time spent waiting for answers, and comparing the state around refused writes. */
  sendMs: number;
  snapshotMs: number;
  /** Demo accounts the fuzz had archived and the harness restored. */
  revived: number;
  /** One entry per kind × operation × mutation × status, with the first request that showed it. */
  findings: Finding[];
}

export function emptyStats(): FuzzStats {
  return {
    requests: 0,
    fiveXx: 0,
    violations: 0,
    leaks: 0,
    refusedButSaved: 0,
    byStatus: {},
    byMutation: {},
    operationsCovered: 0,
    sendMs: 0,
    snapshotMs: 0,
    revived: 0,
    findings: [],
  };
}

/** Adds `more` into `into` (the long run adds one app's figures per round). */
export function mergeStats(into: FuzzStats, more: FuzzStats): FuzzStats {
  into.requests += more.requests;
  into.fiveXx += more.fiveXx;
  into.violations += more.violations;
  into.leaks += more.leaks;
  into.refusedButSaved += more.refusedButSaved;
  into.sendMs += more.sendMs;
  into.snapshotMs += more.snapshotMs;
  into.revived += more.revived;
  for (const [k, v] of Object.entries(more.byStatus))
    into.byStatus[Number(k)] = (into.byStatus[Number(k)] ?? 0) + v;
  for (const [k, v] of Object.entries(more.byMutation)) into.byMutation[k] = (into.byMutation[k] ?? 0) + v;
  into.operationsCovered = Math.max(into.operationsCovered, more.operationsCovered);
  for (const finding of more.findings) {
    const same = into.findings.find((f) => findingKey(f) === findingKey(finding));
    if (same) same.count += finding.count;
    else into.findings.push({ ...finding });
  }
  return into;
}

const findingKey = (f: Pick<Finding, 'kind' | 'operationId' | 'mutation' | 'status'>) =>
  `${f.kind}|${f.operationId}|${f.mutation}|${f.status}`;

// ------------------------------------------------------------------ the contract, walked once

interface DeclaredResponse {
  mediaTypes: string[];
  json: ValidateFunction | null;
}

interface FuzzOperation {
  op: ContractOperation;
  shape: OperationShape;
  /** The path's first segment, lower-cased: where ids it answers with are pooled. */
  resource: string;
  responses: Map<string, { schema: JsonObject | null; mediaTypes: string[] }>;
  /** The file's media type for a multipart operation (its `encoding.file.contentType`). */
  fileType: string | null;
}

const responseAjv = createAjv({ coerce: false });
const bodyAjv = createAjv({ coerce: false });
const validators = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: JsonObject): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = bodyAjv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

function fuzzOperations(contract: OpenApiDocument): FuzzOperation[] {
  return [...contractOperations(contract).values()].map((op) => {
    const raw = contract.paths?.[op.path]?.[op.method.toLowerCase()];
    const responses = new Map<string, { schema: JsonObject | null; mediaTypes: string[] }>();
    const declared = isObject(raw) && isObject(raw.responses) ? raw.responses : {};
    for (const [status, value] of Object.entries(declared)) {
      const response = resolveRef(contract, value);
      const content = response && isObject(response.content) ? response.content : {};
      const json = content['application/json'];
      const schema = isObject(json) && json.schema !== undefined ? deref(contract, json.schema) : null;
      responses.set(status, { schema: isObject(schema) ? schema : null, mediaTypes: Object.keys(content) });
    }
    const body = isObject(raw) ? resolveRef(contract, raw.requestBody) : null;
    const form = body && isObject(body.content) ? body.content['multipart/form-data'] : undefined;
    const encoding = isObject(form) && isObject(form.encoding) ? form.encoding.file : undefined;
    const fileType =
      isObject(encoding) && typeof encoding.contentType === 'string'
        ? (encoding.contentType.split(',')[0]?.trim() ?? null)
        : null;
    return {
      op,
      shape: operationShape(contract, op),
      resource: op.path.split('/')[1]?.toLowerCase() ?? '',
      responses,
      fileType,
    };
  });
}

const declaredCache = new WeakMap<object, DeclaredResponse>();
function declaredResponse(entry: { schema: JsonObject | null; mediaTypes: string[] }): DeclaredResponse {
  let declared = declaredCache.get(entry);
  if (!declared) {
    declared = {
      mediaTypes: entry.mediaTypes,
      json: entry.schema ? responseAjv.compile(entry.schema) : null,
    };
    declaredCache.set(entry, declared);
  }
  return declared;
}

// ------------------------------------------------------------------ ids seen, for parameters that name records

/** Ids by resource (a path's first segment, or the stem of an `…Id` field, lower-cased). */
class IdPool {
  readonly #byKey = new Map<string, Set<number>>();
  readonly #all = new Set<number>();

  add(key: string, id: number): void {
    if (!Number.isSafeInteger(id) || id <= 0) return;
    const k = key.toLowerCase();
    let set = this.#byKey.get(k);
    if (!set) {
      set = new Set();
      this.#byKey.set(k, set);
    }
    set.add(id);
    this.#all.add(id);
  }

  /** Collects the ids of a JSON answer: records' own `id` (under the resource) and every `…Id` field. */
  collect(resource: string, value: unknown, depth = 0): void {
    if (depth > 4) return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.collect(resource, item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'number' && key === 'id' && depth <= 1) this.add(resource, item);
      else if (typeof item === 'number' && key.endsWith('Id')) this.add(key.slice(0, -2), item);
      else if (typeof item === 'object') this.collect(resource, item, depth + 1);
    }
  }

  /** An id for a parameter or field named `name` of an operation on `resource`. */
  pick(rng: Random, resource: string, name: string): number {
    const stem = name === 'id' ? resource : name.replace(/Id$/, '').toLowerCase();
    let set = this.#byKey.get(stem);
    if (!set || set.size === 0) {
      const key = [...this.#byKey.keys()].find((k) => k.endsWith(stem) || stem.endsWith(k));
      set = key ? this.#byKey.get(key) : undefined;
    }
    const roll = rng.float();
    if (set && set.size > 0 && roll < 0.75) return rng.pick([...set]);
    if (this.#all.size > 0 && roll < 0.93) return rng.pick([...this.#all]);
    return rng.int(1, 400);
  }
}

function seedIds(pool: IdPool, seed: SeedResult): void {
  const resourceOf: Record<string, string> = {
    users: 'user',
    ownerProfiles: 'ownerProfile',
    properties: 'property',
    listings: 'propertyListing',
    listingImages: 'propertyListingImage',
    documents: 'documents',
    documentTypes: 'documentType',
    strataAgents: 'strataAgent',
    strataProperties: 'strataProperty',
    strataUnits: 'strataUnit',
    strataOwners: 'strataOwner',
    preAuthorizedDebits: 'preAuthorizedDebit',
    monthlyPayments: 'monthlyPayment',
    extraPayments: 'extraPayment',
    strataDocumentCategories: 'strataDocumentCategory',
    strataUnitDocumentCategories: 'strataUnitDocumentCategory',
    strataDocuments: 'strataDocuments',
    strataUnitDocuments: 'strataUnitDocument',
    staff: 'staff',
  };
  const walk = (key: string, value: unknown) => {
    if (typeof value === 'number') pool.add(key, value);
    else if (typeof value === 'object' && value !== null)
      for (const item of Object.values(value)) walk(key, item);
  };
  for (const [key, value] of Object.entries(seed)) walk(resourceOf[key] ?? key, value);
}

// ------------------------------------------------------------------ values from schemas

/** Text worth storing: accents, emoji (with joiners), combining marks, right-to-left, a leading BOM, markup. */
const texts = [
  'Trout Lake',
  'Café Olé',
  'Ünïcödé straße',
  '👩‍👩‍👧 family',
  'e\u0301 combining',
  'שלום עולם',
  'مرحبا',
  '\uFEFFleading BOM',
  '中文地址',
  "O'Brien; DROP TABLE users;--",
  '<b>bold</b>',
  '=1+1',
  'tab\tand\nnewline',
  '  padded  ',
  'x',
];

const formatValues: Record<string, (rng: Random) => string> = {
  email: (rng) => `fuzz.${rng.int(1, 1e9)}@example.ca`,
  date: (rng) =>
    `20${rng.int(20, 35)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
  'date-time': (rng) => `20${rng.int(20, 35)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}T0${rng.int(0, 9)}:30:00Z`,
  uri: (rng) => `https://example.ca/${rng.int(1, 1e6)}`,
  uuid: () => '7d4d3f0e-5f1e-4c4f-9a53-8c1f1b0d2a11',
  password: (rng) => `Fuzz#${rng.int(1e5, 1e6)}aA`,
};

function typesOf(schema: JsonObject): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (isObject(schema.properties)) return ['object'];
  if (isObject(schema.items)) return ['array'];
  return [];
}

/** A random value meant to be valid for `schema`; checked by the caller, which falls back to the examples. */
function generate(schema: unknown, rng: Random, ctx: GenContext, name = '', depth = 0): unknown {
  if (!isObject(schema) || depth > 6) return undefined;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) {
    const options = schema.enum.filter((v) => v !== null);
    return options.length > 0 ? rng.pick(options) : null;
  }
  if (rng.chance(0.3)) {
    const example = sampleOf(schema);
    if (example !== undefined) return example;
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => generate(part, rng, ctx, name, depth + 1));
    return parts.every(isObject) ? Object.assign({}, ...parts) : parts.find((p) => p !== undefined);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) {
      return generate(rng.pick(options), rng, ctx, name, depth + 1);
    }
  }
  const types = typesOf(schema);
  if (types.includes('null') && rng.chance(0.1)) return null;
  const type = types.find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
      const out: JsonObject = {};
      for (const [key, sub] of Object.entries(properties)) {
        if (!required.has(key) && !rng.chance(0.6)) continue;
        const value = generate(sub, rng, ctx, key, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const max = typeof schema.maxItems === 'number' ? schema.maxItems : min + 3;
      return Array.from({ length: rng.int(min, Math.min(max, min + 3)) }, () =>
        generate(schema.items, rng, ctx, name, depth + 1),
      );
    }
    case 'string': {
      const format = typeof schema.format === 'string' ? formatValues[schema.format] : undefined;
      if (format) return format(rng);
      if (typeof schema.pattern === 'string') return sampleOf(schema);
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : min + 60;
      let text = rng.pick(texts);
      if (rng.chance(0.3)) text += ` ${rng.int(1, 1e6)}`;
      while ([...text].length < min) text += ' filler';
      return [...text].slice(0, Math.max(min, Math.min(max, [...text].length))).join('');
    }
    case 'integer':
    case 'number': {
      if (type === 'integer' && (name === 'id' || name.endsWith('Id')))
        return ctx.pool.pick(rng, ctx.resource, name);
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 5000;
      const whole = rng.int(Math.ceil(min), Math.floor(max));
      return type === 'number' && rng.chance(0.5) && whole < max ? whole + rng.int(0, 99) / 100 : whole;
    }
    case 'boolean':
      return rng.chance(0.5);
    default:
      return undefined;
  }
}

interface GenContext {
  pool: IdPool;
  resource: string;
}

/** A valid value of the schema: a random one when it validates, else the contract's example. */
function validValue(schema: JsonObject, rng: Random, ctx: GenContext, name = ''): unknown {
  const validate = validatorOf(schema);
  for (let attempt = 0; attempt < 3; attempt++) {
    const value = generate(schema, rng, ctx, name);
    if (value !== undefined && validate(structuredClone(value))) return value;
  }
  return sampleOf(schema);
}

// ------------------------------------------------------------------ requests

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  mutation: string;
  /** The caller is treated as anonymous (its token was replaced by a bad one). */
  anonymous?: boolean;
}

/** Path and query values that are not canonical positive integers (issue 13 item 3). */
const badIds = [
  '6e0',
  '0x6',
  '-1',
  '0',
  '06',
  '+6',
  '%206',
  '1.5',
  '99999999999999999999',
  '9007199254740993',
  '2147483648',
  'abc',
  'null',
  '%00',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '1%3BDROP',
  '1'.repeat(120),
];

const badJsonValues: unknown[] = [
  123,
  -1,
  1e308,
  2 ** 53 + 2,
  'text',
  '',
  '   ',
  true,
  null,
  [],
  {},
  ['a'],
  { nested: { deep: 1 } },
];

const csvHeader = csvColumns.join(',');

function fileFor(type: string | null, rng: Random): { name: string; type: string; bytes: Buffer } {
  if (type?.startsWith('image/'))
    return { name: 'photo.png', type: 'image/png', bytes: buildingPhoto(rng.pick(photoStyles), 24, 16) };
  if (type === 'text/csv') {
    const n = rng.int(1, 1e9);
    const row = `BCS1234,F${n},${n},Fuzz Owner ${n},fuzz.owner.${n}@example.ca,1 Fuzz Street,,,Burnaby,BC,Canada,V5H 2E2`;
    return { name: 'owners.csv', type: 'text/csv', bytes: Buffer.from(`${csvHeader}\r\n${row}\r\n`) };
  }
  return { name: 'document.pdf', type: 'application/pdf', bytes: tinyPdf };
}

interface Part {
  name: string;
  value: string | Buffer;
  file?: { name: string; type: string };
}

function multipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const jsonMutations = [
  'missing required',
  'wrong type',
  'too long',
  'NUL',
  'unpaired surrogate',
  'bad enum',
  'huge number',
  'blank text',
  'unknown field',
  'malformed JSON',
  'invalid UTF-8',
  'wrong content type',
  'no body',
  'null body',
  'array body',
  'deep nesting',
  'too large body',
] as const;

const multipartMutations = [
  'multipart without boundary',
  'multipart cut short',
  'file under another name',
  'two files',
  'no file',
  'text named .pdf',
  'empty file',
  'garbage part',
  'bad form field',
  'JSON instead of multipart',
] as const;

/** Mutations no schema of the contract accepts: an answer 2xx to one is a violation (the input was taken). */
const alwaysInvalid = new Set<string>([
  'NUL',
  'unpaired surrogate',
  'malformed JSON',
  'invalid UTF-8',
  'null body',
  'array body',
  'deep nesting',
  'too large body',
  'multipart without boundary',
  'multipart cut short',
  'file under another name',
  'two files',
  'no file',
  'text named .pdf',
  'garbage part',
  'JSON instead of multipart',
]);

const paramMutations = ['non-canonical id', 'bad query value', 'unknown query', 'repeated query'] as const;
const anyMutations = ['bad token', 'accept text/csv', 'body on a read'] as const;

class RequestMaker {
  constructor(
    private readonly rng: Random,
    private readonly pool: IdPool,
  ) {}

  make(entry: FuzzOperation): FuzzRequest {
    const { rng } = this;
    const { shape } = entry;
    const options: (readonly [string, number])[] = [
      ['valid', 40],
      ...anyMutations.map((m) => [m, 1.5] as const),
    ];
    if (shape.parameters.length > 0) options.push(...paramMutations.map((m) => [m, 3] as const));
    if (shape.jsonBody) options.push(...jsonMutations.map((m) => [m, 2.5] as const));
    if (shape.multipart) options.push(...multipartMutations.map((m) => [m, 4] as const));
    const mutation = rng.weighted(options);
    return this.build(entry, mutation);
  }

  private build(entry: FuzzOperation, mutation: string): FuzzRequest {
    const { rng, pool } = this;
    const { shape, op } = entry;
    const ctx: GenContext = { pool, resource: entry.resource };
    const params = new Map<string, string>();
    for (const param of shape.parameters) {
      if (param.in !== 'path' && param.in !== 'query') continue;
      if (param.in === 'query' && !param.required && !rng.chance(0.4)) continue;
      const isInteger = typesOf(param.schema).includes('integer');
      const value =
        isInteger && (param.name === 'id' || param.name.endsWith('Id'))
          ? pool.pick(rng, entry.resource, param.name)
          : validValue(param.schema, rng, ctx, param.name);
      params.set(`${param.in}:${param.name}`, encodeURIComponent(String(value ?? '')));
    }
    const query: string[] = [];
    const request: FuzzRequest = { method: op.method, url: '', headers: {}, mutation };

    if (mutation === 'non-canonical id') {
      const integers = shape.parameters.filter((p) => typesOf(p.schema).includes('integer'));
      const target = integers.length > 0 ? rng.pick(integers) : rng.pick(shape.parameters);
      params.set(`${target.in}:${target.name}`, rng.pick(badIds));
    } else if (mutation === 'bad query value' || mutation === 'repeated query') {
      const queryParams = shape.parameters.filter((p) => p.in === 'query');
      const target = queryParams.length > 0 ? rng.pick(queryParams) : rng.pick(shape.parameters);
      const bad = rng.pick(['%00', '%ED%A0%80', 'x'.repeat(3000), '-5', '1e3', '%27%3B--', '%FF', '%20']);
      if (mutation === 'repeated query' && target.in === 'query') {
        query.push(`${target.name}=1`);
        params.set(`query:${target.name}`, '2');
      } else if (mutation === 'repeated query') query.push('limit=1&limit=2');
      else params.set(`${target.in}:${target.name}`, target.in === 'query' && rng.chance(0.2) ? '' : bad);
    } else if (mutation === 'unknown query') {
      query.push(`fuzz${rng.int(1, 9)}=${rng.pick(['1', '%00', 'x'])}`);
    }

    const pathPart = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => params.get(`path:${name}`) ?? '1');
    for (const [key, value] of params) {
      if (key.startsWith('query:')) query.push(`${key.slice(6)}=${value}`);
    }
    request.url = `/api${pathPart}${query.length > 0 ? `?${query.join('&')}` : ''}`;

    if (mutation === 'bad token') {
      request.headers.authorization = rng.pick([
        'Bearer not.a.token',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6InN1cGVyQWRtaW4ifQ.',
        'Basic YWRtaW46YWRtaW4=',
        'Bearer ',
      ]);
      request.anonymous = true;
    }
    if (mutation === 'accept text/csv') request.headers.accept = 'text/csv';
    if (mutation === 'body on a read' && op.method === 'GET') {
      request.headers['content-type'] = 'application/json';
      request.payload = '{"unexpected":true}';
      return request;
    }

    if (shape.jsonBody) this.jsonBody(entry, ctx, request);
    else if (shape.multipart) this.multipartBody(entry, ctx, request);
    return request;
  }

  private jsonBody(entry: FuzzOperation, ctx: GenContext, request: FuzzRequest): void {
    const { rng } = this;
    const schema = entry.shape.jsonBody as JsonObject;
    const value = validValue(schema, rng, ctx);
    const body: JsonObject = isObject(value) ? value : {};
    const properties = isObject(schema.properties) ? schema.properties : {};
    const keys = Object.keys(properties);
    const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
    const stringKeys = keys.filter(
      (k) => isObject(properties[k]) && typesOf(properties[k] as JsonObject).includes('string'),
    );
    const pickKey = (from: string[]) => (from.length > 0 ? rng.pick(from) : undefined);
    request.headers['content-type'] = 'application/json';
    let payload: string | Buffer | undefined;
    switch (request.mutation) {
      case 'missing required': {
        const key = pickKey(required);
        if (key) delete body[key];
        break;
      }
      case 'wrong type': {
        const key = pickKey(keys);
        if (key) body[key] = rng.pick(badJsonValues);
        break;
      }
      case 'too long': {
        const key = pickKey(stringKeys);
        const sub = key ? (properties[key] as JsonObject) : {};
        if (key) body[key] = 'x'.repeat(typeof sub.maxLength === 'number' ? sub.maxLength + 1 : 100_000);
        break;
      }
      case 'NUL':
      case 'unpaired surrogate': {
        const key = pickKey(stringKeys) ?? 'field';
        const bad = request.mutation === 'NUL' ? '\u0000' : rng.pick(['\ud83d', '\udc00']);
        body[key] = `Fuzz${bad}text`;
        if (rng.chance(0.2)) body[`key${bad}`] = 'x';
        break;
      }
      case 'bad enum': {
        const key = pickKey(
          keys.filter((k) => isObject(properties[k]) && Array.isArray((properties[k] as JsonObject).enum)),
        );
        if (key) body[key] = 'not-one-of-the-values';
        else body[pickKey(keys) ?? 'field'] = 'not-one-of-the-values';
        break;
      }
      case 'huge number': {
        const numeric = keys.filter((k) => {
          const t = isObject(properties[k]) ? typesOf(properties[k] as JsonObject) : [];
          return t.includes('integer') || t.includes('number');
        });
        const key = pickKey(numeric.length > 0 ? numeric : keys) ?? 'field';
        payload = JSON.stringify({ ...body, [key]: 0 }).replace(
          `"${key}":0`,
          `"${key}":${rng.pick(['1e400', '99999999999999999999999', '-99999999999', '2147483648', '1.5', '-0'])}`,
        );
        break;
      }
      case 'blank text': {
        const key = pickKey(stringKeys.filter((k) => required.includes(k))) ?? pickKey(stringKeys);
        if (key) body[key] = rng.pick(['', '   ', '\t\n', '\u00a0']);
        break;
      }
      case 'unknown field':
        body[`unexpected${rng.int(1, 9)}`] = 'x';
        break;
      case 'malformed JSON': {
        const text = JSON.stringify(body);
        payload = rng.pick([
          text.slice(0, Math.max(1, Math.floor(text.length / 2))),
          `${text}}`,
          "{'a':1}",
          '{"a":',
          'nul',
        ]);
        break;
      }
      case 'invalid UTF-8': {
        const key = pickKey(stringKeys) ?? 'field';
        const text = JSON.stringify({ ...body, [key]: 'MARK' });
        const [before, after] = text.split('MARK');
        payload = Buffer.concat([
          Buffer.from(before ?? ''),
          Buffer.from([0xff, 0xc3, 0x28]),
          Buffer.from(after ?? ''),
        ]);
        break;
      }
      case 'wrong content type':
        request.headers['content-type'] = rng.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=x',
        ]);
        break;
      case 'no body':
        if (rng.chance(0.5)) delete request.headers['content-type'];
        payload = '';
        break;
      case 'null body':
        payload = 'null';
        break;
      case 'array body':
        payload = '[]';
        break;
      case 'deep nesting':
        payload = `${'['.repeat(5000)}${']'.repeat(5000)}`;
        break;
      case 'too large body':
        payload = JSON.stringify({ ...body, padding: 'x'.repeat(1_100_000) });
        break;
    }
    request.payload = payload ?? JSON.stringify(body);
  }

  private multipartBody(entry: FuzzOperation, ctx: GenContext, request: FuzzRequest): void {
    const { rng } = this;
    const schema = entry.shape.multipart as JsonObject;
    const properties = isObject(schema.properties) ? schema.properties : {};
    const parts: Part[] = [];
    for (const [key, sub] of Object.entries(properties)) {
      if (key === 'file' || !isObject(sub)) continue;
      parts.push({ name: key, value: String(validValue(sub, rng, ctx, key) ?? '0') });
    }
    const file = fileFor(entry.fileType, rng);
    const filePart: Part = { name: 'file', value: file.bytes, file };
    const boundary = `----fuzz${rng.int(1e8, 1e9)}`;
    let contentType = `multipart/form-data; boundary=${boundary}`;
    let payload: Buffer | string | undefined;
    switch (request.mutation) {
      case 'multipart without boundary':
        contentType = 'multipart/form-data';
        break;
      case 'multipart cut short': {
        const whole = multipart([...parts, filePart], boundary);
        payload = whole.subarray(0, rng.int(1, whole.length - 10));
        break;
      }
      case 'file under another name':
        filePart.name = rng.pick(['upload', 'File', 'files[]', 'document']);
        break;
      case 'two files':
        parts.push({ ...filePart });
        break;
      case 'no file':
        payload = multipart(parts, boundary);
        break;
      case 'text named .pdf':
        filePart.value = Buffer.from('just some text, not the kind of file the operation takes\n');
        break;
      case 'empty file':
        filePart.value = Buffer.alloc(0);
        break;
      case 'garbage part':
        payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nGarbage\r\n\r\n`),
          Buffer.from([0, 255, 13, 10, 45, 45]),
        ]);
        break;
      case 'bad form field':
        parts.push({
          name: rng.pick(['sortOrder', 'unexpected', 'file\u0000']),
          value: rng.pick(['abc', '-1', '\u0000', '1e3', '']),
        });
        break;
      case 'JSON instead of multipart':
        contentType = 'application/json';
        payload = '{"file":"not a file"}';
        break;
    }
    request.headers['content-type'] = contentType;
    request.payload = payload ?? multipart([...parts, filePart], boundary);
  }
}

// ------------------------------------------------------------------ the state a refused write must leave alone

/** Tables the server changes on its own (outbox delivery, shared counters and settings): compared partly or not. */
const columnsOf: Record<string, string> = {
  mail_outbox: '(r.id, r.to_address, r.subject)',
};
const skippedTables = new Set(['server_settings', 'rate_limit_counters']);

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows =
    isObject(result) && Array.isArray(result.rows) ? result.rows : Array.isArray(result) ? result : [];
  return rows.filter(isObject);
}

async function stateQuery(target: FuzzTarget): Promise<string> {
  const result = await target.app.services.db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = rowsOf(result)
    .map((row) => String(row.name))
    .filter((name) => !skippedTables.has(name));
  if (tables.length < 10) throw new Error(`fuzz: expected the schema's tables, found ${tables.join(', ')}`);
  return tables
    .map(
      (name) =>
        // An order-free digest: the sum of the rows' hashes (no sort, no long string per table).
        `SELECT '${name}' AS name, count(*)::int AS n, coalesce(sum(hashtextextended(${columnsOf[name] ?? 'r'}::text, 0)), 0)::text AS digest FROM "${name}" r`,
    )
    .join(' UNION ALL ');
}

async function snapshot(target: FuzzTarget, query: string): Promise<Map<string, string>> {
  const state = new Map<string, string>();
  for (const row of rowsOf(await target.app.services.db.execute(sql.raw(query)))) {
    state.set(`table ${String(row.name)}`, `${String(row.n)} rows, ${String(row.digest)}`);
  }
  const filesDir = path.join(target.dataDir, 'files');
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else state.set(`file ${path.relative(filesDir, full)}`, `${fs.statSync(full).size} bytes`);
    }
  };
  walk(filesDir);
  return state;
}

function stateDifference(before: Map<string, string>, after: Map<string, string>): string | null {
  const changed: string[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    if (before.get(key) !== after.get(key))
      changed.push(`${key}: ${before.get(key) ?? 'none'} → ${after.get(key) ?? 'none'}`);
  }
  return changed.length > 0 ? changed.join('; ') : null;
}

// ------------------------------------------------------------------ the run

export interface FuzzOptions {
  seed: number;
  /** Stop after this many requests. */
  maxRequests?: number;
  /** Stop at this time (performance.now()). */
  deadline?: number;
  contract: OpenApiDocument;
  /** Called with a line per new finding (the long run prints them as they come). */
  onFinding?: (finding: Finding) => void;
}

function describeRequest(request: FuzzRequest, actor: Actor): string {
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? ` <${request.payload.length} bytes ${JSON.stringify(request.payload.subarray(0, 120).toString('latin1'))}>`
        : ` ${JSON.stringify(request.payload.length > 300 ? `${request.payload.slice(0, 300)}…(${request.payload.length})` : request.payload)}`;
  const type = request.headers['content-type'] ? ` [${request.headers['content-type']}]` : '';
  return `${actor.name}: ${request.method} ${request.url.length > 200 ? `${request.url.slice(0, 200)}…` : request.url}${type}${payload}`;
}

/**
 * An answer given before the request reached an operation (so before authorization): a URL Fastify cannot decode
 * (400 FST_ERR_BAD_URL) or a path parameter over the router's length limit (414).
 */
function refusedBeforeRouting(res: LightMyRequestResponse): boolean {
  if (res.statusCode === 414) return true;
  return res.statusCode === 400 && res.body.includes('"FST_ERR_BAD_URL"');
}

const mediaTypeOf = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';

export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzStats> {
  const rng = new Random(options.seed);
  const pool = new IdPool();
  seedIds(pool, target.seed);
  const maker = new RequestMaker(rng, pool);
  const operations = fuzzOperations(options.contract);
  const stats = emptyStats();
  const covered = new Set<string>();
  const findings = new Map<string, Finding>();
  const query = await stateQuery(target);
  let state: Map<string, string> | undefined;

  const tokens = new Map<string, string | null>();
  const lastRevived = new Map<string, number>();
  const login = async (actor: Actor): Promise<string | null> => {
    if (!actor.portal) return null;
    const res = await target.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { username: actor.name, password: demoPassword, portal: actor.portal },
    });
    const token = res.statusCode === 200 ? String((res.json() as { token: unknown }).token) : null;
    tokens.set(actor.name, token);
    return token;
  };
  for (const actor of actors) await login(actor);

  const report = (finding: Omit<Finding, 'count'>) => {
    const key = findingKey(finding);
    const existing = findings.get(key);
    if (existing) {
      existing.count++;
      return;
    }
    const added = { ...finding, count: 1 };
    findings.set(key, added);
    options.onFinding?.(added);
  };

  const done = () =>
    (options.maxRequests !== undefined && stats.requests >= options.maxRequests) ||
    (options.deadline !== undefined && performance.now() >= options.deadline);

  while (!done()) {
    const entry = rng.pick(operations);
    // Mostly a caller the operation lets in (so requests reach validation and the handler), else anyone.
    const allowed = entry.op.isPublic
      ? actors
      : actors.filter((a) => a.role && entry.op.roles.includes(a.role));
    const actor = allowed.length > 0 && rng.chance(0.7) ? rng.pick(allowed) : rng.pick(actors);
    const request = maker.make(entry);
    const { op } = entry;
    const token = tokens.get(actor.name);
    if (token && request.headers.authorization === undefined)
      request.headers.authorization = `Bearer ${token}`;
    const callerRole = request.anonymous || !token ? null : actor.role;
    const excluded = !op.isPublic && (callerRole === null || !op.roles.includes(callerRole));

    const isWrite = op.method !== 'GET';
    // The state before a write: the one after the previous write (reads change nothing; a read that did would show
    // as a change at the next refused write).
    let clock = performance.now();
    if (isWrite && !state) state = await snapshot(target, query);
    const before = isWrite ? state : null;
    stats.snapshotMs += performance.now() - clock;
    clock = performance.now();
    const res: LightMyRequestResponse = await target.app.inject({
      method: request.method as NonNullable<InjectOptions['method']>,
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined && { payload: request.payload }),
    });
    stats.sendMs += performance.now() - clock;
    stats.requests++;
    stats.byStatus[res.statusCode] = (stats.byStatus[res.statusCode] ?? 0) + 1;
    const outcome = `${request.mutation} → ${res.statusCode}`;
    stats.byMutation[outcome] = (stats.byMutation[outcome] ?? 0) + 1;
    covered.add(op.operationId);
    const base = {
      operationId: op.operationId,
      actor: actor.name,
      mutation: request.mutation,
      status: res.statusCode,
      request: describeRequest(request, actor),
    };
    const bodyText = res.body.length > 300 ? `${res.body.slice(0, 300)}…` : res.body;

    if (res.statusCode >= 500) {
      stats.fiveXx++;
      report({ ...base, kind: '5xx', detail: bodyText });
    }
    const declared = entry.responses.get(String(res.statusCode));
    if (!declared) {
      stats.violations++;
      report({ ...base, kind: 'undeclared status', detail: bodyText });
    } else {
      const problem = contractProblem(res, declaredResponse(declared));
      if (problem) {
        stats.violations++;
        report({ ...base, kind: 'contract', detail: `${problem}; body: ${bodyText}` });
      }
    }
    if (alwaysInvalid.has(request.mutation) && res.statusCode < 300) {
      stats.violations++;
      report({ ...base, kind: 'contract', detail: `invalid input accepted: ${bodyText}` });
    }
    if (excluded && !refusedBeforeRouting(res) && res.statusCode !== 401 && res.statusCode !== 403) {
      stats.leaks++;
      report({
        ...base,
        kind: 'leak',
        detail: `${callerRole ?? 'anonymous'} is not in x-roles [${op.roles.join(', ')}] but got ${res.statusCode}: ${bodyText}`,
      });
    }
    if (before) {
      clock = performance.now();
      state = await snapshot(target, query);
      stats.snapshotMs += performance.now() - clock;
    }
    if (before && state && res.statusCode >= 400 && res.statusCode < 500) {
      const changed = stateDifference(before, state);
      if (changed) {
        stats.refusedButSaved++;
        report({ ...base, kind: 'refused but saved', detail: `${changed}; answer: ${bodyText}` });
      }
    }

    if (
      res.statusCode >= 200 &&
      res.statusCode < 300 &&
      mediaTypeOf(res.headers['content-type']) === 'application/json'
    ) {
      try {
        pool.collect(entry.resource, JSON.parse(res.body));
      } catch {
        // A contract finding already.
      }
    }
    // A demo account the fuzz itself archived (a valid archive request) is refused from then on, rightly; so that
    // it keeps reaching the handlers, the harness restores it behind the server's back, at most every 100 requests
    // per account, and takes the state again before the next write.
    if (
      res.statusCode === 401 &&
      !request.anonymous &&
      token &&
      stats.requests - (lastRevived.get(actor.name) ?? -Infinity) >= 100
    ) {
      lastRevived.set(actor.name, stats.requests);
      const userId = target.seed.users[actor.name as DemoAccount];
      await target.app.services.db.execute(
        sql`UPDATE users SET archived = false WHERE id = ${userId} AND archived`,
      );
      await target.app.services.db.execute(
        sql`UPDATE owner_profiles SET archived = false WHERE user_id = ${userId} AND archived`,
      );
      stats.revived++;
      state = undefined;
    }
  }
  stats.operationsCovered = covered.size;
  stats.findings = [...findings.values()];
  return stats;
}

/** Why an answer does not match what its status declares, or null. */
function contractProblem(res: LightMyRequestResponse, declared: DeclaredResponse): string | null {
  const mediaType = mediaTypeOf(res.headers['content-type']);
  const hasBody = res.rawPayload.length > 0;
  if (!hasBody) {
    return declared.mediaTypes.length > 0 && res.statusCode !== 204 && res.statusCode !== 304
      ? `an empty answer where ${declared.mediaTypes.join(', ')} is declared`
      : null;
  }
  if (declared.mediaTypes.length === 0) return `a ${mediaType || 'typeless'} body where none is declared`;
  if (!declared.mediaTypes.includes(mediaType)) {
    return `media type ${mediaType || '(none)'} where ${declared.mediaTypes.join(', ')} is declared`;
  }
  if (mediaType !== 'application/json' || !declared.json) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'a body that is not JSON';
  }
  if (declared.json(body)) return null;
  return `not valid against the declared schema: ${responseAjv.errorsText(declared.json.errors)}`;
}

/** The figures and findings as lines of text. */
export function formatStats(stats: FuzzStats, verbose = false): string[] {
  const lines = [
    `requests ${stats.requests} over ${stats.operationsCovered} operations; statuses ${Object.entries(
      stats.byStatus,
    )
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
    `time answering ${(stats.sendMs / 1000).toFixed(1)} s, comparing state ${(stats.snapshotMs / 1000).toFixed(1)} s; demo accounts restored ${stats.revived} times`,
    `5xx ${stats.fiveXx}, contract violations ${stats.violations}, leaks ${stats.leaks}, refused but saved ${stats.refusedButSaved}`,
  ];
  if (verbose) {
    const outcomes = Object.entries(stats.byMutation).sort(([a], [b]) => a.localeCompare(b));
    lines.push(`answers by mutation: ${outcomes.map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  }
  for (const f of stats.findings) {
    lines.push(`  [${f.kind}] ${f.operationId} ${f.status} (${f.mutation}, ×${f.count}): ${f.detail}`);
    lines.push(`      e.g. ${f.request}`);
  }
  return lines;
}
