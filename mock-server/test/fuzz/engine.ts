import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OpenApiDocument, SessionRole } from '../../src/contract.ts';
import { type DemoAccount, demoPassword, type SeedResult } from '../../src/seed.ts';
import { alwaysInvalid, type FuzzRequest } from './mutations.ts';

import { type DeclaredResponse, declaredResponse, fuzzOperations, responseAjv } from './operations.ts';
import { Random } from './random.ts';
import { RequestMaker } from './requests.ts';
import { snapshot, stateDifference, stateQuery } from './state.ts';
import { IdPool, seedIds } from './values.ts';

// ------------------------------------------------------------------ callers

export interface Actor {
  name: DemoAccount | 'anonymous';
  role: SessionRole | null;
  portal: 'residential' | 'strata' | null;
}

/** Every demo account (both tenants of each kind) and anonymous. */
export const actors: Actor[] = [
  { name: 'anonymous', role: null, portal: null },
  { name: 'superadmin', role: 'superAdmin', portal: 'residential' },
  { name: 'admin', role: 'admin', portal: 'residential' },
  { name: 'owner', role: 'owner', portal: 'residential' },
  { name: 'owner2', role: 'owner', portal: 'residential' },
  { name: 'strataadmin', role: 'strataAdmin', portal: 'strata' },
  { name: 'BCS1234', role: 'propertyAdmin', portal: 'strata' },
  { name: 'EPS5678', role: 'propertyAdmin', portal: 'strata' },
  { name: 'unitowner', role: 'strataUnitOwner', portal: 'strata' },
  { name: 'unitowner2', role: 'strataUnitOwner', portal: 'strata' },
];

/** What the fuzz needs of a running app (a test helper's TestApp fits). */
export interface FuzzTarget {
  app: FastifyInstance;
  seed: SeedResult;
  dataDir: string;
}

// ------------------------------------------------------------------ findings and figures

export type FindingKind = '5xx' | 'undeclared status' | 'contract' | 'leak' | 'refused but saved';

export interface Finding {
  kind: FindingKind;
  operationId: string;
  actor: string;
  mutation: string;
  status: number;
  detail: string;
  request: string;
  /** How many requests hit the same kind, operation, mutation and status. */
  count: number;
}

export interface FuzzStats {
  requests: number;
  fiveXx: number;
  violations: number;
  leaks: number;
  refusedButSaved: number;
  byStatus: Record<number, number>;
  /** Answers by mutation and status (`valid → 201`). */
  byMutation: Record<string, number>;
  operationsCovered: number;
  /** Time spent waiting for answers, and comparing the state around refused writes. */
  sendMs: number;
  snapshotMs: number;
  /** Demo accounts the fuzz had archived and the harness restored. */
  revived: number;
  /** One entry per kind × operation × mutation × status, with the first request that showed it. */
  findings: Finding[];
}

export function emptyStats(): FuzzStats {
  return {
    requests: 0,
    fiveXx: 0,
    violations: 0,
    leaks: 0,
    refusedButSaved: 0,
    byStatus: {},
    byMutation: {},
    operationsCovered: 0,
    sendMs: 0,
    snapshotMs: 0,
    revived: 0,
    findings: [],
  };
}

/** Adds `more` into `into` (the long run adds one app's figures per round). */
export function mergeStats(into: FuzzStats, more: FuzzStats): FuzzStats {
  into.requests += more.requests;
  into.fiveXx += more.fiveXx;
  into.violations += more.violations;
  into.leaks += more.leaks;
  into.refusedButSaved += more.refusedButSaved;
  into.sendMs += more.sendMs;
  into.snapshotMs += more.snapshotMs;
  into.revived += more.revived;
  for (const [k, v] of Object.entries(more.byStatus))
    into.byStatus[Number(k)] = (into.byStatus[Number(k)] ?? 0) + v;
  for (const [k, v] of Object.entries(more.byMutation)) into.byMutation[k] = (into.byMutation[k] ?? 0) + v;
  into.operationsCovered = Math.max(into.operationsCovered, more.operationsCovered);
  for (const finding of more.findings) {
    const same = into.findings.find((f) => findingKey(f) === findingKey(finding));
    if (same) same.count += finding.count;
    else into.findings.push({ ...finding });
  }
  return into;
}

const findingKey = (f: Pick<Finding, 'kind' | 'operationId' | 'mutation' | 'status'>) =>
  `${f.kind}|${f.operationId}|${f.mutation}|${f.status}`;
// ------------------------------------------------------------------ the run

export interface FuzzOptions {
  seed: number;
  /** Stop after this many requests. */
  maxRequests?: number;
  /** Stop at this time (performance.now()). */
  deadline?: number;
  contract: OpenApiDocument;
  /** Called with a line per new finding (the long run prints them as they come). */
  onFinding?: (finding: Finding) => void;
}

