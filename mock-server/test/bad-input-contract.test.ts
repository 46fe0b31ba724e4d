// Bad input generated from the contract, against the real handlers: every case answers a clear 4xx that names the
// problem, and leaves the database (every table's rows, compared by content) and the stored files exactly as they
// were. For every operation with a JSON body: malformed JSON, no body, another media type, each required field
// missing, each required field of the wrong type, an unknown field where the schema is strict
// (additionalProperties: false); for every integer path or query parameter: a value that is not one.
// The callers are allowed ones (authorization is the matrix's subject), so each request reaches validation and the
// handler. Requests go through inject(): malformed bodies and wrong types are what the typed SDK cannot send.
// Uploads and the owner import: bad-input-uploads.test.ts.
import { describe, expect, it } from 'vitest';
import { type ContractOperation, contractOperations, loadContract } from '../src/contract.ts';
import { createAjv } from '../src/http/validation.ts';
import {
  bodyProblem,
  buildRequest,
  isObject,
  type OperationShape,
  operationShape,
  sampleBody,
  sampleOf,
} from './fixtures/contract-requests.ts';
import { callerFor, errorBody, useUnchanged } from './helpers/bad-input.ts';
import { useTestApp } from './helpers/test-app.ts';

const contract = loadContract();
const operations = [...contractOperations(contract).values()];

const t = useTestApp();
const { sendUnchanged } = useUnchanged(t, operations);

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
