// What the server reads from the contract (loaded, bundled when stale, and its rules parsed by @portal/openapi's one
// module, shared with the conformance kit and the tests): each operation with its `x-roles`, `x-owner` and
// `x-allowed` rules typed by session role, its body's media types and its CSV columns. The server bundles the
// contract when the bundle is older than a file of openapi/, so `npm run dev` picks up contract edits on restart.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  accessRules,
  isObject,
  type JsonObject,
  type OpenApiDocument,
  type OwnerRule,
  resolveRef,
  type ValueRule,
} from '@portal/openapi/contract';
import { type SessionRole, sessionRoles } from '@portal/sdk/roles';

export const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the contract's operations are served (its `servers` url). */
export const apiPrefix = '/api';

export {
  bundlePath,
  ensureBundledContract,
  type JsonObject,
  loadContract,
  type OpenApiDocument,
  type OwnerRule,
  type OwnerRuleName,
  ownerRuleNames,
  resolveRef,
  type ValueRule,
} from '@portal/openapi/contract';

// The session roles are the contract's SessionRole enum, shared with the portal through the SDK.
export { type SessionRole, sessionRoles };

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  /** Session roles that may call it; empty when public. */
  roles: SessionRole[];
  isPublic: boolean;
  /** Per role, the rule a caller of that role must pass (roles absent here reach every record). */
  owner: Partial<Record<SessionRole, OwnerRule>>;
  /** Per role, the values of a parameter it may send (`x-allowed`); roles absent here may send any valid value. */
  allowed: Partial<Record<SessionRole, ValueRule>>;
  tags: string[];
  /** `x-enrolment: true`: the enrolment token of POST /auth is accepted (the only operations it is). */
  enrolment: boolean;
  /**
   * Whether a call counts as the person's activity for the session's idle limit: all but those marked
   * `x-activity: false` (the bell's count, which a page left open asks every minute).
   */
  activity: boolean;
  /**
   * `x-audited-read: true`: a read the audit trail records (a staff read of banking details or of a person's file).
   * The trail records every other call that is not a GET, and every CSV export, without a mark.
   */
  auditedRead: boolean;
  /** The request body's media types, and whether a body is required; null when the operation takes none. */
  requestBody: { required: boolean; mediaTypes: string[] } | null;
  /**
   * For a list that also answers `text/csv`: its CSV columns, the scalar fields of its JSON items (and lists of
   * scalars, one cell each) in the schema's order; null for every other operation.
   */
  csvColumns: string[] | null;
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

const scalarTypes = new Set(['string', 'number', 'integer', 'boolean', 'null']);

const isScalar = (contract: OpenApiDocument, schema: unknown): boolean => {
  const types = [resolveRef(contract, schema)?.type].flat();
  return types.length > 0 && types.every((t) => typeof t === 'string' && scalarTypes.has(t));
};

/**
 * The scalar fields (and lists of scalars) of the JSON array items of a 200 that also offers text/csv; null when
 * there is none.
 */
function csvColumnsOf(contract: OpenApiDocument, op: JsonObject): string[] | null {
  const ok = resolveRef(contract, isObject(op.responses) ? op.responses['200'] : undefined);
  const content = ok && isObject(ok.content) ? ok.content : null;
  if (!content?.['text/csv'] || !isObject(content['application/json'])) return null;
  const list = resolveRef(contract, content['application/json'].schema);
  const item = resolveRef(contract, list?.items);
  if (!item || !isObject(item.properties)) return null;
  return Object.entries(item.properties)
    .filter(([, schema]) => {
      const resolved = resolveRef(contract, schema);
      return (
        isScalar(contract, resolved) || (resolved?.type === 'array' && isScalar(contract, resolved.items))
      );
    })
    .map(([name]) => name);
}

/** Every operation of the contract, keyed by operationId, with its authorization vocabulary parsed and checked. */
export function contractOperations(contract: OpenApiDocument): Map<string, ContractOperation> {
  const operations = new Map<string, ContractOperation>();
  const rootSecurity = contract.security;
  for (const [opPath, pathItem] of Object.entries(contract.paths ?? {})) {
    for (const [method, op] of Object.entries(pathItem)) {
      if (!httpMethods.has(method) || !isObject(op)) continue;
      const operationId = typeof op.operationId === 'string' ? op.operationId : `${method} ${opPath}`;
      const rawRoles = Array.isArray(op['x-roles']) ? op['x-roles'].map(String) : [];
      const security = op.security ?? rootSecurity;
      const isPublic = rawRoles.includes('public') || (Array.isArray(security) && security.length === 0);
      const roles: SessionRole[] = [];
      for (const role of rawRoles) {
        if (role === 'public') continue;
        if (!(sessionRoles as readonly string[]).includes(role)) {
          throw new Error(`${operationId}: unknown role "${role}" in x-roles`);
        }
        roles.push(role as SessionRole);
      }
      const rules = accessRules(operationId, op);
      for (const role of Object.keys(rules.owner)) {
        if (!(sessionRoles as readonly string[]).includes(role)) {
          throw new Error(`${operationId}: unknown role "${role}" in x-owner`);
        }
      }
      for (const role of Object.keys(rules.allowed)) {
        if (!roles.includes(role as SessionRole)) {
          throw new Error(`${operationId}: x-allowed for "${role}", which is not in x-roles`);
        }
      }
      const owner = rules.owner as Partial<Record<SessionRole, OwnerRule>>;
      const allowed = rules.allowed as Partial<Record<SessionRole, ValueRule>>;
      const tags = Array.isArray(op.tags) ? op.tags.map(String) : [];
      const body = resolveRef(contract, op.requestBody);
      const requestBody =
        body && isObject(body.content)
          ? { required: body.required === true, mediaTypes: Object.keys(body.content) }
          : null;
      operations.set(operationId, {
        operationId,
        method: method.toUpperCase(),
        path: opPath,
        roles,
        isPublic,
        owner,
        allowed,
        tags,
        enrolment: op['x-enrolment'] === true,
        activity: op['x-activity'] !== false,
        auditedRead: op['x-audited-read'] === true,
        requestBody,
        csvColumns: csvColumnsOf(contract, op),
      });
    }
  }
  return operations;
}

const annotationKeys = new Set(['description', 'summary', 'title', 'examples', 'example', '$comment']);

/**
 * The document as the server validates with it:
 * - a `$ref` with validating siblings (`default`, `x-messages`…) becomes `allOf: [{ $ref }]` beside them. OpenAPI
 *   3.1 (JSON Schema 2020-12) applies a `$ref`'s siblings, but the reference resolver fastify-openapi-glue uses
 *   replaces the whole object by its target and would drop them;
 * - a property both required and given a `default` loses the default: Ajv would fill it in before checking
 *   `required`, and a required field must be sent.
 */
export function refSiblingsAsAllOf<T>(node: T): T {
  if (Array.isArray(node)) return node.map((item) => refSiblingsAsAllOf(item)) as T;
  if (!isObject(node)) return node;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(node)) copy[key] = refSiblingsAsAllOf(value);
  if (Array.isArray(copy.required) && isObject(copy.properties)) {
    for (const name of copy.required) {
      const property = copy.properties[String(name)];
      if (isObject(property) && 'default' in property) delete property.default;
    }
  }
  const { $ref, ...siblings } = copy;
  if (typeof $ref !== 'string' || Object.keys(siblings).every((key) => annotationKeys.has(key)))
    return copy as T;
  return { allOf: [{ $ref }], ...siblings } as T;
}
