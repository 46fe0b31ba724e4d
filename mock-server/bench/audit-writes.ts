// `npm run bench:audit -- [--database pglite|postgres] [--scale 10000] [--events 100000] [--clients 1,25,200]
//   [--seconds 3] [--phases 8] [--audit-pages] [--show-over MS]`: what the audit trail costs the writes, and GET
//   /audit at size.
//
// Starts the server as its own process (bench/audit-server.ts: src/server.ts's app, steered through IPC) on a fresh
// data folder, PGlite or a throwaway PostgreSQL database, seeded with SEED_SCALE (10,000 owners with a property each,
// 10,000 strata units) and a trail of `--events` audit events (one valid chain, vacuumed and analysed as a trail of a
// year would be). Then, over HTTP as the administrator, for each number of clients in `--clients`:
//   - 1 client: writes one at a time (create a property, change one, create a document, change an owner's profile);
//   - N clients: the load benchmark's mix (bench/load/mix.ts): reads (pages of properties and owners, gets by id, a
//     property's documents) and the same writes, each client on its own connection.
// Every write is about another record: the properties and owners changed are drawn once each from the scaled ones
// (opened with a GET first, as the edit form does), created properties carry new numbers. Both figures come from the
// same run, with the trail on and paused (services.auditPaused: the same writes, no event):
//   - 1 client: each write is one of a pair, one with its event and one without, the order drawn for each pair, for
//     `--phases` × `--seconds` (a change of this machine's speed lasts seconds: paired, it falls on both halves alike;
//     with phases of 3 s, two runs of the same build measured 10 % and 28 %);
//   - N clients: phases of `--seconds`, on, off, off, on, … after a warm-up, so a drift falls on both.
// Prints each write's median with and without its event, and the overhead of all writes' median against the budget
// (at most 10 %, set in the load benchmark, whose 200 clients are the default's last): ok/over, per number of clients.
// With several clients it also prints what a request cost the machine in each mode (bench/machine-work.ts): CPU of
// the server and, on PostgreSQL on this machine, of its processes and the WAL it wrote, and the trail's share of that
// CPU: on two cores a saturated server's latency follows its CPU, so the two shares move together.
// With --audit-pages it then times GET /audit pages (first page, offsets, every sort, each filter, searches; as
// superAdmin and as admin, who sees the rental side), each kind 100 times with several values and a write before each
// read, so the trail grows as it is read (a count kept from before a write is no longer the count): p50 and p99 of
// each against the budget (p99 under 50 ms); --show-over MS prints each read slower than MS. Exits 1 when one is over.
import type { ChildProcess } from 'node:child_process';
import type http from 'node:http';
import { parseArgs } from 'node:util';
import { type Answer, call, connection, itemsOf, propertyDocumentTypes, signIn } from './load/http.ts';
import { serverEnvironment, startServer, stopServer } from './load/server.ts';
import { addWork, machineWork, noWork, type Work } from './machine-work.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    scale: { type: 'string', default: '10000' },
    events: { type: 'string', default: '100000' },
    // 200: the load benchmark's own number of clients (npm run load), where the budget is set.
    clients: { type: 'string', default: '1,25,200' },
    seconds: { type: 'string', default: '3' },
    phases: { type: 'string', default: '8' },
    'audit-pages': { type: 'boolean', default: false },
    // Each GET /audit read slower than this many ms, printed with its URL as it comes (which values are slow).
    'show-over': { type: 'string' },
  },
});
const onPostgres = values.database === 'postgres';
const databaseName = onPostgres ? 'PostgreSQL' : 'PGlite';
const scale = Number(values.scale);
const events = Number(values.events);
const clientCounts = values.clients.split(',').map(Number);
const phaseMs = Number(values.seconds) * 1000;
const phases = Number(values.phases);
const showOverMs = values['show-over'] === undefined ? undefined : Number(values['show-over']);
/** Budgets of the audit trail: its share of a write's median, and a page of GET /audit at 100,000 events. */
const budget = { writeOverhead: 0.1, pageP99Ms: 50 };
const verdict = (ok: boolean) => (ok ? 'ok' : 'over');
const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const shuffled = <T>(items: T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
};

