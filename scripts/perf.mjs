// `npm run perf`: the portal's speed figures against their budgets, each printed `ok` or `over`. A benchmark, not a
// test (npm test does not run it). For each database (PGlite, and PostgreSQL when one answers on 127.0.0.1:5432, in
// a throwaway database dropped afterwards) it starts the server as `npm start` does, with SEED_SCALE=10000 on a fresh
// data folder, then runs Lighthouse (mobile preset, Debian's Chromium) on /login cold and on every role's dashboard
// and list page signed in, prints bytes and requests per page and the size of each data response, runs the server's
// read-mix benchmark when there is one (`bench:reads`), the announcements', the audit trail's and the service requests'
// board's benchmarks (`bench:announcements`, `bench:audit`, `bench:board`), and reads the server's resident memory
// after Lighthouse.
//
// Options: --skip-build (use the build in PORTAL_DIST or portal/dist as it is), --only-login (just /login),
// --pages-only (Lighthouse and memory, not the read mix), --long-tasks (print each page's long main-thread tasks as
// Lighthouse simulated them), --page PATH[,PATH…] (those pages alone, /login only when named), --pglite-only,
// --seed-scale N (default 10000), --runs N (Lighthouse N times on each page, its median run printed with the runs'
// range; default 1), --cpu-slowdown N (Lighthouse's CPU multiplier, default 4; each page prints the host's benchmark
// index, by which a score moves from hour to hour on this machine).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { runLighthouse } from './perf-lighthouse.mjs';
import {
  answers,
  residentBytes,
  runAnnouncementsBench,
  runAuditBench,
  runBoardBench,
  runReadMix,
  startServer,
  withPostgresDatabase,
} from './perf-server.mjs';
import { budget, flag, mb, npm, repoDir, verdict } from './perf-settings.mjs';

async function measure(label, databaseUrl, portalDist) {
  console.log(`\n== ${label} ==`);
  const server = await startServer({ databaseUrl, portalDist });
  const lines = [];
  try {
    lines.push(...(await runLighthouse(server.origin)));
    const rss = residentBytes(server.pid);
    const rssLine = [
      `server resident memory after Lighthouse`,
      `${(rss / mb).toFixed(0)} MB`,
      rss <= budget.rssBytes,
    ];
    // The 300 MB budget is PostgreSQL's; PGlite runs the database inside the process and is shown only.
    if (databaseUrl) lines.push([`${rssLine[0]} ≤ 300 MB`, rssLine[1], rssLine[2]]);
    else console.log(`  ${rssLine[0]} (PGlite runs the database in the process): ${rssLine[1]}`);
  } finally {
    await server.stop();
  }
  if (!flag('--only-login') && !flag('--pages-only')) lines.push(...runReadMix(databaseUrl));
  if (!flag('--only-login') && !flag('--pages-only')) lines.push(...runAnnouncementsBench(databaseUrl));
  if (!flag('--only-login') && !flag('--pages-only')) lines.push(...runAuditBench(databaseUrl));
  if (!flag('--only-login') && !flag('--pages-only')) lines.push(...runBoardBench(databaseUrl));
  console.log(`\n  Budgets (${label}):`);
  for (const [name, value, ok] of lines) console.log(`  ${verdict(ok).padEnd(4)}  ${name}: ${value}`);
  return lines;
}

const portalDist = path.resolve(process.env.PORTAL_DIST ?? path.join(repoDir, 'portal', 'dist'));
if (!flag('--skip-build')) {
  console.log('Building the portal and the server…');
  execFileSync(npm, ['run', '--silent', 'build'], { cwd: repoDir, stdio: 'inherit' });
}
// What `npm start` does before starting: bundle the contract and the server (and build the portal if missing).
execFileSync(process.execPath, ['mock-server/scripts/prepare-start.mjs'], {
  cwd: repoDir,
  stdio: 'inherit',
  env: { ...process.env, PORTAL_DIST: portalDist },
});

const all = [];
all.push(...(await measure('PGlite', null, portalDist)));
if (!flag('--pglite-only') && (await answers(5432))) {
  all.push(...(await withPostgresDatabase((url) => measure('PostgreSQL', url, portalDist))));
} else if (!flag('--pglite-only')) {
  console.log('\n(no PostgreSQL on 127.0.0.1:5432: measured on PGlite only)');
}
const over = all.filter(([, , ok]) => !ok).length;
console.log(`\n${all.length - over} ok, ${over} over`);
