// The conformance kit: signs in as each role, calls every operation of the contract against a live server with
// requests built from the contract (a valid one, the invalid ones the contract says are refused, and callers the
// operation's `x-roles` exclude), checks each answer's status, headers and body against the contract, and removes
// what it created.
import {
  callOrder,
  type Operation,
  operationsOf,
  type Parameter,
  propertiesOf,
  type RoleName,
  requiredFields,
  roleNames,
} from './operations.ts';
import {
  type Recipe,
  type RecipeResult,
  recipes,
  Skip,
  tinyCsv,
  tinyPdf,
  tinyPng,
  uniqueValue,
} from './recipes.ts';
import {
  isObject,
  type JsonObject,
  loadContract,
  type OpenApiDocument,
  sampleOf,
  schemaProblems,
  validatorOf,
  wrongTypeOf,
} from './schema.ts';
import { alternateIdFields, idFieldResource, pathSegmentResource } from './vocabulary.ts';

export interface Account {
  username: string;
  password: string;
  portal: string;
}
export type Accounts = Partial<Record<RoleName, Account>>;

/** The demo accounts every seeded server has (README "Demo accounts"), one per role. */
export const demoAccounts: Accounts = {
  superAdmin: { username: 'superadmin', password: 'Portal#2026', portal: 'residential' },
  admin: { username: 'admin', password: 'Portal#2026', portal: 'residential' },
  owner: { username: 'owner', password: 'Portal#2026', portal: 'residential' },
  strataAdmin: { username: 'strataadmin', password: 'Portal#2026', portal: 'strata' },
  propertyAdmin: { username: 'BCS1234', password: 'Portal#2026', portal: 'strata' },
  strataUnitOwner: { username: 'unitowner', password: 'Portal#2026', portal: 'strata' },
};

export interface VerifyOptions {
  /** The server's origin (`http://localhost:3000`); the contract's server path (`/api`) is added unless present. */
  baseUrl: string;
  accounts?: Accounts;
  /** Only these operationIds (the kit still calls what they need first, without reporting it). */
  only?: string[];
  contract?: OpenApiDocument;
  /** The path the operations sit under on the server; default the contract's first server URL (`/api`). */
  serverPath?: string;
  /** Called as each operation's result is known. */
  onResult?: (result: OperationResult) => void;
}

export interface Check {
  name: string;
  ok: boolean;
  /** The request as sent: method, URL, caller, body. */
  request: string;
  /** What the contract expects and what came back, on failure. */
  difference: string[];
}

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  outcome: 'pass' | 'fail' | 'skipped';
  reason?: string;
  checks: Check[];
  durationMs: number;
}

export interface VerifyReport {
  baseUrl: string;
  results: OperationResult[];
  /** Records removed, removals that failed, and records the contract offers no delete or archive for. */
  cleanup: { removed: number; problems: string[]; kept: string[] };
  durationMs: number;
}

interface RecordEntry {
  resource: string;
  id: number | string;
  data: JsonObject;
  created: boolean;
  archived: boolean;
  gone: boolean;
}

export interface Request {
  operation: Operation;
  method: string;
  /** Path with its query, after the server path. */
  url: string;
  headers: Record<string, string>;
  body?: { json: unknown } | { form: { fields: Record<string, string>; file: FileSample | null } };
  as: RoleName | null;
}

export interface FileSample {
  name: string;
  type: string;
  bytes: Uint8Array;
}

interface Answer {
  status: number;
  headers: Headers;
  contentType: string;
  text: string;
  json: unknown;
}

export async function verify(options: VerifyOptions): Promise<VerifyReport> {
  const started = Date.now();
  const contract = options.contract ?? loadContract();
  const run = new Run(contract, options);
  await run.signIn();
  const results: OperationResult[] = [];
  for (const op of callOrder(operationsOf(contract))) {
    const result = await run.operation(op);
    if (options.only && !options.only.includes(op.operationId)) continue;
    results.push(result);
    options.onResult?.(result);
  }
  const cleanup = await run.cleanup();
  return { baseUrl: run.base, results, cleanup, durationMs: Date.now() - started };
}

