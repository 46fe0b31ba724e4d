// The kit's callers: the account that plays each role, its sign-in, and the requests it sends as one of them.
import type { Operation, RoleName } from './operations.ts';
import { roleNames } from './operations.ts';
import { isObject, type JsonObject, type OpenApiDocument } from './schema.ts';

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

export interface Request {
  operation: Operation;
  method: string;
  /** Path with its query, after the server path. */
  url: string;
  headers: Record<string, string>;
  body?: { json: unknown } | { form: { fields: Record<string, string>; file: FileSample | null } };
  as: RoleName | null;
  /** The request ends the caller's session (signOut): the kit signs the role in again after it. */
  signInAgain?: boolean;
  /** The request ends the sessions of this role's account (resetSecondFactors): the kit signs it in again after. */
  signInAgainAs?: RoleName;
}

export interface FileSample {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface Answer {
  status: number;
  headers: Headers;
  contentType: string;
  text: string;
  json: unknown;
}

/** The server's operations URL, and a token (and the signed-in user's record) per role. */
export class Session {
  readonly base: string;
  private readonly tokens = new Map<RoleName, string>();
  /** The signed-in user's record per role. */
  readonly users = new Map<RoleName, JsonObject>();

  constructor(contract: OpenApiDocument, baseUrl: string, serverPath: string | undefined) {
    const path = (serverPath ?? contract.servers?.[0]?.url ?? '').replace(/\/+$/, '');
    const base = baseUrl.replace(/\/+$/, '');
    this.base = path.startsWith('/') && !base.endsWith(path) ? `${base}${path}` : base;
  }

  /** Whether a caller of this role signed in. */
  has(role: RoleName): boolean {
    return this.tokens.has(role);
  }

  async signIn(ops: Operation[], accounts: Accounts): Promise<void> {
    for (const role of roleNames) {
      const account = accounts[role];
      if (account) await this.signInAs(ops, role, account, true);
    }
  }

  /**
   * Signs the role's account in and answers the token; `keep` makes it the role's token for the requests that follow
   * (false: a second session of the account, for the operations that end one).
   */
  async signInAs(ops: Operation[], role: RoleName, account: Account, keep: boolean): Promise<string> {
    const op = ops.find((o) => o.operationId === 'signIn');
    if (!op) throw new Error('The contract has no signIn operation');
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
    if (keep) {
      this.tokens.set(role, body.token);
      if (isObject(body.user)) this.users.set(role, body.user);
    }
    return body.token;
  }

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
}

export function urlOf(op: Operation, params: Record<string, string>): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams();
  for (const p of op.parameters)
    if (p.in === 'query' && params[p.name] !== undefined) query.set(p.name, params[p.name] as string);
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}`;
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
