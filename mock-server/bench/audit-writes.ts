// `npm run bench:audit -- [--database pglite|postgres] [--rounds 150] [--audit-pages]`: what recording writes costs.
// In one process (no network), as the administrator, rounds of a write-heavy mix one request at a time: create a
// property, change it, create a document, change an owner's profile. Every other round runs with the audit trail
// paused (services.auditPaused), so both figures come from the same run, interleaved, on the same data. Prints each
// write's median with and without its audit event and the overhead, against the budget (at most 10 % on a write's
// median latency): ok/over. With --audit-pages also seeds 100,000 audit events (distinct ids, one valid chain) and
// times GET /audit pages (sorted, filtered, searched) against theirs (p99 under 50 ms). Exits 1 when one is over.
import { parseArgs } from 'node:util';
import { createTestApp } from '../test/helpers/test-app.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '150' },
    'audit-pages': { type: 'boolean', default: false },
  },
});
if (values.database === 'postgres') process.env.TEST_DATABASE = 'postgres';
const rounds = Number(values.rounds);

const t = await createTestApp();
const token = await t.loginAs('admin');
const headers = { authorization: `Bearer ${token}` };
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload !== undefined && { payload }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
};

const ownerId = t.seed.ownerProfiles.owner;
const owner = (await call('GET', `/ownerProfile/${ownerId}`)).json();
const documentTypes = (
  (await call('GET', '/documents/documentTypes')).json() as { id: number; appliesTo: string }[]
).filter((type) => type.appliesTo === 'property');

/** Latencies by write, with the audit trail (`audited`) and without (`paused`). */
const timings = { audited: {} as Record<string, number[]>, paused: {} as Record<string, number[]> };
let mode: keyof typeof timings = 'audited';
const timed = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await run();
  const list = timings[mode][what] ?? [];
  list.push(performance.now() - started);
  timings[mode][what] = list;
  return result;
};
const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const address = (n: number) => ({
  address: `${n} Bench Street, Burnaby, BC V5H 2E2`,
  street: `${n} Bench Street`,
  city: 'Burnaby',
  province: 'BC',
  postal: 'V5H 2E2',
});
for (let n = 0; n < 2 * rounds + 10; n++) {
  mode = n % 2 === 0 ? 'audited' : 'paused';
  t.app.services.auditPaused = mode === 'paused';
  const measure = n >= 10 ? timed : <T>(_: string, run: () => Promise<T>) => run();
  const property = (
    await measure('createProperty', () =>
      call('POST', '/property', {
        ownerId,
        rmNumber: `BW${String(n).padStart(5, '0')}`,
        contractType: 'RM',
        ...address(n),
      }),
    )
  ).json();
  await measure('updateProperty', () =>
    call('PUT', `/property/${property.id}`, {
      ownerId,
      rmNumber: property.rmNumber,
      contractType: 'RM',
      ...address(n + 1),
    }),
  );
  await measure('createDocument', () =>
    call('POST', '/documents', {
      propertyId: property.id,
      ownerId: null,
      documentTypeId: documentTypes[n % documentTypes.length]?.id,
      fileName: `Bench ${n}.pdf`,
      documentDate: '2026-11-01',
    }),
  );
  await measure('updateOwnerProfile', () =>
    call('PUT', `/ownerProfile/${ownerId}`, {
      name: owner.name,
      address: `${n} Owner Road`,
      city: owner.city,
      province: owner.province,
      postal: owner.postal,
      phone: owner.phone,
      mobile: owner.mobile,
    }),
  );
}
t.app.services.auditPaused = false;
/** Budgets of the audit trail: its share of a write's median, and a page of GET /audit at 100,000 events. */
const budget = { writeOverhead: 0.1, pageP99Ms: 50 };
const verdict = (ok: boolean) => (ok ? 'ok' : 'over');
let allOk = true;
console.log(
  `writes on ${values.database}, ${rounds} rounds each with and without the audit trail, interleaved`,
);
const all = { audited: [] as number[], paused: [] as number[] };
for (const [what, list] of Object.entries(timings.audited)) {
  const paused = timings.paused[what] ?? [];
  all.audited.push(...list);
  all.paused.push(...paused);
  const [withTrail, without] = [quantile(list, 0.5), quantile(paused, 0.5)];
  console.log(
    `  ${what.padEnd(20)} p50 ${withTrail.toFixed(2)} ms (without the trail ${without.toFixed(2)} ms, ${(100 * (withTrail / without - 1)).toFixed(1)} %), p99 ${quantile(list, 0.99).toFixed(2)} ms`,
  );
}
const [allWith, allWithout] = [quantile(all.audited, 0.5), quantile(all.paused, 0.5)];
const overhead = allWith / allWithout - 1;
const overheadOk = overhead <= budget.writeOverhead;
allOk &&= overheadOk;
console.log(
  `  all writes           p50 ${allWith.toFixed(2)} ms, without the trail ${allWithout.toFixed(2)} ms: audit overhead ${(100 * overhead).toFixed(1)} % (budget ${100 * budget.writeOverhead} %) ${verdict(overheadOk)}`,
);

if (values['audit-pages']) {
  const { seedAuditEvents } = await import('./audit-seed.ts');
  const seededIn = await seedAuditEvents(t.app.services.db, 100_000);
  console.log(`seeded 100,000 audit events in ${(seededIn / 1000).toFixed(1)} s`);
  const superToken = await t.loginAs('superadmin');
  const pages = [
    '/audit?limit=25',
    '/audit?limit=25&offset=5000',
    '/audit?limit=25&sort=-createdAt',
    '/audit?limit=25&sort=action',
    '/audit?limit=25&action=updateProperty',
    '/audit?limit=25&targetType=property&targetId=7',
    '/audit?limit=25&actorId=2',
    '/audit?limit=25&from=2026-06-01T00:00:00Z&to=2026-06-30T00:00:00Z',
    '/audit?limit=25&q=bench',
  ];
  for (const url of pages) {
    const list: number[] = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${superToken}` },
      });
      list.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
    const p99 = quantile(list, 0.99);
    allOk &&= p99 < budget.pageP99Ms;
    console.log(
      `  GET ${url.padEnd(62)} p50 ${quantile(list, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms ${verdict(p99 < budget.pageP99Ms)}`,
    );
  }
}
await t.close();
console.log(`audit budgets on ${values.database}: ${verdict(allOk)}`);
process.exitCode = allOk ? 0 : 1;
