// Request validation from the contract's schemas, and the 400 message that names the failing field.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { badRequest } from '../errors.ts';

/** OpenAPI's formats that JSON Schema does not define: annotations only (a multipart file is a stream, not JSON). */
export const openapiFormats = {
  binary: true,
  byte: /^[A-Za-z0-9+/]*={0,2}$/,
  int32: true,
  int64: true,
  float: true,
  double: true,
  password: true,
} as const;

/** The id fastify-openapi-glue gives schemas with recursive references; not a real identifier. */
const glueSchemaId = 'http://example.com/fastifySchema';

export function createAjv(options: { coerce: boolean }): Ajv {
  const ajv = new Ajv({
    // Path and query values arrive as strings; JSON bodies must carry the right types.
    coerceTypes: options.coerce ? 'array' : false,
    useDefaults: true,
    // A field the schema does not allow (additionalProperties: false) is refused with 400 naming it, not dropped.
    removeAdditional: false,
    // One error per request: enough to name the field, and no cost amplification from hostile input.
    allErrors: false,
    // OpenAPI's annotation keywords (example, discriminator, xml, x-enum-labels, x-…) are accepted and ignored.
    strict: false,
    verbose: true,
    formats: { ...openapiFormats },
  });
  addFormats(ajv);
  // Money: "a whole number or one with up to 2 decimals" (openapi Money.yaml). Compared through the decimal text, as
  // `multipleOf: 0.01` would reject ordinary amounts such as 19.99 in floating point.
  // Text a person must fill in (minLength ≥ 1) is not blank either: whitespace alone would be trimmed to "".
  ajv.addKeyword({
    keyword: notBlank,
    type: 'string',
    schemaType: 'boolean',
    validate: (on: boolean, data: string) => !on || /\S/.test(data),
  });
  ajv.addKeyword({
    keyword: 'x-decimal-places',
    type: 'number',
    schemaType: 'number',
    validate: (places: number, data: number) => Number(data.toFixed(places)) === data,
  });
  return ajv;
}

const notBlank = 'x-not-blank';

function isStringSchema(schema: Record<string, unknown>): boolean {
  return schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
}

/**
 * Marks every string schema with `minLength` ≥ 1 (and no format, which already refuses blanks) `x-not-blank`, in
 * place: the contract's "cannot be empty" then also refuses text that is only whitespace. Recursive schemas are
 * walked once.
 */
export function markNotBlank(schema: unknown, seen = new WeakSet<object>()): void {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
  seen.add(schema);
  if (Array.isArray(schema)) {
    for (const item of schema) markNotBlank(item, seen);
    return;
  }
  const record = schema as Record<string, unknown>;
  if (
    isStringSchema(record) &&
    typeof record.minLength === 'number' &&
    record.minLength >= 1 &&
    record.format === undefined &&
    record.enum === undefined
  ) {
    record[notBlank] = true;
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== 'x-messages' && key !== 'example' && key !== 'examples') markNotBlank(value, seen);
  }
}

/** A NUL character or a UTF-16 surrogate without its pair: no database stores them as text. */
const unstorableText = /\0|\p{Cs}/u;

export const unstorableTextMessage = (field: string) =>
  `${field} contains a character that is not allowed (NUL or an unpaired UTF-16 surrogate).`;

/**
 * The dotted path of the first string (or object key) in `value` that holds NUL or a lone surrogate, if any. Walked
 * with a stack of its own, not by recursion: a JSON body nested thousands deep would overflow the call stack (500).
 */
export function unstorableTextField(value: unknown, path: string[] = []): string | undefined {
  interface Node {
    value: unknown;
    key: string | null;
    parent: Node | null;
  }
  const pathOf = (node: Node): string => {
    const keys: string[] = [];
    for (let at: Node | null = node; at && at.key !== null; at = at.parent) keys.push(at.key);
    return [...path, ...keys.reverse()].join('.') || 'body';
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.key !== null && unstorableText.test(node.key)) return pathOf(node);
    if (typeof node.value === 'string') {
      if (unstorableText.test(node.value)) return pathOf(node);
      continue;
    }
    if (typeof node.value !== 'object' || node.value === null) continue;
    const entries = Object.entries(node.value);
    // Reversed, so the first entry is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string, unknown];
      stack.push({ value: item, key, parent: node });
    }
  }
  return undefined;
}

/** An integer as a path or query value: decimal digits, no sign but an optional minus, no leading zero. */
export const canonicalInteger = /^(0|-?[1-9][0-9]*)$/;