export class Run {
  readonly base: string;
  readonly ops: Operation[];
  private readonly accounts: Accounts;
  private readonly tokens = new Map<RoleName, string>();
  /** The signed-in user's record per role. */
  readonly sessionUsers = new Map<RoleName, JsonObject>();
  private readonly records: RecordEntry[] = [];
  private readonly skippedOnly = new Set<string>();

  constructor(
    readonly contract: OpenApiDocument,
    readonly options: VerifyOptions,
  ) {
    this.ops = operationsOf(contract);
    this.accounts = options.accounts ?? demoAccounts;
    const serverPath = (options.serverPath ?? contract.servers?.[0]?.url ?? '').replace(/\/+$/, '');
    const base = options.baseUrl.replace(/\/+$/, '');
    this.base = serverPath.startsWith('/') && !base.endsWith(serverPath) ? `${base}${serverPath}` : base;
  }

  // ------------------------------------------------------------------ sign-in

  async signIn(): Promise<void> {
    const op = this.ops.find((o) => o.operationId === 'signIn');
    if (!op) throw new Error('The contract has no signIn operation');
    for (const role of roleNames) {
      const account = this.accounts[role];
      if (!account) continue;
      const answer = await this.send({
        operation: op,
        method: op.method,
        url: op.path,
        headers: {},
        body: { json: { username: account.username, password: account.password, portal: account.portal } },
        as: null,
      });
      const body = answer.json;
      if (answer.status !== 200 || !isObject(body) || typeof body.token !== 'string') {
        throw new Error(
          `Signing in as ${role} (${account.username}) failed: ${answer.status} ${answer.text.slice(0, 200)}`,
        );
      }
      this.tokens.set(role, body.token);
      if (isObject(body.user)) this.sessionUsers.set(role, body.user);
    }
  }

  // ------------------------------------------------------------------ records

  remember(resource: string, data: JsonObject, created: boolean, archived = false): void {
    // A record without an id of its own (a unit's user link) is known by its content.
    const id =
      data.id ?? alternateIdFields.map((f) => data[f]).find((v) => v !== undefined) ?? JSON.stringify(data);
    if (typeof id !== 'number' && typeof id !== 'string') return;
    const existing = this.records.find((r) => r.resource === resource && r.id === id);
    if (existing) {
      existing.data = { ...existing.data, ...data };
      existing.archived = archived;
      return;
    }
    this.records.push({ resource, id, data, created, archived, gone: false });
  }

  /** The record of `resource` the kit uses: the first it created, else (unless `createdOnly`) one it found. */
  pick(resource: string, createdOnly = false): RecordEntry | undefined {
    const live = this.records.filter((r) => r.resource === resource && !r.gone);
    const created = live.filter((r) => r.created);
    if (created.length > 0) return created[0];
    if (createdOnly) return undefined;
    return live.find((r) => !r.archived) ?? live[0];
  }

  /** A record of `resource` the kit found or made that `test` accepts. */
  find(resource: string, test: (data: JsonObject) => boolean): RecordEntry | undefined {
    return this.records.find((r) => r.resource === resource && !r.gone && test(r.data));
  }

