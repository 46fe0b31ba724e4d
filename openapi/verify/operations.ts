// The operations of the contract as the kit walks them: parameters and bodies dereferenced, who may call them, what
// they answer, which record they act on, and the order the kit calls them in.
import { accessRules, type OwnerRule } from '../src/contract.ts';
import { deref, isObject, type JsonObject, type OpenApiDocument } from './schema.ts';
import {
  idFieldResource,
  ownerRuleResource,
  pathSegmentResource,
  resourceOfSchema,
  runsAfter,
} from './vocabulary.ts';

export const roleNames = [
  'superAdmin',
  'admin',
  'owner',
  'strataAdmin',
  'propertyAdmin',
  'strataUnitOwner',
] as const;
export type RoleName = (typeof roleNames)[number];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonObject;
}

export interface ResponseSpec {
  /** Media type → schema (dereferenced); empty when the answer has no body. */
  content: Record<string, JsonObject>;
  headers: Record<string, { required: boolean; schema: JsonObject }>;
}

export interface Operation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  roles: string[];
  isPublic: boolean;
  /** The contract's `x-owner` rules by role, parsed once by @portal/openapi/contract. */
  owner: Record<string, OwnerRule>;
  parameters: Parameter[];
  jsonBody: JsonObject | null;
  bodyRequired: boolean;
  multipart: { schema: JsonObject; fileType: string } | null;
  responses: Record<string, ResponseSpec>;
  /** The resource a successful answer describes (from the success schema's name), when there is one. */
  produces: string | null;
  /** The resource each id-valued parameter or body field names, by `path.x`, `query.x` or `body.x`. */
  idSources: Record<string, string>;
  /** The record the operation acts on (its first path id, else the body's `id`), for writes. */
  target: string | null;
  kind: 'list' | 'create' | 'upload' | 'action' | 'read' | 'update' | 'archive' | 'restore' | 'delete';
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

export function operationsOf(contract: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!isObject(raw)) continue;
      ops.push(describe(contract, path, method, raw, item));
    }
  }
  return ops;
}

function describe(
  contract: OpenApiDocument,
  path: string,
  method: (typeof METHODS)[number],
  raw: JsonObject,
  item: JsonObject,
): Operation {
  const parameters = [
    ...(Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(raw.parameters) ? raw.parameters : []),
  ]
    .map((p) => deref(contract, p))
    .filter(isObject)
    .map((p) => ({
      name: String(p.name),
      in: p.in as Parameter['in'],
      required: p.required === true,
      schema: isObject(p.schema) ? p.schema : {},
    }));
  const body = deref(contract, raw.requestBody);
  const content = isObject(body) && isObject(body.content) ? body.content : {};
  const json = content['application/json'];
  const form = content['multipart/form-data'];
  const formEncoding = isObject(form) && isObject(form.encoding) ? form.encoding : {};
  const fileEncoding = isObject(formEncoding.file) ? formEncoding.file : {};
  const responses: Record<string, ResponseSpec> = {};
  for (const [code, response] of Object.entries(isObject(raw.responses) ? raw.responses : {})) {
    const r = deref(contract, response);
    if (!isObject(r)) continue;
    const media: Record<string, JsonObject> = {};
    for (const [type, entry] of Object.entries(isObject(r.content) ? r.content : {})) {
      media[type] = isObject(entry) && isObject(entry.schema) ? entry.schema : {};
    }
    const headers: ResponseSpec['headers'] = {};
    for (const [name, header] of Object.entries(isObject(r.headers) ? r.headers : {})) {
      if (!isObject(header)) continue;
      headers[name] = {
        required: header.required === true,
        schema: isObject(header.schema) ? header.schema : {},
      };
    }
    responses[code] = { content: media, headers };
  }
  const roles = Array.isArray(raw['x-roles']) ? raw['x-roles'].map(String) : [];
  const operationId = String(raw.operationId);
  const { owner } = accessRules(operationId, raw);
  const op: Operation = {
    operationId,
    method: method.toUpperCase() as Operation['method'],
    path,
    roles,
    isPublic: roles.includes('public'),
    owner,
    parameters,
    jsonBody: isObject(json) && isObject(json.schema) ? json.schema : null,
    bodyRequired: isObject(body) && body.required === true,
    multipart:
      isObject(form) && isObject(form.schema)
        ? { schema: form.schema, fileType: String(fileEncoding.contentType ?? 'application/octet-stream') }
        : null,
    responses,
    produces: null,
    idSources: {},
    target: null,
    kind: 'read',
  };
  op.produces = producedResource(op);
  op.idSources = idSourcesOf(op);
  const firstPathId = parameters.find((p) => p.in === 'path' && op.idSources[`path.${p.name}`]);
  op.target = firstPathId
    ? (op.idSources[`path.${firstPathId.name}`] ?? null)
    : (op.idSources['body.id'] ?? null);
  op.kind = kindOf(op);
  return op;
}

