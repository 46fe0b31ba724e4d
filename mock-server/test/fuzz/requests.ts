import type { JsonObject } from '../../src/contract.ts';
import { isObject } from '../fixtures/contract-requests.ts';
import type { FuzzOperation } from './operations.ts';
import type { Random } from './random.ts';
import { type GenContext, type IdPool, typesOf, validValue } from './values.ts';

// ------------------------------------------------------------------ requests

import {
  anyMutations,
  badIds,
  badJsonValues,
  type FuzzRequest,
  fileFor,
  jsonMutations,
  multipart,
  multipartMutations,
  type Part,
  paramMutations,
} from './mutations.ts';
export class RequestMaker {
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
