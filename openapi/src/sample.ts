// A valid sample of a schema (dereferenced): its own `examples`, `example`, `default` or enum values first, where
// the caller's validator accepts them, synthesised from the schema otherwise. The conformance kit and the server's
// generated suites each pass their own Ajv settings.
import { isObject, type JsonObject } from './contract.ts';

export type Validator = (schema: JsonObject) => (value: unknown) => boolean;

export function firstType(schema: JsonObject): string | undefined {
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

/** A value valid for `schema` (dereferenced) by `validatorOf`, or undefined when none could be made. */
export function sampleOf(schema: unknown, validatorOf: Validator): unknown {
  if (!isObject(schema)) return undefined;
  const valid = (value: unknown) => value !== undefined && validatorOf(schema)(value);
  if ('const' in schema) return schema.const;
  const candidates: unknown[] = [];
  if (Array.isArray(schema.examples)) candidates.push(...schema.examples);
  if ('example' in schema) candidates.push(schema.example);
  if ('default' in schema) candidates.push(schema.default);
  if (Array.isArray(schema.enum)) candidates.push(...schema.enum.filter((v) => v !== null));
  for (const candidate of candidates) if (valid(candidate)) return structuredClone(candidate);
  const synthesised = synthesise(schema, validatorOf);
  return valid(synthesised) ? synthesised : undefined;
}

function synthesise(schema: JsonObject, validatorOf: Validator): unknown {
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => sampleOf(part, validatorOf));
    if (parts.every(isObject)) return Object.assign({}, ...parts);
    return parts.find((part) => part !== undefined);
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      for (const option of options) {
        if (isObject(option) && option.type === 'null') continue;
        const value = sampleOf(option, validatorOf);
        if (value !== undefined) return value;
      }
    }
  }
  switch (firstType(schema)) {
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
      const out: JsonObject = {};
      for (const key of required) out[key] = sampleOf(properties[key], validatorOf);
      return out;
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 1;
      const item = sampleOf(schema.items, validatorOf);
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
