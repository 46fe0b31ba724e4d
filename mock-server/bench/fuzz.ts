// `npm run fuzz -- --seconds N [--seed S] [--database postgres] [--round-seconds R]`: the contract-driven fuzz
// (test/fuzz/engine.ts) for N seconds against an in-process app on a fresh, seeded database (PGlite by default; a
// throwaway PostgreSQL database with --database postgres, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test
// as the server to create it on). The app is rebuilt every R seconds (default 60), so the fuzz's own valid writes
// (an archived demo account, a changed password) do not narrow what it reaches for the rest of the run.
// Prints requests, 5xx, contract violations, leaks and refused-but-saved writes, every finding with a request that
// shows it, and a budget line per figure (0 each) with ok/over; exits 1 when one is over.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    seed: { type: 'string' },
    database: { type: 'string', default: 'pglite' },
    'round-seconds': { type: 'string', default: '60' },
    verbose: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const roundSeconds = Number(values['round-seconds']);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!(seconds > 0) || !(roundSeconds > 0) || !Number.isInteger(seed)) {
  console.error(
    'usage: npm run fuzz -- --seconds N [--seed S] [--database pglite|postgres] [--round-seconds R]',
  );
  process.exit(2);
}
if (values.database === 'postgres') process.env.TEST_DATABASE = 'postgres';
else if (values.database !== 'pglite') {
  console.error(`--database must be pglite or postgres, not ${values.database}`);
  process.exit(2);
}

// After TEST_DATABASE is set: the test helper reads it when loaded.
const { ensureBundledContract, loadContract } = await import('../src/contract.ts');
const { ensureTemplate } = await import('../test/helpers/pglite-template.ts');
const { createTestApp } = await import('../test/helpers/test-app.ts');
const { emptyStats, formatStats, mergeStats, runFuzz } = await import('../test/fuzz/engine.ts');

ensureBundledContract();
if (values.database !== 'postgres') await ensureTemplate();
const contract = loadContract();
const database = values.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
console.log(`fuzz on ${database}, seed ${seed}, ${seconds} s (a new app every ${roundSeconds} s)`);

const total = emptyStats();
const end = performance.now() + seconds * 1000;
let round = 0;
let setupMs = 0;
while (performance.now() < end) {
  const building = performance.now();
  // Sign-in's strict rate limit stays on (the fuzz signs in too); the public limit is high, as the fuzz is one client.
  const t = await createTestApp({ logger: false });
  setupMs += performance.now() - building;
  const roundSeed = seed + round;
  try {
    const stats = await runFuzz(t, {
      seed: roundSeed,
      deadline: Math.min(end, performance.now() + roundSeconds * 1000),
      contract,
      onFinding: (f) =>
        console.log(`  new: [${f.kind}] ${f.operationId} ${f.status} (${f.mutation}, seed ${roundSeed})`),
    });
    mergeStats(total, stats);
    console.log(
      `round ${round + 1} (seed ${roundSeed}): ${stats.requests} requests, 5xx ${stats.fiveXx}, violations ${stats.violations}, leaks ${stats.leaks}, refused but saved ${stats.refusedButSaved}`,
    );
  } finally {
    await t.close();
  }
  round++;
}

console.log('');
for (const line of formatStats(total, values.verbose)) console.log(line);
const fuzzSeconds = (seconds * 1000 - setupMs) / 1000;
console.log(
  `${total.requests} requests in ${round} rounds, ${(total.requests / Math.max(fuzzSeconds, 1)).toFixed(0)} requests/s (app setup ${(setupMs / 1000).toFixed(1)} s)`,
);
const budgets: [string, number][] = [
  ['5xx', total.fiveXx],
  ['contract violations', total.violations],
  ['leaks', total.leaks],
  ['refused but saved', total.refusedButSaved],
];
const verdict = (n: number) => (n === 0 ? 'ok' : 'over');
for (const [name, n] of budgets) console.log(`  ${name}: ${n} (budget 0) ${verdict(n)}`);
const over = budgets.some(([, n]) => n > 0);
console.log(
  `fuzz ${database} seed ${seed}: ${budgets.map(([name, n]) => `${name} ${verdict(n)}`).join(', ')} → ${over ? 'over' : 'ok'}`,
);
process.exit(over ? 1 : 0);