function successCodes(op: Pick<Operation, 'responses'>): string[] {
  return Object.keys(op.responses).filter((c) => /^2\d\d$/.test(c));
}

function producedResource(op: Operation): string | null {
  for (const code of successCodes(op)) {
    const schema = op.responses[code]?.content['application/json'];
    if (!schema) continue;
    const named = schema.type === 'array' && isObject(schema.items) ? schema.items['x-ref'] : schema['x-ref'];
    if (typeof named === 'string') return resourceOfSchema(named);
  }
  return null;
}

/** Where a rule reads its value, as `path.id` or `body.strataUnitId`. */
export const ruleSource = (rule: OwnerRule) => `${rule.source}.${rule.key.join('.')}`;

/** The owner rule (of any role) that reads the parameter or field `key`. */
function ownerRuleOf(op: Operation, key: string): OwnerRule | undefined {
  return Object.values(op.owner).find((rule) => ruleSource(rule) === key);
}

/** Which resource each id-valued parameter and body field names. */
function idSourcesOf(op: Operation): Record<string, string> {
  const sources: Record<string, string> = {};
  const segments = op.path.split('/').filter(Boolean);
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const key = `${p.in}.${p.name}`;
    const rule = ownerRuleOf(op, key);
    const fromRule = rule ? ownerRuleResource[rule.rule] : undefined;
    if (fromRule) {
      sources[key] = fromRule;
      continue;
    }
    if (p.name === 'id' && p.in === 'path') {
      const index = segments.indexOf('{id}');
      const before = index > 0 ? segments[index - 1] : undefined;
      const resource =
        (before ? pathSegmentResource[before] : undefined) ?? pathSegmentResource[segments[0] ?? ''];
      if (resource) sources[key] = resource;
      continue;
    }
    const byName = idFieldResource[p.name];
    if (byName) sources[key] = byName;
  }
  const bodyProps = op.jsonBody ? propertiesOf(op.jsonBody) : {};
  for (const name of Object.keys(bodyProps)) {
    const key = `body.${name}`;
    const rule = ownerRuleOf(op, key);
    const resource =
      (rule ? ownerRuleResource[rule.rule] : undefined) ??
      (name === 'id' ? pathSegmentResource[segments[0] ?? ''] : idFieldResource[name]);
    if (resource) sources[key] = resource;
  }
  return sources;
}

/** The properties of an object schema, or of the first branch of an anyOf/oneOf/allOf. */
export function propertiesOf(schema: JsonObject): Record<string, JsonObject> {
  if (isObject(schema.properties)) return schema.properties as Record<string, JsonObject>;
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      const merged: Record<string, JsonObject> = {};
      for (const branch of branches) if (isObject(branch)) Object.assign(merged, propertiesOf(branch));
      return merged;
    }
  }
  return {};
}

