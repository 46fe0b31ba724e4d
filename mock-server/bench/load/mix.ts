// The load itself: N clients loop for S seconds, each request chosen at random from a weighted mix of reads (lists
// and gets by id) and writes as the administrator (owner accounts with their profiles, properties, documents); every
// acknowledged write is then read back by id, and the counts, latencies and budgets are printed.

import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { type Answer, call, connection, idOf, itemsOf, propertyDocumentTypes, signIn } from './http.ts';
import { createOwnerAccounts, enrolAuthenticators, signInAll, signInWithSecondStep } from './people.ts';
import { type LoadSettings, serverEnvironment, startServer, stopServer } from './server.ts';

type Kind = 'ownerProfile' | 'property' | 'documents';
interface Acknowledged {
  kind: Kind;
  id: number;
}

/** One request (or two, for an owner account and its profile) on a client's own connection. */
type Operation = (agent: http.Agent) => Promise<unknown>;

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The answers outside 2xx (or none) a phase had. */
const errorsIn = ({ errors }: Tally) => [...errors.values()].reduce((a, b) => a + b, 0);

/** A phase's requests, errors and latency percentiles, in one line. */
function summary(phase: Tally): string {
  const { requests, latencies, started } = phase;
  const sorted = [...latencies].sort((a, b) => a - b);
  const errorCount = errorsIn(phase);
  const q = (n: number) => percentile(sorted, n).toFixed(0);
  const elapsed = (performance.now() - started) / 1000;
  return `${requests} requests in ${elapsed.toFixed(1)} s, errors ${errorCount}, p50 ${q(50)} ms, p99 ${q(99)} ms, max ${q(100)} ms`;
}

/** What one phase of the run (the warm-up, then the measured seconds) answered. */
interface Tally {
  requests: number;
  latencies: number[];
  errors: Map<string, number>;
  latencyOf: Map<string, number[]>;
  /** Latencies by 5 seconds into the phase. */
  windows: number[][];
  /** When (seconds into the phase) requests slower than 5 s were sent: a stall of the server shows as a cluster. */
  slowStarts: number[];
  started: number;
}

const tally = (): Tally => ({
  requests: 0,
  latencies: [],
  errors: new Map(),
  latencyOf: new Map(),
  windows: [],
  slowStarts: [],
  started: performance.now(),
});

const windowSeconds = 5;

