// `npx tsx bench/announcements.ts [--database pglite|postgres] [--scale 10000]`: announcements and digests at a
// company's size. Seeds SEED_SCALE (20 buildings, the largest with a fifth of the units: 2,000 at N = 10,000), then
// in one process as the strata administrator: posts an announcement to the largest building (its notifications and
// mails written set-based in the posting's transaction; budget 1 s), then puts 10,000 people on the daily digest
// with a notification waiting each and sends the digests (budget 60 s). Prints each with `ok` or `over`.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { sendDigests } from '../src/notifications/digests.ts';
import { createTestApp } from '../test/helpers/test-app.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    scale: { type: 'string', default: '10000' },
    people: { type: 'string', default: '10000' },
  },
});
if (values.database === 'postgres') process.env.TEST_DATABASE = 'postgres';
const budgets = { postMs: 1000, digestMs: 60_000 };
const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

const seedStarted = performance.now();
const t = await createTestApp({ seedScale: Number(values.scale) });
const { db } = t.app.services;
console.log(
  `seeded SEED_SCALE=${values.scale} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
);
const [largest] = rowsOf<{ id: number; units: number; name: string }>(
  await db.execute(sql`select b.id, b.building_name as name, count(u.id)::int as units
    from strata_properties b join strata_units u on u.strata_property_id = b.id and not u.archived
    where not b.archived group by b.id order by count(u.id) desc limit 1`),
);
if (!largest) throw new Error('no building');
const token = await t.loginAs('strataadmin');
const results: [string, boolean][] = [];

// Posting: three rounds, the slowest counts.
let slowest = 0;
let told = 0;
for (let round = 1; round <= 3; round++) {
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/announcements',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      title: `Water shut-off, round ${round}`,
      body: '<p>The water is off on Thursday from 9:00 to 12:00.</p>',
      audience: { strataPropertyId: largest.id },
    },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 201) throw new Error(`post: ${res.statusCode} ${res.body}`);
  slowest = Math.max(slowest, ms);
  const id = (res.json() as { id: number }).id;
  const [count] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from notifications where link like ${`%/announcements/${id}`}`,
    ),
  );
  told = count?.n ?? 0;
  console.log(`  post to ${largest.name} (${largest.units} units): ${ms.toFixed(0)} ms, ${told} people told`);
}
const [mails] = rowsOf<{ n: number }>(
  await db.execute(
    sql`select count(*)::int as n from mail_outbox where subject like 'Announcement: Water shut-off%'`,
  ),
);
console.log(`  outbox rows written: ${mails?.n ?? 0}`);
results.push([
  `createAnnouncement to a building of ${largest.units} units (${told} people): slowest ${slowest.toFixed(0)} ms (budget ${budgets.postMs} ms)`,
  slowest <= budgets.postMs,
]);

// The digest for N people: each on the daily digest with one notification waiting (set-based).
const people = Number(values.people);
await db.execute(sql`update notifications set digest = null where digest is not null`);
const waiting = rowsOf<{ n: number }>(
  await db.execute(sql`with chosen as (
      select id from users where not archived order by id limit ${people}
    ), prefs as (
      insert into notification_preferences (user_id, event, frequency)
      select id, 'announcementPosted', 'daily' from chosen
      on conflict (user_id, event) do update set frequency = 'daily'
    ), n as (
      insert into notifications (user_id, event, title, body, link, digest)
      select id, 'announcementPosted', 'Announcement: Office closed on December 26',
        'Every building: the office is closed on Boxing Day.', '/strataUnitOwner/announcements/1', 'daily'
      from chosen
      returning user_id
    ) select count(*)::int as n from n`),
);
const digestStarted = performance.now();
const run = await sendDigests(db, t.app.services.options, 'daily');
const digestMs = performance.now() - digestStarted;
console.log(
  `  daily digest: ${run.mails} mails for ${run.notifications} notifications (${waiting[0]?.n ?? 0} people waiting) in ${(digestMs / 1000).toFixed(1)} s`,
);
results.push([
  `digest for ${run.mails} people: ${(digestMs / 1000).toFixed(1)} s (budget ${budgets.digestMs / 1000} s)`,
  digestMs <= budgets.digestMs && run.mails >= Math.min(people, waiting[0]?.n ?? 0),
]);

for (const [line, ok] of results) console.log(`${line} ${ok ? 'ok' : 'over'}`);
await t.close();
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