function kindOf(op: Operation): Operation['kind'] {
  const id = op.operationId;
  const hasPathParam = op.parameters.some((p) => p.in === 'path');
  // A DELETE of a part of a record (its path goes on past the record's id: /user/{id}/secondFactors) changes the
  // record; it does not remove it.
  if (op.method === 'DELETE' && /\}\/[^/{}]+$/.test(op.path)) return 'update';
  if (op.method === 'DELETE' || /^delete/.test(id)) return 'delete';
  if (/^(archive|remove)/.test(id)) return 'archive';
  if (/^restore/.test(id)) return 'restore';
  if (/^upload/.test(id) && op.method !== 'POST') return 'upload';
  if (op.method === 'GET') return hasPathParam ? 'read' : 'list';
  if (op.method === 'POST' && successCodes(op).includes('201') && !op.isPublic) return 'create';
  if (op.method === 'POST') return 'action';
  return 'update';
}

/** Whether the operation needs a record of `resource` (a path id, a required query or body id). */
function needs(op: Operation, key: string): boolean {
  return (
    key.startsWith('path.') ||
    op.parameters.some((p) => `${p.in}.${p.name}` === key && p.required) ||
    (key.startsWith('body.') && requiredFields(op.jsonBody).includes(key.slice(5)))
  );
}

/**
 * How deep each create or action stands in the creation chain: one more than the deepest operation that creates
 * a record it needs, or that the vocabulary says it follows.
 */
export function creationDepths(ops: Operation[]): Map<string, number> {
  const creators = (resource: string) => ops.filter((o) => o.kind === 'create' && o.produces === resource);
  const depths = new Map<string, number>();
  const depth = (op: Operation, seen: string[]): number => {
    const known = depths.get(op.operationId);
    if (known !== undefined) return known;
    if (seen.includes(op.operationId)) return 0;
    const path = [...seen, op.operationId];
    const before = [
      ...Object.entries(op.idSources)
        .filter(([key]) => needs(op, key))
        .flatMap(([, resource]) => creators(resource)),
      ...(runsAfter[op.operationId] ?? []).flatMap((id) => ops.filter((o) => o.operationId === id)),
    ];
    const d = before.length === 0 ? 0 : 1 + Math.max(...before.map((o) => depth(o, path)));
    depths.set(op.operationId, d);
    return d;
  };
  for (const op of ops) depth(op, []);
  return depths;
}

export function requiredFields(schema: JsonObject | null): string[] {
  if (!schema) return [];
  if (Array.isArray(schema.required)) return schema.required.map(String);
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const branches = schema[key];
    if (Array.isArray(branches) && isObject(branches[0])) return requiredFields(branches[0]);
  }
  return [];
}

const phase: Record<Operation['kind'], number> = {
  list: 1,
  create: 2,
  action: 2,
  upload: 3,
  read: 4,
  update: 5,
  archive: 6,
  restore: 7,
  delete: 8,
};

/**
 * The order the kit calls operations in: lists (to find records); creates and actions, each after what it needs;
 * uploads, reads, updates, archives, restores; deletes, children before parents; the contract's order otherwise.
 */
export function callOrder(ops: Operation[]): Operation[] {
  const depths = creationDepths(ops);
  // What a delete removes: the records its path's first segment names (a unit's invitations), else its target.
  const removed = (op: Operation) => pathSegmentResource[op.path.split('/')[1] ?? ''] ?? op.target;
  const targetDepth = (op: Operation) =>
    Math.max(
      0,
      ...ops
        .filter((o) => o.kind === 'create' && o.produces === removed(op))
        .map((o) => depths.get(o.operationId) ?? 0),
    );
  return ops
    .map((op, index) => ({ op, index }))
    .sort((a, b) => {
      const byPhase = phase[a.op.kind] - phase[b.op.kind];
      if (byPhase !== 0) return byPhase;
      if (phase[a.op.kind] === 2) {
        return (depths.get(a.op.operationId) ?? 0) - (depths.get(b.op.operationId) ?? 0) || a.index - b.index;
      }
      if (a.op.kind === 'delete') return targetDepth(b.op) - targetDepth(a.op) || a.index - b.index;
      return a.index - b.index;
    })
    .map(({ op }) => op);
}
