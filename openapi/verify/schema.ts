// The contract's schemas as the kit uses them: local references inlined, a valid sample of a schema (its own
// examples first, synthesised otherwise), and Ajv validators with the settings the contract is written for
// (OpenAPI 3.1 without 2020-12-only keywords, formats checked, `x-…` annotations ignored).
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { deref, isObject, type JsonObject, loadContract, type OpenApiDocument } from '../src/contract.ts';
import { firstType, sampleOf as sampleWith } from '../src/sample.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export { deref, isObject, type JsonObject, loadContract, type OpenApiDocument };

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

/** A value valid for `schema` (dereferenced) with the kit's Ajv settings, or undefined when none could be made. */
export function sampleOf(schema: unknown): unknown {
  return sampleWith(schema, (s) => validatorOf(s));
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
