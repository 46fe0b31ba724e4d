// `npx tsx bench/audit-writes.ts [--database pglite|postgres] [--rounds 150]`: what recording writes costs. In one
// process (no network), as the administrator, rounds of a write-heavy mix one request at a time: create a property,
// change it, create a document, change an owner's profile. Prints each write's median and p99 latency, so a run before
// and after a change to the write path compares them (the audit trail's budget: at most 10 % on a write's median).
// With --audit-pages also seeds 100,000 audit events and times GET /audit pages (sorted, filtered, searched; p99).
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

const timings: Record<string, number[]> = {};
const timed = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await run();
  const list = timings[what] ?? [];
  list.push(performance.now() - started);
  timings[what] = list;
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
for (let n = 0; n < rounds + 10; n++) {
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
console.log(`writes on ${values.database}, ${rounds} rounds, one at a time`);
const medians: number[] = [];
for (const [what, list] of Object.entries(timings)) {
  medians.push(quantile(list, 0.5));
  console.log(
    `  ${what.padEnd(20)} p50 ${quantile(list, 0.5).toFixed(2)} ms, p99 ${quantile(list, 0.99).toFixed(2)} ms`,
  );
}
console.log(`  all writes           p50 ${quantile(Object.values(timings).flat(), 0.5).toFixed(2)} ms`);

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
    console.log(
      `  GET ${url.padEnd(62)} p50 ${quantile(list, 0.5).toFixed(1)} ms, p99 ${quantile(list, 0.99).toFixed(1)} ms`,
    );
  }
}
await t.close();