export async function runLoad({
  seconds,
  warmupSeconds,
  clients,
  onPostgres,
  databaseName,
  tracing,
}: LoadSettings): Promise<boolean> {
  const budgets = { errors: 0, lost: 0, p99Ms: onPostgres ? 500 : 1000 };
  const bellClients = 100;
  const secondStepBudgetMs = 300;
  const { env, cleanup } = await serverEnvironment(onPostgres, { tracing });
  const server = await startServer(env);
  const { base } = server;
  try {
    const token = await signIn(base, 'admin', 'residential');
    const known: Record<Kind, number[]> = {
      ownerProfile: itemsOf((await call(base, token, 'GET', '/ownerProfile')).body).map((r) => r.id),
      property: itemsOf((await call(base, token, 'GET', '/property')).body).map((r) => r.id),
      documents: [],
    };
    const documentTypes = await propertyDocumentTypes(base, token);
    for (const propertyId of known.property) {
      const docs = await call(base, token, 'GET', `/documents/property/${propertyId}/all`);
      known.documents.push(...itemsOf(docs.body).map((r) => r.id));
    }
    if (known.ownerProfile.length === 0 || known.property.length === 0 || documentTypes.length === 0) {
      throw new Error('the seeded owners, properties or document types could not be read');
    }
    // Forty owners with an authenticator app, each signing in with its code at most once per 30-second step (a code
    // is accepted once); a hundred other owners for the bell.
    const enrolled = await enrolAuthenticators(base, await createOwnerAccounts(base, token, 40, 'totp'));
    const bellPeople = await createOwnerAccounts(base, token, bellClients, 'bell');

    const acknowledged: Acknowledged[] = [];
    let serial = 0;
    // The warm-up's tally, then the measured one's: an answer counts in the phase it came back in.
    let now = tally();
    const note = (what: string, answer: Answer | null, error?: unknown) => {
      now.requests++;
      if (answer) {
        now.latencies.push(answer.ms);
        const sent = performance.now() - answer.ms - now.started;
        if (answer.ms > 5000) now.slowStarts.push(sent / 1000);
        const window = Math.max(0, Math.floor(sent / 1000 / windowSeconds));
        const inWindow = now.windows[window];
        if (inWindow) inWindow.push(answer.ms);
        else now.windows[window] = [answer.ms];
        const ofKind = now.latencyOf.get(what);
        if (ofKind) ofKind.push(answer.ms);
        else now.latencyOf.set(what, [answer.ms]);
      }
      if (answer && answer.status >= 200 && answer.status < 300) return true;
      const key = answer
        ? `${what} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`
        : `${what} → ${String(error)}`;
      now.errors.set(key, (now.errors.get(key) ?? 0) + 1);
      return false;
    };
    /** One request on the client's own connection. */
    const send = async (agent: http.Agent, what: string, method: string, url: string, body?: unknown) => {
      try {
        const answer = await call(base, token, method, url, body, agent);
        return note(what, answer) ? answer : null;
      } catch (error) {
        note(what, null, error);
        return null;
      }
    };
    const created = async (agent: http.Agent, kind: Kind, what: string, url: string, body: unknown) => {
      const answer = await send(agent, what, 'POST', url, body);
      const id = answer && answer.status === 201 ? idOf(answer.body) : undefined;
      if (id !== undefined) {
        acknowledged.push({ kind, id });
        known[kind].push(id);
      }
      return id;
    };

    const operations: [number, Operation][] = [
      [
        2,
        async (agent) => {
          const answer = await signInWithSecondStep(base, enrolled, agent).catch((error) => {
            note('sign in, two steps', null, error);
            return undefined;
          });
          if (answer === null) return send(agent, 'get property', 'GET', `/property/${pick(known.property)}`);
          if (answer) note('sign in, two steps', answer);
        },
      ],
      [
        12,
        (agent) =>
          send(
            agent,
            'list properties',
            'GET',
            `/property?limit=20&offset=${Math.floor(Math.random() * 20)}&sort=-rmNumber`,
          ),
      ],
      [8, (agent) => send(agent, 'list owners', 'GET', `/ownerProfile?limit=20&sort=name`)],
      [8, (agent) => send(agent, 'list documents', 'GET', `/documents/property/${pick(known.property)}/all`)],
      [14, (agent) => send(agent, 'get property', 'GET', `/property/${pick(known.property)}`)],
      [10, (agent) => send(agent, 'get owner', 'GET', `/ownerProfile/${pick(known.ownerProfile)}`)],
      [
        8,
        (agent) =>
          known.documents.length > 0
            ? send(agent, 'get document', 'GET', `/documents/${pick(known.documents)}`)
            : send(agent, 'get property', 'GET', `/property/${pick(known.property)}`),
      ],
      [
        3,
        async (agent) => {
          // An owner account (argon2 hashing: the most expensive write) and its profile.
          const n = ++serial;
          const tag = `${process.pid}.${n}.${randomBytes(3).toString('hex')}`;
          const user = await send(
            agent,
            'create owner account',
            'POST',
            `/user?role=Owner&userName=load.owner.${tag}`,
            {
              email: `load.owner.${tag}@example.ca`,
              password: 'Load#Test2026',
            },
          );
          const userId = user ? idOf(user.body) : undefined;
          if (userId === undefined) return;
          await created(agent, 'ownerProfile', 'create owner profile', '/ownerProfile', {
            userId,
            name: `Load Owner ${n}`,
            address: `${n} Load Street`,
            city: 'Burnaby',
            province: 'BC',
            postal: 'V5H 2E2',
            phone: '604-555-0147',
          });
        },
      ],
      [
        18,
        (agent) => {
          const n = ++serial;
          return created(agent, 'property', 'create property', '/property', {
            ownerId: pick(known.ownerProfile),
            rmNumber: `LD${String(n).padStart(5, '0')}`,
            contractType: 'RM',
            address: `${n} Load Street, Burnaby, BC V5H 2E2`,
            street: `${n} Load Street`,
            city: 'Burnaby',
            province: 'BC',
            postal: 'V5H 2E2',
          });
        },
      ],
      [
        19,
        (agent) =>
          created(agent, 'documents', 'create document', '/documents', {
            propertyId: pick(known.property),
            ownerId: null,
            documentTypeId: pick(documentTypes),
            fileName: `Load document ${++serial}.pdf`,
            documentDate: '2026-11-01',
          }),
      ],
    ];
    const totalWeight = operations.reduce((sum, [w]) => sum + w, 0);
    const choose = () => {
      let roll = Math.random() * totalWeight;
      for (const [weight, run] of operations) {
        roll -= weight;
        if (roll < 0) return run;
      }
      return (operations.at(-1) as [number, Operation])[1];
    };

    console.log(
      `load on ${databaseName}: ${clients} clients for ${warmupSeconds > 0 ? `${warmupSeconds} s of warm-up and ${seconds} s measured` : `${seconds} s`} against ${base}, traces ${tracing ? 'on' : 'off'}`,
    );
    const warmupEnd = performance.now() + warmupSeconds * 1000;
    const end = warmupEnd + seconds * 1000;
    const warmup = now;
    let measured: Tally | undefined;
    const measure = () => {
      if (measured || performance.now() < warmupEnd) return;
      if (warmup.requests > 0) console.log(`warm-up: ${summary(warmup)}`);
      measured = tally();
      now = measured;
    };
    measure();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        const agent = connection();
        while (performance.now() < end) {
          measure();
          await choose()(agent);
        }
        agent.destroy();
      }),
    );
    measure();
    const result = measured ?? now;
    const { requests, latencies, errors, latencyOf, slowStarts, windows, started } = result;
    const elapsed = (performance.now() - started) / 1000;

    // Every acknowledged record, read back by id (16 at a time).
    let lost = 0;
    const lostExamples: string[] = [];
    for (let i = 0; i < acknowledged.length; i += 16) {
      await Promise.all(
        acknowledged.slice(i, i + 16).map(async ({ kind, id }) => {
          const answer = await call(base, token, 'GET', `/${kind}/${id}`).catch(() => null);
          if (answer?.status === 200 && idOf(answer.body) === id) return;
          lost++;
          if (lostExamples.length < 5) lostExamples.push(`${kind} ${id}: ${answer?.status ?? 'no answer'}`);
        }),
      );
    }

    latencies.sort((a, b) => a - b);
    const errorCount = errorsIn(result);
    const p = (n: number) => `${percentile(latencies, n).toFixed(0)} ms`;
    const warmupErrors = errorsIn(warmup);
    const byKind = (kind: Kind) => acknowledged.filter((a) => a.kind === kind).length;
    console.log(
      `requests ${requests} in ${elapsed.toFixed(1)} s (${(requests / elapsed).toFixed(0)}/s), errors ${errorCount}`,
    );
    for (const [key, n] of errors) console.log(`  error ×${n}: ${key}`);
    if (measured) for (const [key, n] of warmup.errors) console.log(`  warm-up error ×${n}: ${key}`);
    console.log(
      `acknowledged writes ${acknowledged.length} (owner profiles ${byKind('ownerProfile')}, properties ${byKind('property')}, documents ${byKind('documents')}), lost ${lost}${lostExamples.length > 0 ? ` (${lostExamples.join(', ')})` : ''}`,
    );
    console.log(`latency p50 ${p(50)}, p95 ${p(95)}, p99 ${p(99)}, max ${p(100)}`);
    const byWindow = Array.from(windows, (list = []) =>
      percentile(
        list.sort((a, b) => a - b),
        99,
      ).toFixed(0),
    );
    console.log(`  p99 by ${windowSeconds} s: ${byWindow.join(' ')} ms`);
    if (slowStarts.length > 0) {
      slowStarts.sort((a, b) => a - b);
      console.log(
        `  answers over 5 s: ${slowStarts.length}, sent between ${slowStarts[0]?.toFixed(1)} s and ${slowStarts.at(-1)?.toFixed(1)} s into the run`,
      );
    }
    for (const [what, list] of [...latencyOf].sort(([a], [b]) => a.localeCompare(b))) {
      list.sort((a, b) => a - b);
      const q = (n: number) => percentile(list, n).toFixed(0);
      console.log(
        `  ${what.padEnd(22)} ×${String(list.length).padEnd(6)} p50 ${q(50)} ms, p99 ${q(99)} ms, max ${q(100)} ms`,
      );
    }
    // The bell: a hundred people signed in, each asking the unread count once a second (each signed-in page asks
    // once a minute: sixty times that), at their own moments rather than in step; its p99 has a budget of its own.
    const bellBudgetMs = 10;
    const bellTokens = await signInAll(base, bellPeople);
    const bell: number[] = [];
    const bellErrors: string[] = [];
    const bellSeconds = Math.min(20, Math.max(5, seconds / 3));
    const bellStart = performance.now() + 1000;
    await Promise.all(
      bellTokens.map(async (personToken) => {
        const agent = connection();
        const offset = Math.random() * 1000;
        for (let k = 0; k < bellSeconds; k++) {
          const due = bellStart + offset + k * 1000;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
          const answer = await call(
            base,
            personToken,
            'GET',
            '/notifications/unreadCount',
            undefined,
            agent,
          ).catch(() => null);
          if (answer?.status === 200) bell.push(answer.ms);
          else bellErrors.push(String(answer?.status ?? 'no answer'));
        }
        agent.destroy();
      }),
    );
    bell.sort((a, b) => a - b);
    const bellP99 = percentile(bell, 99);
    console.log(
      `  countUnreadNotifications, ${bellClients} people once a second each ×${bell.length}: p50 ${percentile(bell, 50).toFixed(1)} ms, p99 ${bellP99.toFixed(1)} ms, errors ${bellErrors.length}`,
    );
    // Sorted with every kind's latencies above.
    const secondSteps = latencyOf.get('sign in, two steps') ?? [];
    const secondStepP99 = percentile(secondSteps, 99);

    const p99 = percentile(latencies, 99);
    const checks: [string, boolean][] = [
      [
        `countUnreadNotifications p99 ${bellP99.toFixed(1)} ms at ${bellClients} people (budget ${bellBudgetMs} ms)`,
        bellP99 <= bellBudgetMs && bellErrors.length === 0,
      ],
      [
        `sign-in with a second step p99 ${secondStepP99.toFixed(0)} ms ×${secondSteps.length} under the load (budget ${secondStepBudgetMs} ms)`,
        secondSteps.length > 0 && secondStepP99 <= secondStepBudgetMs,
      ],
      [
        `errors ${errorCount}${warmupSeconds > 0 ? `, ${warmupErrors} in the warm-up` : ''} (budget ${budgets.errors})`,
        errorCount + warmupErrors <= budgets.errors,
      ],
      [`lost ${lost} (budget ${budgets.lost})`, lost <= budgets.lost],
      [`p99 ${p99.toFixed(0)} ms (budget ${budgets.p99Ms} ms on ${databaseName})`, p99 <= budgets.p99Ms],
    ];
    for (const [line, ok] of checks) console.log(`  ${line} ${ok ? 'ok' : 'over'}`);
    return checks.every(([, ok]) => ok);
  } finally {
    await stopServer(server);
    await cleanup();
  }
}
