import type { JsonObject } from '../../src/contract.ts';
import type { SeedResult } from '../../src/seed.ts';
import { isObject, sampleOf } from '../fixtures/contract-requests.ts';
import { validatorOf } from './operations.ts';
import type { Random } from './random.ts';

// ------------------------------------------------------------------ ids seen, for parameters that name records

/** Ids by resource (a path's first segment, or the stem of an `…Id` field, lower-cased). */
export class IdPool {
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

export function seedIds(pool: IdPool, seed: SeedResult): void {
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
export const texts = [
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

export const formatValues: Record<string, (rng: Random) => string> = {
  email: (rng) => `fuzz.${rng.int(1, 1e9)}@example.ca`,
  date: (rng) =>
    `20${rng.int(20, 35)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
  'date-time': (rng) => `20${rng.int(20, 35)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}T0${rng.int(0, 9)}:30:00Z`,
  uri: (rng) => `https://example.ca/${rng.int(1, 1e6)}`,
  uuid: () => '7d4d3f0e-5f1e-4c4f-9a53-8c1f1b0d2a11',
  password: (rng) => `Fuzz#${rng.int(1e5, 1e6)}aA`,
};

export function typesOf(schema: JsonObject): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (isObject(schema.properties)) return ['object'];
  if (isObject(schema.items)) return ['array'];
  return [];
}

/** A random value meant to be valid for `schema`; checked by the caller, which falls back to the examples. */
export function generate(schema: unknown, rng: Random, ctx: GenContext, name = '', depth = 0): unknown {
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

export interface GenContext {
  pool: IdPool;
  resource: string;
}

/** A valid value of the schema: a random one when it validates, else the contract's example. */
export function validValue(schema: JsonObject, rng: Random, ctx: GenContext, name = ''): unknown {
  const validate = validatorOf(schema);
  for (let attempt = 0; attempt < 3; attempt++) {
    const value = generate(schema, rng, ctx, name);
    if (value !== undefined && validate(structuredClone(value))) return value;
  }
  return sampleOf(schema);
}