function describeRequest(request: FuzzRequest, actor: Actor): string {
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? ` <${request.payload.length} bytes ${JSON.stringify(request.payload.subarray(0, 120).toString('latin1'))}>`
        : ` ${JSON.stringify(request.payload.length > 300 ? `${request.payload.slice(0, 300)}…(${request.payload.length})` : request.payload)}`;
  const type = request.headers['content-type'] ? ` [${request.headers['content-type']}]` : '';
  return `${actor.name}: ${request.method} ${request.url.length > 200 ? `${request.url.slice(0, 200)}…` : request.url}${type}${payload}`;
}

/**
 * An answer given before the request reached an operation (so before authorization): a URL Fastify cannot decode
 * (400 FST_ERR_BAD_URL) or a path parameter over the router's length limit (414).
 */
function refusedBeforeRouting(res: LightMyRequestResponse): boolean {
  if (res.statusCode === 414) return true;
  return res.statusCode === 400 && res.body.includes('"FST_ERR_BAD_URL"');
}

const mediaTypeOf = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';

export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzStats> {
  const rng = new Random(options.seed);
  const pool = new IdPool();
  seedIds(pool, target.seed);
  const maker = new RequestMaker(rng, pool);
  const operations = fuzzOperations(options.contract);
  const stats = emptyStats();
  const covered = new Set<string>();
  const findings = new Map<string, Finding>();
  const query = await stateQuery(target);
  let state: Map<string, string> | undefined;

  const tokens = new Map<string, string | null>();
  const lastRevived = new Map<string, number>();
  const login = async (actor: Actor): Promise<string | null> => {
    if (!actor.portal) return null;
    const res = await target.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { username: actor.name, password: demoPassword, portal: actor.portal },
    });
    const token = res.statusCode === 200 ? String((res.json() as { token: unknown }).token) : null;
    tokens.set(actor.name, token);
    return token;
  };
  for (const actor of actors) await login(actor);

  const report = (finding: Omit<Finding, 'count'>) => {
    const key = findingKey(finding);
    const existing = findings.get(key);
    if (existing) {
      existing.count++;
      return;
    }
    const added = { ...finding, count: 1 };
    findings.set(key, added);
    options.onFinding?.(added);
  };

  const done = () =>
    (options.maxRequests !== undefined && stats.requests >= options.maxRequests) ||
    (options.deadline !== undefined && performance.now() >= options.deadline);

  let worksStarted = target.app.services.afterAnswer.started;
  while (!done()) {
    const entry = rng.pick(operations);
    // Mostly a caller the operation lets in (so requests reach validation and the handler), else anyone.
    const allowed = entry.op.isPublic
      ? actors
      : actors.filter((a) => a.role && entry.op.roles.includes(a.role));
    const actor = allowed.length > 0 && rng.chance(0.7) ? rng.pick(allowed) : rng.pick(actors);
    const request = maker.make(entry);
    const { op } = entry;
    const token = tokens.get(actor.name);
    if (token && request.headers.authorization === undefined)
      request.headers.authorization = `Bearer ${token}`;
    const callerRole = request.anonymous || !token ? null : actor.role;
    const excluded = !op.isPublic && (callerRole === null || !op.roles.includes(callerRole));

    const isWrite = op.method !== 'GET';
    // The state before a write: the one after the previous write (reads change nothing, but for the work some leave
    // for after their answer: then the state is taken again).
    let clock = performance.now();
    if (isWrite && !state) state = await snapshot(target, query);
    const before = isWrite ? state : null;
    stats.snapshotMs += performance.now() - clock;
    clock = performance.now();
    const res: LightMyRequestResponse = await target.app.inject({
      method: request.method as NonNullable<InjectOptions['method']>,
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined && { payload: request.payload }),
    });
    // Work the request left for after its answer (a reset mail, notifications) is part of what it did.
    const afterAnswer = target.app.services.afterAnswer;
    const leftWork = afterAnswer.started !== worksStarted;
    await afterAnswer.idle();
    worksStarted = afterAnswer.started;
    stats.sendMs += performance.now() - clock;
    stats.requests++;
    // A read that left work may have changed the state: the next write takes it again.
    if (!isWrite && leftWork) state = undefined;
    stats.byStatus[res.statusCode] = (stats.byStatus[res.statusCode] ?? 0) + 1;
    const outcome = `${request.mutation} → ${res.statusCode}`;
    stats.byMutation[outcome] = (stats.byMutation[outcome] ?? 0) + 1;
    covered.add(op.operationId);
    const base = {
      operationId: op.operationId,
      actor: actor.name,
      mutation: request.mutation,
      status: res.statusCode,
      request: describeRequest(request, actor),
    };
    const bodyText = res.body.length > 300 ? `${res.body.slice(0, 300)}…` : res.body;

    if (res.statusCode >= 500) {
      stats.fiveXx++;
      report({ ...base, kind: '5xx', detail: bodyText });
    }
    const declared = entry.responses.get(String(res.statusCode));
    if (!declared) {
      stats.violations++;
      report({ ...base, kind: 'undeclared status', detail: bodyText });
    } else {
      const problem = contractProblem(res, declaredResponse(declared));
      if (problem) {
        stats.violations++;
        report({ ...base, kind: 'contract', detail: `${problem}; body: ${bodyText}` });
      }
    }
    if (alwaysInvalid.has(request.mutation) && res.statusCode < 300) {
      stats.violations++;
      report({ ...base, kind: 'contract', detail: `invalid input accepted: ${bodyText}` });
    }
    if (excluded && !refusedBeforeRouting(res) && res.statusCode !== 401 && res.statusCode !== 403) {
      stats.leaks++;
      report({
        ...base,
        kind: 'leak',
        detail: `${callerRole ?? 'anonymous'} is not in x-roles [${op.roles.join(', ')}] but got ${res.statusCode}: ${bodyText}`,
      });
    }
    if (before) {
      clock = performance.now();
      state = await snapshot(target, query);
      stats.snapshotMs += performance.now() - clock;
    }
    if (before && state && res.statusCode >= 400 && res.statusCode < 500) {
      const changed = stateDifference(before, state);
      if (changed) {
        stats.refusedButSaved++;
        report({ ...base, kind: 'refused but saved', detail: `${changed}; answer: ${bodyText}` });
      }
    }

    if (
      res.statusCode >= 200 &&
      res.statusCode < 300 &&
      mediaTypeOf(res.headers['content-type']) === 'application/json'
    ) {
      try {
        pool.collect(entry.resource, JSON.parse(res.body));
      } catch {
        // A contract finding already.
      }
    }
    // A demo account the fuzz itself archived (a valid archive request), or whose session it ended (signOut, a
    // password change from another actor), is refused from then on, rightly; so that it keeps reaching the handlers,
    // the harness restores it behind the server's back and signs it in again, at most every 100 requests per
    // account, and takes the state again before the next write.
    if (
      res.statusCode === 401 &&
      !request.anonymous &&
      token &&
      stats.requests - (lastRevived.get(actor.name) ?? -Infinity) >= 100
    ) {
      lastRevived.set(actor.name, stats.requests);
      const userId = target.seed.users[actor.name as DemoAccount];
      await target.app.services.db.execute(
        sql`UPDATE users SET archived = false WHERE id = ${userId} AND archived`,
      );
      await target.app.services.db.execute(
        sql`UPDATE owner_profiles SET archived = false WHERE user_id = ${userId} AND archived`,
      );
      await login(actor);
      stats.revived++;
      state = undefined;
    }
  }
  stats.operationsCovered = covered.size;
  stats.findings = [...findings.values()];
  return stats;
}

