// The bundled contract (openapi/dist/openapi.json) and what the server reads from it: operations with their
// `x-roles`, `x-owner` and `x-allowed` rules. The server bundles the contract itself when the bundle is missing or older than a
// file of openapi/, so `npm run dev` picks up contract edits on restart.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SessionRole, sessionRoles } from '@portal/sdk/roles';

export const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const openapiDir = path.join(repoDir, 'openapi');
export const bundlePath = path.join(openapiDir, 'dist', 'openapi.json');
/** Where the contract's operations are served (its `servers` url). */
export const apiPrefix = '/api';

/** A JSON object of the contract; kept loose on purpose: the server only walks it. */
export type JsonObject = { [key: string]: unknown };
export interface OpenApiDocument extends JsonObject {
  openapi: string;
  paths?: Record<string, JsonObject>;
}

// The session roles are the contract's SessionRole enum, shared with the portal through the SDK.
export { type SessionRole, sessionRoles };

export const ownerRuleNames = [
  'self',
  'ownerProfile',
  'property',
  'propertyListing',
  'propertyListingImage',
  'document',
  'strataProperty',
  'strataDocument',
  'strataUnit',
  'strataUnitPrimary',
  'strataUnitDocument',
  'strataOwner',
  'preAuthorizedDebit',
  'monthlyPayment',
  'manageableAccount',
  'serviceRequest',
  'serviceRequestAttachment',
  'selfOrManageable',
  'notification',
] as const;
export type OwnerRuleName = (typeof ownerRuleNames)[number];

/** Where an `x-owner` rule reads the record's id: `path.id`, `query.email`, `body.strataUnitId`, `body.user.id`. */
export interface OwnerRule {
  rule: OwnerRuleName;
  source: 'path' | 'query' | 'body';
  key: string[];
  /** `optional: true`: a request without the value passes (the rule checks the value only when one is sent). */
  optional: boolean;
}

/**
 * An `x-allowed` rule: a role may send only these values of one parameter or body field (`query.rolesList`,
 * `query.archived`, `body.type`); any other value is answered 403 with `message`, in which `{value}` names the value
 * refused. A request that does not send the field passes (its default is then what the handler uses).
 */
export interface ValueRule {
  source: 'path' | 'query' | 'body';
  key: string[];
  values: string[];
  message: string;
}

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
  /** The request body's media types, and whether a body is required; null when the operation takes none. */
  requestBody: { required: boolean; mediaTypes: string[] } | null;
  /**
   * For a list that also answers `text/csv`: its CSV columns, the scalar fields of its JSON items in the schema's
   * order; null for every other operation.
   */
  csvColumns: string[] | null;
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Bundles openapi/openapi.yaml into openapi/dist/openapi.json when the bundle is missing or stale. */
export function ensureBundledContract(): string {
  const bundleTime = fs.existsSync(bundlePath) ? fs.statSync(bundlePath).mtimeMs : 0;
  if (bundleTime >= newestMtime(openapiDir)) return bundlePath;
  const require = createRequire(path.join(openapiDir, 'package.json'));
  const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
  // Bundle to a private file, then rename: parallel test workers and a running server may bundle at once.
  const tmp = path.join(openapiDir, 'dist', `openapi.${process.pid}.${Date.now()}.json`);
  fs.mkdirSync(path.dirname(tmp), { recursive: true });
  try {
    execFileSync(process.execPath, [cli, 'bundle', 'openapi.yaml', '--output', tmp, '--ext', 'json'], {
      cwd: openapiDir,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    fs.renameSync(tmp, bundlePath);
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    const stderr = isObject(error) && Buffer.isBuffer(error.stderr) ? error.stderr.toString() : String(error);
    throw new Error(`Could not bundle the contract (openapi/openapi.yaml):\n${stderr}`);
  }
  return bundlePath;
}

export function loadContract(file = ensureBundledContract()): OpenApiDocument {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isObject(parsed) || typeof parsed.openapi !== 'string')
    throw new Error(`${file} is not an OpenAPI document`);
  return parsed as OpenApiDocument;
}

function parseOwnerRule(operationId: string, role: string, value: unknown): OwnerRule {
  if (!isObject(value) || typeof value.rule !== 'string' || typeof value.from !== 'string') {
    throw new Error(`${operationId}: x-owner.${role} must be { rule, from }`);
  }
  const rule = value.rule;
  if (!(ownerRuleNames as readonly string[]).includes(rule)) {
    throw new Error(`${operationId}: unknown x-owner rule "${rule}"`);
  }
  const [source, ...key] = value.from.split('.');
  if ((source !== 'path' && source !== 'query' && source !== 'body') || key.length === 0) {
    throw new Error(`${operationId}: x-owner.${role}.from must be path.<name>, query.<name> or body.<field>`);
  }
  if (value.optional !== undefined && typeof value.optional !== 'boolean') {
    throw new Error(`${operationId}: x-owner.${role}.optional must be true or false`);
  }
  return { rule: rule as OwnerRuleName, source, key, optional: value.optional === true };
}

function parseValueRule(operationId: string, role: string, value: unknown): ValueRule {
  const where = `${operationId}: x-allowed.${role}`;
  if (
    !isObject(value) ||
    typeof value.from !== 'string' ||
    !Array.isArray(value.values) ||
    typeof value.message !== 'string'
  ) {
    throw new Error(`${where} must be { from, values, message }`);
  }
  const [source, ...key] = value.from.split('.');
  if ((source !== 'path' && source !== 'query' && source !== 'body') || key.length === 0) {
    throw new Error(`${where}.from must be path.<name>, query.<name> or body.<field>`);
  }
  return { source, key, values: value.values.map(String), message: value.message };
}

/** Follows a local `$ref` (`#/components/...`) of the bundled document. */
export function resolveRef(contract: OpenApiDocument, node: unknown): JsonObject | null {
  let current = node;
  for (let depth = 0; depth < 10 && isObject(current) && typeof current.$ref === 'string'; depth++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) return null;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((parent, key) => (isObject(parent) ? parent[key] : undefined), contract);
  }
  return isObject(current) ? current : null;
}

const scalarTypes = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** The scalar fields of the JSON array items of a 200 that also offers text/csv; null when there is none. */
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
      const types = [resolved?.type].flat();
      return types.length > 0 && types.every((t) => typeof t === 'string' && scalarTypes.has(t));
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
      const owner: Partial<Record<SessionRole, OwnerRule>> = {};
      if (isObject(op['x-owner'])) {
        for (const [role, value] of Object.entries(op['x-owner'])) {
          if (!(sessionRoles as readonly string[]).includes(role)) {
            throw new Error(`${operationId}: unknown role "${role}" in x-owner`);
          }
          owner[role as SessionRole] = parseOwnerRule(operationId, role, value);
        }
      }
      const allowed: Partial<Record<SessionRole, ValueRule>> = {};
      if (isObject(op['x-allowed'])) {
        for (const [role, value] of Object.entries(op['x-allowed'])) {
          if (!roles.includes(role as SessionRole)) {
            throw new Error(`${operationId}: x-allowed for "${role}", which is not in x-roles`);
          }
          allowed[role as SessionRole] = parseValueRule(operationId, role, value);
        }
      }
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
