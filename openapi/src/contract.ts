// The contract as every reader of it takes it, the server, the conformance kit and the tests alike: the bundled
// document (bundled again when a source file is newer), its local `$ref`s followed or inlined, and the rules of its
// `x-owner` and `x-allowed` annotations parsed and checked. `x-roles` are the contract's SessionRole names.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const openapiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bundlePath = path.join(openapiDir, 'dist', 'openapi.json');

/** A JSON object of the contract; kept loose on purpose: its readers walk it. */
export type JsonObject = { [key: string]: unknown };
export interface OpenApiDocument extends JsonObject {
  openapi: string;
  paths: Record<string, JsonObject>;
  components?: Record<string, Record<string, unknown>>;
  servers?: { url: string }[];
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The names an `x-owner` rule may take; the server implements each (mock-server/src/auth/owner-rules.ts). */
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
  'announcement',
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

/** The bundled contract, bundled first when it is missing or older than a file of openapi/. */
export function loadContract(file = ensureBundledContract()): OpenApiDocument {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isObject(parsed) || typeof parsed.openapi !== 'string' || !isObject(parsed.paths))
    throw new Error(`${file} is not an OpenAPI document`);
  return parsed as OpenApiDocument;
}

/** The parsed `x-owner` and `x-allowed` of one operation, keyed by role (the roles are checked by the caller). */
export function accessRules(
  operationId: string,
  op: JsonObject,
): { owner: Record<string, OwnerRule>; allowed: Record<string, ValueRule> } {
  const owner: Record<string, OwnerRule> = {};
  for (const [role, value] of Object.entries(isObject(op['x-owner']) ? op['x-owner'] : {})) {
    owner[role] = parseOwnerRule(operationId, role, value);
  }
  const allowed: Record<string, ValueRule> = {};
  for (const [role, value] of Object.entries(isObject(op['x-allowed']) ? op['x-allowed'] : {})) {
    allowed[role] = parseValueRule(operationId, role, value);
  }
  return { owner, allowed };
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
