// The server bench:audit (bench/audit-writes.ts) runs against: the app as src/server.ts builds it from the environment,
// on a free port, steered by the benchmark through its IPC channel. A message `{ id, pause: boolean }` runs the writes
// that follow with or without their audit events (services.auditPaused: the baseline the trail's cost is measured
// against); `{ id, seedAudit: n }` appends n events to the trail (bench/audit-seed.ts). Each is answered `{ id }` once
// done, or `{ id, error }`. A benchmark's tool only: `npm start` never runs it.
import { buildApp } from '../src/app.ts';
import { optionsFromEnv } from '../src/config.ts';
import { seedAuditEvents } from './audit-seed.ts';

type Order = { id: number; pause?: boolean; seedAudit?: number };

const { app } = await buildApp(optionsFromEnv());
process.on('message', (order: Order) => {
  const answer = async () => {
    if (order.pause !== undefined) app.services.auditPaused = order.pause;
    if (order.seedAudit !== undefined) await seedAuditEvents(app.services.db, order.seedAudit);
  };
  answer().then(
    () => process.send?.({ id: order.id }),
    (error: unknown) => process.send?.({ id: order.id, error: String(error) }),
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
// The lines bench/load/server.ts waits for.
console.log(`Property portal on http://127.0.0.1:${port}\nReady in 0 ms`);