/** Why an answer does not match what its status declares, or null. */
function contractProblem(res: LightMyRequestResponse, declared: DeclaredResponse): string | null {
  const mediaType = mediaTypeOf(res.headers['content-type']);
  const hasBody = res.rawPayload.length > 0;
  if (!hasBody) {
    return declared.mediaTypes.length > 0 && res.statusCode !== 204 && res.statusCode !== 304
      ? `an empty answer where ${declared.mediaTypes.join(', ')} is declared`
      : null;
  }
  if (declared.mediaTypes.length === 0) return `a ${mediaType || 'typeless'} body where none is declared`;
  if (!declared.mediaTypes.includes(mediaType)) {
    return `media type ${mediaType || '(none)'} where ${declared.mediaTypes.join(', ')} is declared`;
  }
  if (mediaType !== 'application/json' || !declared.json) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'a body that is not JSON';
  }
  if (declared.json(body)) return null;
  return `not valid against the declared schema: ${responseAjv.errorsText(declared.json.errors)}`;
}

/** The figures and findings as lines of text. */
export function formatStats(stats: FuzzStats, verbose = false): string[] {
  const lines = [
    `requests ${stats.requests} over ${stats.operationsCovered} operations; statuses ${Object.entries(
      stats.byStatus,
    )
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
    `time answering ${(stats.sendMs / 1000).toFixed(1)} s, comparing state ${(stats.snapshotMs / 1000).toFixed(1)} s; demo accounts restored ${stats.revived} times`,
    `5xx ${stats.fiveXx}, contract violations ${stats.violations}, leaks ${stats.leaks}, refused but saved ${stats.refusedButSaved}`,
  ];
  if (verbose) {
    const outcomes = Object.entries(stats.byMutation).sort(([a], [b]) => a.localeCompare(b));
    lines.push(`answers by mutation: ${outcomes.map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  }
  for (const f of stats.findings) {
    lines.push(`  [${f.kind}] ${f.operationId} ${f.status} (${f.mutation}, ×${f.count}): ${f.detail}`);
    lines.push(`      e.g. ${f.request}`);
  }
  return lines;
}