/** Compiles a schema already marked (markNotBlank), without the id fastify-openapi-glue gives recursive ones. */
function compile(ajv: Ajv, schema: unknown): ValidateFunction {
  if (typeof schema === 'object' && schema !== null && '$id' in schema && schema.$id === glueSchemaId) {
    const { $id: _glueId, ...rest } = schema;
    return ajv.compile(rest);
  }
  return ajv.compile(schema as object);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * JSON bodies decoded as strict UTF-8: Fastify's own parser decodes leniently, so bytes that are not UTF-8 (text in
 * Latin-1 or Windows-1252, a truncated character) would be stored as U+FFFD, the text changed silently. Such a body
 * is refused with 400; every other one goes to Fastify's parser (prototype poisoning refused, as before).
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(badRequest('The request body is not valid UTF-8 text.'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * Form bodies (a mail program's one-click unsubscribe, RFC 8058, posts `List-Unsubscribe=One-Click`): parsed as
 * URL-encoded pairs; the contract's schema of the operation validates them as it does JSON.
 */
export function installFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

/**
 * The validators of this process, one per schema text and part, and the two Ajv instances that compiled them: a
 * process that builds several apps from one contract (the server tests build one per file) compiles each schema once
 * (about 0.7 s of each app's start). A schema whose text cannot be written out (a cycle) is compiled each time.
 */
const compiled = new Map<string, ValidateFunction>();
let ajvOf: { body: Ajv; params: Ajv } | undefined;

export function installValidators(app: FastifyInstance): void {
  ajvOf ??= { body: createAjv({ coerce: false }), params: createAjv({ coerce: true }) };
  const ajvs = ajvOf;
  const compiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
    const part = httpPart === 'body' ? 'body' : 'params';
    markNotBlank(schema);
    let key: string;
    try {
      key = `${part} ${JSON.stringify(schema)}`;
    } catch {
      return compile(ajvs[part], schema);
    }
    let validate = compiled.get(key);
    if (!validate) {
      validate = compile(ajvs[part], schema);
      compiled.set(key, validate);
    }
    return validate;
  };
  app.setValidatorCompiler(compiler);
}

const formatNames: Record<string, string> = {
  email: 'a valid email address',
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'a date and time',
  uri: 'a valid URL',
  uuid: 'a valid id',
};

function quantity(n: unknown, unit: string): string {
  return `${String(n)} ${unit}${n === 1 ? '' : 's'}`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** The user-facing sentence for one Ajv error, after the field's name. */
function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'type': {
      const types = String(params.type).split(',');
      return `must be ${types.map(article).join(' or ')}`;
    }
    case 'format':
      return `must be ${formatNames[String(params.format)] ?? `a valid ${String(params.format)}`}`;
    case 'pattern':
      return 'is not in the expected format';
    case notBlank:
      return 'cannot be blank';
    case 'minLength':
      return params.limit === 1
        ? 'cannot be blank'
        : `must be at least ${quantity(params.limit, 'character')}`;
    case 'maxLength':
      return `must be at most ${quantity(params.limit, 'character')}`;
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return `must be ${String(params.comparison)} ${String(params.limit)}`;
    case 'x-decimal-places':
      return error.schema === 0
        ? 'must be a whole number'
        : `must be a whole number or have at most ${String(error.schema)} decimals`;
    case 'multipleOf':
      return params.multipleOf === 0.01
        ? 'must be a whole number or have at most 2 decimals'
        : `must be a multiple of ${String(params.multipleOf)}`;
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map(String).join(', ') : '';
      return `must be one of: ${allowed}`;
    }
    case 'minItems':
      return `must have at least ${quantity(params.limit, 'item')}`;
    case 'maxItems':
      return `must have at most ${quantity(params.limit, 'item')}`;
    case 'additionalProperties':
      return 'is not an accepted field';
    default:
      return error.message ?? 'is not valid';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The sentence the failing field's `x-messages` gives for the rule broken, if any. */
function specMessage(error: ErrorObject): string | undefined {
  const params = error.params as Record<string, unknown>;
  let fieldSchema: unknown = error.parentSchema;
  if (error.keyword === 'required' && isRecord(error.parentSchema?.properties)) {
    fieldSchema = error.parentSchema.properties[String(params.missingProperty)];
  }
  if (!isRecord(fieldSchema) || !isRecord(fieldSchema['x-messages'])) return undefined;
  const messages = fieldSchema['x-messages'];
  const message =
    error.keyword === notBlank
      ? (messages.required ?? messages.minLength ?? messages.default)
      : (messages[error.keyword] ?? messages.default);
  return typeof message === 'string' ? message : undefined;
}

const contextNames: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The path',
  headers: 'The headers',
};

/**
 * `{ message, field }` for a validation failure: the field is the dotted path of the failing value (`postal`,
 * `user.email`, `items.0.price`). A field's schema may carry the spec's own sentences in `x-messages`, keyed by the
 * rule broken (`required`, `pattern`, `minLength`, … or `default`): `x-messages: { required: This field is required,
 * pattern: Invalid street address }`; the message is then exactly that sentence.
 */
export function validationProblem(
  errors: ErrorObject[],
  context: string,
): { message: string; field?: string } {
  const error = errors[0];
  if (!error) return { message: `${contextNames[context] ?? 'The request'} is not valid.` };
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    segments.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
  }
  const field = segments.join('.');
  const custom = specMessage(error);
  if (!field) {
    const what = contextNames[context] ?? 'The request';
    return { message: `${what} ${describe(error)}.` };
  }
  if (custom) return { message: custom, field };
  return { message: `${field} ${describe(error)}.`, field };
}

/**
 * String.prototype.trim without U+FEFF: trim counts the byte-order mark as white space, so a text beginning with one
 * lost it. Text is kept byte for byte apart from the spaces around it.
 */
export const trimSpace = (text: string): string => text.replace(/^[^\S\uFEFF]+|[^\S\uFEFF]+$/g, '');
