// The contract's schemas as the kit uses them: local references inlined, a valid sample of a schema (its own
// examples first, synthesised otherwise), and Ajv validators with the settings the contract is written for
// (OpenAPI 3.1 without 2020-12-only keywords, formats checked, `x-…` annotations ignored).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const openapiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultBundlePath = path.join(openapiDir, 'dist', 'openapi.json');

export interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
}

/** The bundled contract (`npm run bundle -w @portal/openapi` writes it). */
export function loadContract(file = defaultBundlePath): OpenApiDocument {
  if (!fs.existsSync(file)) {
    throw new Error(`${file} does not exist: run \`npm run bundle -w @portal/openapi\` first`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** Inlines every local `$ref` (a recursive one becomes {}), keeping the referenced schema's name in `x-ref`. */
export function deref(contract: OpenApiDocument, node: unknown, stack: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => deref(contract, item, stack));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
    const ref = node.$ref;
    if (stack.includes(ref)) return {};
    const target = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((parent, key) => (isObject(parent) ? parent[key] : undefined), contract);
    const { $ref: _ref, ...siblings } = node;
    const resolved = deref(contract, target, [...stack, ref]);
    return isObject(resolved)
      ? { 'x-ref': ref.split('/').at(-1), ...resolved, ...(deref(contract, siblings, stack) as JsonObject) }
      : resolved;
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, deref(contract, value, stack)]));
}

function createAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes: coerce ? 'array' : false,
    allErrors: true,
    strict: false,
    // OpenAPI's own formats are annotations here.
    formats: {
      binary: true,
      byte: true,
      int32: true,
      int64: true,
      float: true,
      double: true,
      password: true,
    },
  });
  addFormats(ajv);
  return ajv;
}

const ajv = createAjv(false);
const coercingAjv = createAjv(true);
const validators = new WeakMap<object, ValidateFunction>();
const coercingValidators = new WeakMap<object, ValidateFunction>();

export function validatorOf(schema: JsonObject, coerce = false): ValidateFunction {
  const cache = coerce ? coercingValidators : validators;
  let validate = cache.get(schema);
  if (!validate) {
    validate = (coerce ? coercingAjv : ajv).compile(schema);
    cache.set(schema, validate);
  }
  return validate;
}

/** The problems Ajv finds with `value`, one line each (empty when valid). */
export function schemaProblems(schema: JsonObject, value: unknown): string[] {
  const validate = validatorOf(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => {
    const extra =
      e.keyword === 'additionalProperties'
        ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})`
        : e.keyword === 'required'
          ? ''
          : ` (got ${JSON.stringify(pick(value, e.instancePath))?.slice(0, 80)})`;
    return `${e.instancePath} ${e.message ?? e.keyword}${extra}`.trimStart();
  });
}

function pick(value: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (v, key) => (isObject(v) || Array.isArray(v) ? (v as JsonObject)[key] : undefined),
      value,
    );
}

function firstType(schema: JsonObject): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.map(String).find((t) => t !== 'null');
  if (isObject(schema.properties)) return 'object';
  if (isObject(schema.items)) return 'array';
  return undefined;
}

const formatSamples: Record<string, string> = {
  date: '2027-01-01',
  'date-time': '2027-01-01T09:00:00Z',
  time: '09:00:00',
  email: 'sample.person@example.ca',
  uri: 'https://example.ca/sample',
  uuid: '7d4d3f0e-5f1e-4c4f-9a53-8c1f1b0d2a11',
  password: 'Sample#Passw0rd',
};

/** A value valid for `schema` (dereferenced), or undefined when none could be made. */
export function sampleOf(schema: unknown): unknown {
  if (!isObject(schema)) return undefined;
  const valid = (value: unknown) => value !== undefined && validatorOf(schema)(value);
  if ('const' in schema) return schema.const;
  const candidates: unknown[] = [];
  if (Array.isArray(schema.examples)) candidates.push(...schema.examples);
  if ('example' in schema) candidates.push(schema.example);
  if ('default' in schema) candidates.push(schema.default);
  if (Array.isArray(schema.enum)) candidates.push(...schema.enum.filter((v) => v !== null));
  for (const candidate of candidates) if (valid(candidate)) return structuredClone(candidate);
  const synthesised = synthesise(schema);
  return valid(synthesised) ? synthesised : undefined;
}

function synthesise(schema: JsonObject): unknown {
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => sampleOf(part));
    if (parts.every(isObject)) return Object.assign({}, ...parts);
    return parts.find((part) => part !== undefined);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      for (const option of options) {
        if (isObject(option) && option.type === 'null') continue;
        const value = sampleOf(option);
        if (value !== undefined) return value;
      }
    }
  }
  switch (firstType(schema)) {
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
      const out: JsonObject = {};
      for (const key of required) out[key] = sampleOf(properties[key]);
      return out;
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 1;
      const item = sampleOf(schema.items);
      return Array.from({ length: Math.max(min, 1) }, () => structuredClone(item));
    }
    case 'string': {
      const format = typeof schema.format === 'string' ? formatSamples[schema.format] : undefined;
      if (format) return format;
      const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
      return 'Sample'.padEnd(Math.max(min, 6), 'x');
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return Math.max(min, 1);
    }
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

/** A value of another JSON type than the schema takes (for the "wrong type → 400" requests). */
export function wrongTypeOf(schema: unknown): unknown {
  const s = isObject(schema) ? schema : {};
  const types = Array.isArray(s.type) ? s.type.map(String) : typeof s.type === 'string' ? [s.type] : [];
  const type = types.find((t) => t !== 'null') ?? firstType(s);
  if (type === 'string') return 12345;
  if (type === 'integer' || type === 'number' || type === 'boolean') return { not: 'a scalar' };
  if (type === 'array') return 'not an array';
  if (type === 'object') return 'not an object';
  return undefined;
}
