// The contract-driven fuzz (test/fuzz/engine.ts), a short run with a fixed seed on the test database (PGlite, or
// PostgreSQL with TEST_DATABASE=postgres): no 5xx, every answer as the contract declares it, no caller outside
// `x-roles` answered, nothing saved by a refused write. At most FUZZ_REQUESTS requests (default 3000) or 40 s,
// whichever comes first: the same seed sends the same requests, a slow machine just sends fewer of them.
// `npm run fuzz -- --seconds N` is the long run.
import { expect, it } from 'vitest';
import { loadContract } from '../src/contract.ts';
import { formatStats, runFuzz } from './fuzz/engine.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const maxRequests = Number(process.env.FUZZ_REQUESTS ?? 3000);
const seed = Number(process.env.FUZZ_SEED ?? 1);

it(`answers generated requests as the contract says (seed ${seed})`, { timeout: 90_000 }, async () => {
  const stats = await runFuzz(t, {
    seed,
    maxRequests,
    deadline: performance.now() + 40_000,
    contract: loadContract(),
  });
  const report = formatStats(stats).join('\n');
  console.log(report);
  expect(stats.requests).toBeGreaterThan(200);
  expect(stats.findings, report).toEqual([]);
  expect({
    fiveXx: stats.fiveXx,
    violations: stats.violations,
    leaks: stats.leaks,
    refusedButSaved: stats.refusedButSaved,
  }).toEqual({ fiveXx: 0, violations: 0, leaks: 0, refusedButSaved: 0 });
});