/** Sends an order to the server process (bench/audit-server.ts) and waits until it is done. */
let orders = 0;
function order(child: ChildProcess, message: { pause?: boolean; seedAudit?: number }): Promise<void> {
  const id = ++orders;
  return new Promise((resolve, reject) => {
    const onMessage = (answer: { id: number; error?: string }) => {
      if (answer.id !== id) return;
      child.off('message', onMessage);
      if (answer.error) reject(new Error(answer.error));
      else resolve();
    };
    child.on('message', onMessage);
    child.send({ id, ...message });
  });
}

const { env, cleanup } = await serverEnvironment(onPostgres);
const started = performance.now();
const server = await startServer(
  { ...env, SEED_SCALE: String(scale), HOUSEKEEPING_INTERVAL_MINUTES: '0' },
  { entry: 'bench/audit-server.ts', ipc: true },
);
console.log(
  `audit trail on ${databaseName}: SEED_SCALE=${scale} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
let allOk = true;
/** Closes what measures the machine's work (its connection to the database, which the cleanup drops). */
let closeMachine = async () => {};
try {
  const seedStarted = performance.now();
  await order(server.child, { seedAudit: events });
  console.log(
    `  ${events.toLocaleString('en')} audit events seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const { base } = server;
  const token = await signIn(base, 'admin', 'residential');
  const get = async (url: string) => {
    const answer = await call(base, token, 'GET', url);
    if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status}`);
    return answer.body;
  };
  const ownerIds = shuffled(itemsOf(await get('/ownerProfile')).map((row) => row.id));
  const propertyIds = shuffled(itemsOf(await get('/property')).map((row) => row.id));
  const documentTypes = await propertyDocumentTypes(base, token);
  console.log(`  ${ownerIds.length} owners, ${propertyIds.length} properties to write to`);
  /** The next record of a pool, each once while the pool lasts. */
  const cursor = { owner: 0, property: 0 };
  const nextOwner = () => ownerIds[cursor.owner++ % ownerIds.length] as number;
  const nextProperty = () => propertyIds[cursor.property++ % propertyIds.length] as number;
  const anyOwner = () => ownerIds[Math.floor(Math.random() * ownerIds.length)] as number;
  const anyProperty = () => propertyIds[Math.floor(Math.random() * propertyIds.length)] as number;
  let serial = 0;
  const runTag = Date.now().toString(36).slice(-4).toUpperCase();

  type Mode = 'audited' | 'paused';
  /** Latencies by mode and request kind; a write's kind is its operationId. */
  let timings: Record<Mode, Record<string, number[]>> = { audited: {}, paused: {} };
  let mode: Mode | null = null;
  const failures = new Map<string, number>();
  /** Requests answered by mode (a write's opening GET included), for the machine's work per request. */
  let answered: Record<Mode, number> = { audited: 0, paused: 0 };
  /** A request, counted in the mode it was sent in (its phase may end before it is answered). */
  const counted = async (agent: http.Agent, method: string, url: string, body?: unknown) => {
    const during = mode;
    const answer = await call(base, token, method, url, body, agent);
    if (during) answered[during]++;
    return { answer, during };
  };
  /** A GET that opens a record for its edit, as the edit form does: not timed, but counted. */
  const open = async (agent: http.Agent, url: string) => (await counted(agent, 'GET', url)).answer;
  const send = async (
    agent: http.Agent,
    kind: string,
    method: string,
    url: string,
    body?: unknown,
  ): Promise<Answer | null> => {
    const { answer, during } = await counted(agent, method, url, body);
    if (answer.status >= 300) {
      const key = `${kind} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
      return null;
    }
    if (during) {
      const list = timings[during][kind] ?? [];
      list.push(answer.ms);
      timings[during][kind] = list;
    }
    return answer;
  };
  const writes: Record<string, (agent: http.Agent) => Promise<unknown>> = {
    createProperty: (agent) => {
      const n = ++serial;
      return send(agent, 'createProperty', 'POST', '/property', {
        ownerId: anyOwner(),
        rmNumber: `AW${runTag}${n}`,
        contractType: 'RM',
        address: `${n} Audit Street, Burnaby, BC V5H 2E2`,
        street: `${n} Audit Street`,
        city: 'Burnaby',
        province: 'BC',
        postal: 'V5H 2E2',
      });
    },
    updateProperty: async (agent) => {
      const id = nextProperty();
      const opened = await open(agent, `/property/${id}`);
      const property = opened.body as Record<string, unknown>;
      const n = ++serial;
      return send(agent, 'updateProperty', 'PUT', `/property/${id}`, {
        ownerId: property.ownerId,
        rmNumber: property.rmNumber,
        contractType: property.contractType,
        address: `${n} Changed Street, Burnaby, BC V5H 2E2`,
        street: `${n} Changed Street`,
        city: 'Burnaby',
        province: 'BC',
        postal: 'V5H 2E2',
      });
    },
    createDocument: (agent) => {
      const n = ++serial;
      return send(agent, 'createDocument', 'POST', '/documents', {
        propertyId: anyProperty(),
        ownerId: null,
        documentTypeId: documentTypes[n % documentTypes.length],
        fileName: `Audit bench ${n}.pdf`,
        documentDate: '2026-11-01',
      });
    },
    updateOwnerProfile: async (agent) => {
      const id = nextOwner();
      const opened = await open(agent, `/ownerProfile/${id}`);
      const owner = opened.body as Record<string, unknown>;
      const n = ++serial;
      return send(agent, 'updateOwnerProfile', 'PUT', `/ownerProfile/${id}`, {
        name: owner.name,
        address: `${n} Changed Road`,
        city: owner.city,
        province: owner.province,
        postal: owner.postal,
        phone: owner.phone,
        mobile: owner.mobile,
      });
    },
  };
  const writeKinds = Object.keys(writes);
  /** The load benchmark's reads (bench/load/mix.ts), weighted as there. */
  const reads: [number, (agent: http.Agent) => Promise<unknown>][] = [
    [
      12,
      (agent) =>
        send(
          agent,
          'read',
          'GET',
          `/property?limit=20&offset=${Math.floor(Math.random() * 20)}&sort=-rmNumber`,
        ),
    ],
    [8, (agent) => send(agent, 'read', 'GET', '/ownerProfile?limit=20&sort=name')],
    [8, (agent) => send(agent, 'read', 'GET', `/documents/property/${anyProperty()}/all`)],
    [14, (agent) => send(agent, 'read', 'GET', `/property/${anyProperty()}`)],
    [10, (agent) => send(agent, 'read', 'GET', `/ownerProfile/${anyOwner()}`)],
  ];
  /** The writes' share of the mix, as in the load benchmark (40 of 100). */
  const writeWeight = 40;
  const readWeight = reads.reduce((sum, [weight]) => sum + weight, 0);
  const mixed = (agent: http.Agent) => {
    let roll = Math.random() * (readWeight + writeWeight);
    if (roll < writeWeight)
      return writes[writeKinds[Math.floor(roll / (writeWeight / writeKinds.length))] as string]?.(agent);
    roll -= writeWeight;
    for (const [weight, run] of reads) {
      roll -= weight;
      if (roll < 0) return run(agent);
    }
    return reads[0]?.[1](agent);
  };

  /**
   * One client: each write kind in turn, twice, once with its event and once without (the order drawn for each pair),
   * so a change of the machine's speed, which here lasts seconds, falls on both halves of a pair alike.
   */
  const pairedWrites = async (agent: http.Agent) => {
    const end = performance.now() + phases * phaseMs;
    for (let turn = 0; performance.now() < end; turn++) {
      const kind = writeKinds[turn % writeKinds.length] as string;
      const pair: Mode[] = Math.random() < 0.5 ? ['audited', 'paused'] : ['paused', 'audited'];
      for (const pairMode of pair) {
        await order(server.child, { pause: pairMode === 'paused' });
        // The first round of kinds warms up (not counted).
        mode = turn < writeKinds.length ? null : pairMode;
        await writes[kind]?.(agent);
      }
    }
  };
  /** Several clients at once: a warm-up with the trail on (not counted), then phases on, off, off, on, … */
  const phasedMix = async (agents: http.Agent[]) => {
    const schedule: Mode[] = Array.from({ length: phases }, (_, i) =>
      (i + 1) % 4 < 2 ? 'audited' : 'paused',
    );
    for (const phaseMode of [null, ...schedule]) {
      await order(server.child, { pause: phaseMode === 'paused' });
      mode = phaseMode;
      const stop = await machine.start();
      const end = performance.now() + phaseMs;
      await Promise.all(
        agents.map(async (agent) => {
          while (performance.now() < end) await mixed(agent);
        }),
      );
      const used = await stop();
      if (phaseMode) addWork(work[phaseMode], used);
    }
  };
  /** What the machine did in each mode's phases (several clients), and the share the trail added per request. */
  const workPerRequest = () => {
    const per = (m: Mode) => {
      const n = Math.max(1, answered[m]);
      const w = work[m];
      return { server: w.serverCpuMs / n, postgres: w.postgresCpuMs / n, wal: w.walBytes / n };
    };
    const [a, p] = [per('audited'), per('paused')];
    const cpuShare = (a.server + a.postgres) / (p.server + p.postgres) - 1;
    const postgresPart = onPostgres
      ? `, PostgreSQL ${a.postgres.toFixed(3)} against ${p.postgres.toFixed(3)} ms, WAL ${a.wal.toFixed(0)} against ${p.wal.toFixed(0)} bytes`
      : '';
    console.log(
      `  the machine's work per request (${answered.audited}/${answered.paused} requests): CPU of the server ${a.server.toFixed(3)} against ${p.server.toFixed(3)} ms${postgresPart}; the trail's share of that CPU ${(100 * cpuShare).toFixed(1)} %`,
    );
  };

  const machine = await machineWork(server.child.pid ?? 0, env.DATABASE_URL);
  closeMachine = machine.close;
  let work: Record<Mode, Work> = { audited: noWork(), paused: noWork() };
  for (const clients of clientCounts) {
    timings = { audited: {}, paused: {} };
    answered = { audited: 0, paused: 0 };
    work = { audited: noWork(), paused: noWork() };
    const agents = Array.from({ length: clients }, () => connection());
    if (clients === 1) await pairedWrites(agents[0] as http.Agent);
    else await phasedMix(agents);
    mode = null;
    await order(server.child, { pause: false });
    for (const agent of agents) agent.destroy();

    const what =
      clients === 1
        ? `1 client, writes one at a time, each kind in pairs with and without the trail (in random order), ${(phases * phaseMs) / 1000} s`
        : `${clients} clients, the load's mix, ${phases} phases of ${values.seconds} s (on, off, off, on, …)`;
    console.log(`\nwrites on ${databaseName}, ${what}`);
    const all = { audited: [] as number[], paused: [] as number[] };
    for (const kind of writeKinds) {
      const withTrail = timings.audited[kind] ?? [];
      const without = timings.paused[kind] ?? [];
      all.audited.push(...withTrail);
      all.paused.push(...without);
      const [a, p] = [quantile(withTrail, 0.5), quantile(without, 0.5)];
      console.log(
        `  ${kind.padEnd(20)} p50 ${a.toFixed(2)} ms (without the trail ${p.toFixed(2)} ms, ${(100 * (a / p - 1)).toFixed(1)} %), ${withTrail.length}/${without.length} writes`,
      );
    }
    if (clients > 1) {
      const [a, p] = [quantile(timings.audited.read ?? [], 0.5), quantile(timings.paused.read ?? [], 0.5)];
      console.log(`  ${'reads'.padEnd(20)} p50 ${a.toFixed(2)} ms (without the trail ${p.toFixed(2)} ms)`);
      workPerRequest();
    }
    const [withTrail, without] = [quantile(all.audited, 0.5), quantile(all.paused, 0.5)];
    const overhead = withTrail / without - 1;
    const ok = overhead <= budget.writeOverhead;
    allOk &&= ok;
    console.log(
      `write median with the audit trail, ${what}: ${withTrail.toFixed(2)} ms against ${without.toFixed(2)} ms without, ${(100 * overhead).toFixed(1)} % (budget ${100 * budget.writeOverhead} %) ${verdict(ok)}`,
    );
  }

  if (values['audit-pages']) {
    const superToken = await signIn(base, 'superadmin', 'residential');
    const targets = shuffled(Array.from({ length: 2000 }, (_, i) => i + 1));
    // Each kind of page is asked with several values (a new filter's count is read whole once, then kept).
    const pages: [string, (n: number) => string, 'superadmin' | 'admin'][] = [
      ['first page', () => '/audit?limit=25', 'superadmin'],
      ['first page (admin)', () => '/audit?limit=25', 'admin'],
      ['offset', (n) => `/audit?limit=25&offset=${25 * (n % 400)}`, 'superadmin'],
      ['sort=createdAt', () => '/audit?limit=25&sort=createdAt', 'superadmin'],
      ['sort=action', () => '/audit?limit=25&sort=action', 'superadmin'],
      ['sort=-action (admin)', () => '/audit?limit=25&sort=-action', 'admin'],
      ['sort=actorName', () => '/audit?limit=25&sort=actorName', 'superadmin'],
      ['sort=-targetType', () => '/audit?limit=25&sort=-targetType', 'superadmin'],
      [
        'action',
        (n) => `/audit?limit=25&action=${['updateProperty', 'signIn', 'getStrataUnit'][n % 3]}`,
        'superadmin',
      ],
      [
        'target',
        (n) =>
          `/audit?limit=25&targetType=${n % 2 ? 'property' : 'strataUnit'}&targetId=${targets[n % 2000]}`,
        'superadmin',
      ],
      ['actor', (n) => `/audit?limit=25&actorId=${(n % 30) + 1}`, 'superadmin'],
      [
        'from, to',
        (n) =>
          `/audit?limit=25&from=2026-${String((n % 11) + 1).padStart(2, '0')}-01T00:00:00Z&to=2026-${String((n % 11) + 2).padStart(2, '0')}-01T00:00:00Z`,
        'superadmin',
      ],
      [
        'q',
        (n) => `/audit?limit=25&q=${['bench', 'user1', 'strataunit', 'signin', 'nobody'][n % 5]}`,
        'superadmin',
      ],
      [
        'q, sort=action',
        (n) => `/audit?limit=25&sort=action&q=${['strataproperty', 'user2', 'document'][n % 3]}`,
        'superadmin',
      ],
      ['q (admin)', (n) => `/audit?limit=25&q=${['property', 'user7'][n % 2]}`, 'admin'],
    ];
    console.log(
      `\nGET /audit on ${databaseName} at ${events.toLocaleString('en')} events, a write before each read`,
    );
    const reader = connection();
    const rounds = 100;
    for (const [name, url, as] of pages) {
      const list: number[] = [];
      const bearer = as === 'admin' ? token : superToken;
      for (let n = 0; n < rounds; n++) {
        // The trail grows as it is read: a count kept from before this write is no longer the count.
        await writes[writeKinds[n % writeKinds.length] as string]?.(reader);
        const answer = await call(base, bearer, 'GET', url(n), undefined, reader);
        if (answer.status !== 200)
          throw new Error(`${url(n)}: ${answer.status} ${JSON.stringify(answer.body)}`);
        list.push(answer.ms);
        if (showOverMs !== undefined && answer.ms > showOverMs) {
          console.log(`  ${answer.ms.toFixed(1)} ms: ${url(n)}`);
        }
      }
      const p99 = quantile(list, 0.99);
      const ok = p99 < budget.pageP99Ms;
      allOk &&= ok;
      console.log(
        `GET /audit ${name.padEnd(22)} p50 ${quantile(list, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (e.g. ${url(1)}) ${verdict(ok)}`,
      );
    }
    reader.destroy();
  }
  for (const [failure, times] of failures) console.log(`  failed ${times}×: ${failure}`);
  if (failures.size > 0) allOk = false;
} finally {
  await closeMachine();
  await stopServer(server);
  await cleanup();
}
console.log(`audit budgets on ${databaseName}: ${verdict(allOk)}`);
process.exitCode = allOk ? 0 : 1;
