// Starts the server: `npm start` / `npm run dev` at the repository root. Configuration from the environment:
// PORT (3000), HOST (127.0.0.1; the development mailbox only on a loopback address, or with DEV_ROUTES=1), DATA_DIR (.data/), DATABASE_URL (PostgreSQL instead of PGlite), JWT_SECRET,
// SMTP_URL, MAIL_FROM, PUBLIC_URL, SEED (demo data on an empty database; default on unless NODE_ENV=production),
// SEED_SCALE (with the demo data, a company of N owners and N strata units: seed/scale.ts), TRUST_PROXY,
// RATE_LIMIT_STRICT / RATE_LIMIT_PUBLIC (per minute), LOCKOUT_PER_ACCOUNT / LOCKOUT_PER_ADDRESS (failed sign-ins per 15
// minutes), RESET_LIMIT_PER_ADDRESS / RESET_LIMIT_PER_EMAIL (reset requests per 15 minutes), INVITATION_TTL_DAYS (14),
// LOG=0 or LOG_LEVEL, PORTAL_DIST (the built portal to serve),
// PGLITE_SHARED_BUFFERS (16MB),
// S3_BUCKET / S3_ENDPOINT (files in S3-compatible storage; AWS_* credentials), DRAIN_DELAY_MS (5000, after SIGTERM),
// METRICS_TOKEN, HOUSEKEEPING_INTERVAL_MINUTES, OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_SERVICE_NAME (traces: docs/operations.md).
// `npm start` runs this file bundled (scripts/build-server.mjs → dist/server.mjs); `npm run dev` runs it with tsx.
import { buildApp } from './app.ts';
import { optionsFromEnv } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { demoAccounts, demoPassword } from './seed.ts';

const started = performance.now();
const options = optionsFromEnv();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

let built: Awaited<ReturnType<typeof buildApp>>;
try {
  built = await buildApp(options);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
const { app } = built;

// SIGTERM (a rolling restart): report not ready at once (GET /api/ready answers 503) so the load balancer stops
// sending requests, wait DRAIN_DELAY_MS (default 5000) for it to notice, then close: requests under way finish, new
// connections are refused, the database closes. SIGINT (Ctrl-C) closes at once.
const drainDelayMs = Number(process.env.DRAIN_DELAY_MS ?? 5000);
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.services.lifecycle.state = 'draining';
    const delay = signal === 'SIGTERM' ? drainDelayMs : 0;
    app.log.info(`${signal}: not ready; closing the server and the database in ${delay} ms`);
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    }, delay);
  });
}

await app.listen({ port, host });
// The port listened on (PORT=0 picks a free one).
const address = app.server.address();
const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${typeof address === 'object' && address ? address.port : port}`;
const lines = [
  '',
  `Property portal on ${url} (API ${url}/api, reference ${url}/api/docs${options.devRoutes ? `, mailbox ${url}/dev/mailbox` : ''})`,
  `Database: ${options.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${options.database.dataDir}`}; files in ${options.s3 ? `the S3 bucket ${options.s3.bucket}` : `${options.dataDir}/files`}`,
  `Ready in ${Math.round(performance.now() - started)} ms${built.seeded ? ` (seeded the demo data${built.seeded.scale ? ` and SEED_SCALE=${built.seeded.scale.owners}` : ''})` : ''}`,
];
if (options.seed) {
  lines.push('', `Demo accounts (password ${demoPassword}):`);
  for (const account of demoAccounts) {
    lines.push(
      `  ${account.userName.padEnd(12)} ${account.roleName.padEnd(22)} ${account.portal.padEnd(12)} ${account.about}`,
    );
  }
}
if (options.devRoutesForced) {
  lines.push(
    '',
    'WARNING: DEV_ROUTES=1: the development mailbox (/dev/mailbox, /api/dev/mailbox) is served without sign-in to',
    `anyone who reaches ${host}. It shows every mail, password reset links included: whoever reads it can take over`,
    'any account. Use it only on a network you trust, never in production.',
  );
}
console.log(`${lines.join('\n')}\n`);