  /**
   * Calls an operation to make a record another request needs (a building's login before the building), outside the
   * report; answers the created record or throws Skip.
   */
  async prepare(operationId: string, given: RecipeResult): Promise<JsonObject> {
    const op = this.ops.find((o) => o.operationId === operationId);
    if (!op) throw new Skip(`the contract has no ${operationId} operation`);
    const request = await this.validRequest(op, given);
    const answer = await this.send(request);
    if (answer.status < 200 || answer.status >= 300 || !isObject(answer.json)) {
      throw new Skip(`preparing with ${operationId} failed: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    this.learn(op, request, answer);
    return answer.json;
  }

  // ------------------------------------------------------------------ one operation

  async operation(op: Operation): Promise<OperationResult> {
    const started = Date.now();
    const result: OperationResult = {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      outcome: 'pass',
      checks: [],
      durationMs: 0,
    };
    const finish = () => {
      result.durationMs = Date.now() - started;
      if (result.outcome !== 'skipped' && result.checks.some((c) => !c.ok)) result.outcome = 'fail';
      return result;
    };
    let valid: Request;
    try {
      valid = await this.validRequest(op);
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      result.outcome = 'skipped';
      result.reason = error.message;
      this.skippedOnly.add(op.operationId);
      return finish();
    }

    // Callers the contract excludes, and requests the contract says are refused (a required field left out or of
    // the wrong type, no body, a required query parameter left out), before the valid call (which may remove the
    // record). They change nothing on a conforming server, so they are sent together.
    const refusals: Promise<Check>[] = [];
    if (!op.isPublic) {
      refusals.push(this.expectRefused(op, { ...valid, as: null }, ['401'], 'anonymous → 401'));
      for (const role of roleNames) {
        if (op.roles.includes(role) || !this.tokens.has(role)) continue;
        refusals.push(
          this.expectRefused(
            op,
            { ...valid, as: role },
            ['401', '403'],
            `${role} (not in x-roles) → 401/403`,
          ),
        );
      }
    }
    for (const invalid of this.invalidRequests(op, valid)) {
      refusals.push(this.expectRefused(op, invalid.request, ['400'], invalid.name));
    }
    result.checks.push(...(await Promise.all(refusals)));

    // A record is archived before it is deleted where the contract has an archive operation for it.
    if (op.kind === 'delete') await this.archiveBeforeDelete(op, valid);

    // The valid request.
    const answer = await this.send(valid);
    const expected = Object.keys(op.responses).filter((c) => /^2\d\d$/.test(c));
    const problems = this.answerProblems(op, valid, answer, expected);
    result.checks.push({
      name: `valid request → ${expected.join('/')}`,
      ok: problems.length === 0,
      request: describeRequest(valid),
      difference: problems,
    });
    if (answer.status >= 200 && answer.status < 300) this.learn(op, valid, answer);
    return finish();
  }

  private async archiveBeforeDelete(op: Operation, request: Request): Promise<void> {
    const target = this.targetOf(op, request);
    if (!target || target.archived) return;
    const archive = this.archiveOperation(target.resource);
    if (archive) await this.callOn(archive, target);
  }

  private archiveOperation(resource: string): Operation | undefined {
    return this.ops.find(
      (o) =>
        o.kind === 'archive' && o.target === resource && singlePathId(o) && /^archive/.test(o.operationId),
    );
  }

  /** Calls a one-id operation on a record, as superAdmin where it may, and notes an archive or delete. */
  private async callOn(op: Operation, record: RecordEntry): Promise<Answer> {
    const param = singlePathId(op) as Parameter;
    const as =
      op.roles.includes('superAdmin') && this.tokens.has('superAdmin')
        ? 'superAdmin'
        : (roleNames.find((r) => op.roles.includes(r) && this.tokens.has(r)) ?? null);
    const answer = await this.send({
      operation: op,
      method: op.method,
      url: urlOf(op, { [param.name]: String(record.id) }),
      headers: {},
      as,
    });
    if (answer.status >= 200 && answer.status < 300) {
      if (op.kind === 'delete') record.gone = true;
      if (op.kind === 'archive') record.archived = true;
    }
    return answer;
  }

  private async expectRefused(
    op: Operation,
    request: Request,
    codes: string[],
    name: string,
  ): Promise<Check> {
    const answer = await this.send(request);
    const problems = this.answerProblems(op, request, answer, codes);
    if (answer.status >= 200 && answer.status < 300) this.learn(op, request, answer);
    return { name, ok: problems.length === 0, request: describeRequest(request), difference: problems };
  }

  /** What is wrong with an answer: its status, media type, declared headers, body schema. */
  answerProblems(op: Operation, request: Request, answer: Answer, expected: string[]): string[] {
    const problems: string[] = [];
    const excerpt = answer.text.length > 300 ? `${answer.text.slice(0, 300)}…` : answer.text;
    if (!expected.includes(String(answer.status))) {
      problems.push(
        `status ${answer.status}, the contract expects ${expected.join(' or ')}${excerpt ? `: ${excerpt}` : ''}`,
      );
      return problems;
    }
    const spec = op.responses[String(answer.status)];
    if (!spec) return [`status ${answer.status} is not declared by the operation`];
    const media = Object.keys(spec.content);
    if (media.length === 0) {
      if (answer.text.length > 0)
        problems.push(`a body was sent where the contract declares none: ${excerpt}`);
    } else {
      const type = answer.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      const declared = media.find((m) => m.toLowerCase() === type);
      if (!declared) {
        problems.push(`Content-Type ${type || '(none)'}, the contract declares ${media.join(', ')}`);
      } else if (declared === 'application/json' || declared.endsWith('+json')) {
        const schema = spec.content[declared] ?? {};
        for (const p of schemaProblems(schema, answer.json))
          problems.push(`body${p.startsWith('/') ? '' : ' '}${p}`);
      }
    }
    const sentLimit = /[?&]limit=/.test(request.url);
    for (const [name, header] of Object.entries(spec.headers)) {
      const value = answer.headers.get(name);
      // X-Total-Count is declared as "sent with limit"; other declared headers are always sent.
      const mustSend = header.required || name.toLowerCase() !== 'x-total-count' || sentLimit;
      if (value === null) {
        if (mustSend) problems.push(`header ${name} missing`);
        continue;
      }
      // A header is text: checked as a query value would be (numbers coerced), wrapped so the root can coerce.
      let wrapper = headerSchemas.get(header.schema);
      if (!wrapper) {
        wrapper = { type: 'object', properties: { value: header.schema } };
        headerSchemas.set(header.schema, wrapper);
      }
      if (!validatorOf(wrapper, true)({ value })) {
        problems.push(`header ${name}: ${JSON.stringify(value)} does not match its schema`);
      }
    }
    return problems;
  }

  /** Remembers the records an answer names, and what the call did to the record it acted on. */
  private learn(op: Operation, request: Request, answer: Answer): void {
    const body = answer.json;
    const created = op.kind === 'create';
    const archivedList = /archived/i.test(op.operationId);
    if (op.produces) {
      const rows = Array.isArray(body) ? body : [body];
      for (const row of rows) if (isObject(row)) this.remember(op.produces, row, created, archivedList);
    }
    // Records inside composite answers (a replaced owner's new record and invitation).
    if (isObject(body) && !op.produces) {
      for (const [field, value] of Object.entries(body)) {
        const schema = propertiesOf(op.responses[String(answer.status)]?.content['application/json'] ?? {})[
          field
        ];
        const ref = schema?.['x-ref'];
        if (typeof ref === 'string' && isObject(value)) this.remember(ref, value, op.kind === 'create');
      }
    }
    const target = this.targetOf(op, request);
    if (!target) return;
    // A delete by a parent's id (a unit's invitations) leaves the parent standing.
    if (op.kind === 'delete' && pathSegmentResource[op.path.split('/')[1] ?? ''] === target.resource) {
      target.gone = true;
    }
    if (op.kind === 'archive') target.archived = true;
    if (op.kind === 'restore') target.archived = false;
  }

  private targetOf(op: Operation, request: Request): RecordEntry | undefined {
    if (!op.target) return undefined;
    const pathParam = op.parameters.find(
      (p) => p.in === 'path' && op.idSources[`path.${p.name}`] === op.target,
    );
    let id: string | undefined;
    if (pathParam) {
      const template = op.path.split('/');
      const actual = request.url.split('?')[0]?.split('/') ?? [];
      id = decodeURIComponent(actual[template.indexOf(`{${pathParam.name}}`)] ?? '');
    } else if (request.body && 'json' in request.body && isObject(request.body.json)) {
      id = String(request.body.json.id);
    }
    return this.records.find((r) => r.resource === op.target && String(r.id) === id && !r.gone);
  }

  // ------------------------------------------------------------------ building requests

  /** The caller of the valid request: superAdmin where it may call, else the first role of x-roles. */
  callerOf(op: Operation): RoleName | null {
    if (op.isPublic) return null;
    const allowed = roleNames.filter((r) => op.roles.includes(r) && this.tokens.has(r));
    if (allowed.length === 0)
      throw new Skip(`no account of a role the operation allows (${op.roles.join(', ')})`);
    return allowed.includes('superAdmin') ? 'superAdmin' : (allowed[0] as RoleName);
  }

  /** A value for an id-valued parameter or field, from the records the kit made or found. */
  idFor(op: Operation, key: string, required: boolean): number | string | undefined {
    const resource = op.idSources[key];
    if (!resource) return undefined;
    // A `self` rule: the signed-in user of the role it applies to.
    const selfRole = Object.entries(op.owner).find(
      ([, rule]) => rule.from === key && rule.rule === 'self',
    )?.[0];
    if (selfRole) {
      const user = this.sessionUsers.get(selfRole as RoleName);
      if (user && (typeof user.id === 'number' || typeof user.id === 'string')) return user.id;
    }
    // Writes change only records the kit created; reads and creates may use records it found.
    const createdOnly = !['list', 'read', 'create'].includes(op.kind) && key === targetKey(op);
    const record = this.pick(resource, createdOnly);
    if (!record) {
      if (!required) return undefined;
      throw new Skip(
        createdOnly
          ? `no ${resource} created by the kit to ${op.kind} (its create operation did not pass)`
          : `no ${resource} found or created to fill ${key}`,
      );
    }
    return record.id;
  }

  async validRequest(op: Operation, extra: RecipeResult = {}): Promise<Request> {
    const as = this.callerOf(op);
    const recipe: Recipe | undefined = recipes[op.operationId];
    const base = recipe ? await recipe(this, op) : {};
    const given: RecipeResult = {
      ...base,
      ...extra,
      params: { ...base.params, ...extra.params },
      bodyPatch: base.bodyPatch || extra.bodyPatch ? { ...base.bodyPatch, ...extra.bodyPatch } : undefined,
    };
    const params: Record<string, string> = {};
    for (const p of op.parameters) {
      if (p.in !== 'path' && p.in !== 'query') continue;
      const override = given.params?.[p.name];
      if (override !== undefined) {
        params[p.name] = String(override);
        continue;
      }
      if (p.in === 'query' && !p.required && p.name !== 'limit') continue;
      if (p.name === 'limit') {
        params.limit = '50';
        continue;
      }
      const id = this.idFor(op, `${p.in}.${p.name}`, p.required);
      if (id !== undefined) {
        params[p.name] = String(id);
        continue;
      }
      const sample = uniqueValue(p.name, p.schema) ?? sampleOf(p.schema);
      if (sample === undefined || !validatorOf(p.schema, true)(String(sample))) {
        throw new Skip(`no valid value for the ${p.in} parameter ${p.name}`);
      }
      params[p.name] = String(sample);
    }
    const request: Request = { operation: op, method: op.method, url: urlOf(op, params), headers: {}, as };
    if (op.jsonBody) {
      const body = given.body ?? (await this.sampleBody(op));
      if (given.body === undefined && given.bodyPatch) Object.assign(body, given.bodyPatch);
      for (const key of given.omit ?? []) delete body[key];
      const problems = schemaProblems(op.jsonBody, body);
      if (problems.length > 0) throw new Skip(`no valid body could be made: ${problems.join('; ')}`);
      request.body = { json: body };
    } else if (op.multipart) {
      const fields: Record<string, string> = {};
      const properties = propertiesOf(op.multipart.schema);
      for (const name of requiredFields(op.multipart.schema)) {
        if (name === 'file') continue;
        const value = sampleOf(properties[name]);
        if (value === undefined) throw new Skip(`no valid value for the form field ${name}`);
        fields[name] = String(value);
      }
      request.body = { form: { fields, file: given.file ?? fileFor(op.multipart.fileType) } };
    }
    return request;
  }

  /** A valid body: the schema's sample, its id fields from the records, unique values where the server needs them. */
  async sampleBody(op: Operation): Promise<JsonObject> {
    const schema = op.jsonBody ?? {};
    const sample = sampleOf(schema);
    if (!isObject(sample)) throw new Skip('the contract offers no valid sample body');
    const required = requiredFields(schema);
    const properties = propertiesOf(schema);
    for (const key of Object.keys(sample)) {
      const source = `body.${key}`;
      if (op.idSources[source]) {
        // An optional reference is left out: the example's id may name nothing on this server.
        const id = required.includes(key) ? this.idFor(op, source, true) : undefined;
        if (id === undefined) delete sample[key];
        else sample[key] = id;
        continue;
      }
      const unique = uniqueValue(key, properties[key] ?? {});
      if (unique !== undefined) sample[key] = unique;
    }
    for (const key of required) {
      if (key in sample) continue;
      const id = op.idSources[`body.${key}`] ? this.idFor(op, `body.${key}`, true) : undefined;
      if (id !== undefined) sample[key] = id;
    }
    return sample;
  }

  invalidRequests(op: Operation, valid: Request): { name: string; request: Request }[] {
    const out: { name: string; request: Request }[] = [];
    if (op.jsonBody && valid.body && 'json' in valid.body && isObject(valid.body.json)) {
      const body = valid.body.json;
      const required = requiredFields(op.jsonBody).filter((k) => k in body);
      const properties = propertiesOf(op.jsonBody);
      const field = required[0];
      if (field && Array.isArray(op.jsonBody.required)) {
        const { [field]: _left, ...without } = body;
        out.push({
          name: `required field ${field} missing → 400`,
          request: { ...valid, body: { json: without } },
        });
        const wrong = wrongTypeOf(properties[field]);
        if (wrong !== undefined) {
          out.push({
            name: `required field ${field} of the wrong type → 400`,
            request: { ...valid, body: { json: { ...body, [field]: wrong } } },
          });
        }
      }
      if (op.bodyRequired) {
        out.push({ name: 'no body → 400', request: { ...valid, body: undefined } });
      }
    }
    const query = op.parameters.find((p: Parameter) => p.in === 'query' && p.required);
    if (query) {
      const url = new URL(valid.url, 'http://x');
      url.searchParams.delete(query.name);
      out.push({
        name: `required query parameter ${query.name} missing → 400`,
        request: { ...valid, url: `${url.pathname}${url.search}` },
      });
    }
    return out;
  }

  // ------------------------------------------------------------------ HTTP

  async send(request: Request): Promise<Answer> {
    const headers: Record<string, string> = { accept: '*/*', ...request.headers };
    if (request.as) headers.authorization = `Bearer ${this.tokens.get(request.as) ?? ''}`;
    let body: string | FormData | undefined;
    if (request.body && 'json' in request.body) {
      body = JSON.stringify(request.body.json);
      headers['content-type'] = 'application/json';
    } else if (request.body && 'form' in request.body) {
      const form = new FormData();
      for (const [k, v] of Object.entries(request.body.form.fields)) form.append(k, v);
      const file = request.body.form.file;
      if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      body = form;
    } else if (request.method !== 'GET' && request.operation.bodyRequired && request.operation.jsonBody) {
      // "No body": a JSON request without one.
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${this.base}${request.url}`, { method: request.method, headers, body });
    const contentType = res.headers.get('content-type') ?? '';
    const binary = !/json|text|xml|csv/i.test(contentType);
    const text = binary ? `(${(await res.arrayBuffer()).byteLength} bytes)` : await res.text();
    let json: unknown;
    if (/json/i.test(contentType)) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return {
      status: res.status,
      headers: res.headers,
      contentType,
      text: binary && res.status === 204 ? '' : text,
      json,
    };
  }

  /** A GET by operationId with query values, as `role` (anonymous when null), answered JSON or undefined. */
  async getJson(operationId: string, query: Record<string, string>, as: RoleName | null): Promise<unknown> {
    const op = this.ops.find((o) => o.operationId === operationId);
    if (!op) return undefined;
    const answer = await this.send({ operation: op, method: 'GET', url: urlOf(op, query), headers: {}, as });
    return answer.status === 200 ? answer.json : undefined;
  }

  // ------------------------------------------------------------------ cleanup

  /** Removes what the kit created and still stands: the resource's delete operation, else its archive operation. */
  /** Whether a record names (`<resource>Id`) a record the kit created and deleted, which took it along. */
  private removedWithParent(record: RecordEntry): boolean {
    return Object.entries(record.data).some(([field, value]) => {
      const resource = idFieldResource[field];
      return (
        resource && this.records.some((r) => r.resource === resource && r.id === value && r.created && r.gone)
      );
    });
  }

  async cleanup(): Promise<VerifyReport['cleanup']> {
    const problems: string[] = [];
    const kept: string[] = [];
    let removed = 0;
    for (const record of [...this.records].reverse()) {
      if (!record.created || record.gone) continue;
      const remove = this.ops.find(
        (o) => o.kind === 'delete' && o.target === record.resource && singlePathId(o),
      );
      const archive = this.archiveOperation(record.resource);
      const steps = [...(archive && !record.archived ? [archive] : []), ...(remove ? [remove] : [])];
      for (const step of steps) {
        const answer = await this.callOn(step, record);
        if (answer.status >= 300 && answer.status !== 404) {
          problems.push(
            `${step.operationId} ${record.resource} ${record.id}: ${answer.status} ${answer.text.slice(0, 120)}`,
          );
          break;
        }
      }
      if (steps.length > 0 && (record.gone || (!remove && record.archived))) removed++;
      if (steps.length === 0 && !this.removedWithParent(record)) kept.push(`${record.resource} ${record.id}`);
    }
    return { removed, problems, kept };
  }
}

const headerSchemas = new WeakMap<JsonObject, JsonObject>();

function targetKey(op: Operation): string | undefined {
  const pathParam = op.parameters.find(
    (p) => p.in === 'path' && op.idSources[`path.${p.name}`] === op.target,
  );
  if (pathParam) return `path.${pathParam.name}`;
  return op.idSources['body.id'] ? 'body.id' : undefined;
}

function singlePathId(op: Operation): Parameter | undefined {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  return pathParams.length === 1 && !op.bodyRequired ? pathParams[0] : undefined;
}

export function urlOf(op: Operation, params: Record<string, string>): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams();
  for (const p of op.parameters)
    if (p.in === 'query' && params[p.name] !== undefined) query.set(p.name, params[p.name] as string);
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}`;
}

function fileFor(type: string): FileSample {
  if (/image/.test(type)) return { name: 'verify.png', type: 'image/png', bytes: tinyPng };
  if (/csv/.test(type)) return { name: 'verify.csv', type: 'text/csv', bytes: tinyCsv };
  return { name: 'verify.pdf', type: 'application/pdf', bytes: tinyPdf };
}

export function describeRequest(request: Request): string {
  const who = request.as ?? 'anonymous';
  let body = '';
  if (request.body && 'json' in request.body) {
    const text = JSON.stringify(request.body.json);
    body = ` ${text.length > 400 ? `${text.slice(0, 400)}…` : text}`;
  } else if (request.body && 'form' in request.body) {
    const { fields, file } = request.body.form;
    body = ` multipart ${JSON.stringify(fields)}${file ? ` + ${file.name} (${file.type}, ${file.bytes.length} bytes)` : ''}`;
  }
  return `${request.method} ${request.url} as ${who}${body}`;
}
