// GET /metrics: Prometheus text (prom-client). Requests by operation (the contract's operationId) and status class,
// the PostgreSQL pool, the gauges the database answers for every instance (observability/gauges.ts), sign-in failures
// and lockouts, and the process (memory, event-loop lag). Served only to a loopback address that came through no
// proxy, or with `Authorization: Bearer $METRICS_TOKEN`.
// Every log line of a request carries its request id (reqId), operationId and the signed-in user's id, never a name.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats } from '../db/client.ts';
import { databaseGauges } from '../observability/gauges.ts';

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether the scrape may read the metrics: the token when one is set, else a direct loopback connection. */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token && header) {
    const given = Buffer.from(header);
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const address = request.socket.remoteAddress ?? '';
  return loopback.test(address) && request.headers['x-forwarded-for'] === undefined;
}

/** Sign-in answers that count as failures, by status: wrong credentials, refused account, too many attempts. */
const signInFailure: Record<number, string> = { 401: 'incorrect', 403: 'refused', 429: 'locked' };

function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

export interface MetricsPluginOptions {
  /** With tracing on: the trace id of a request, added to its log lines. */
  traceIdOf?: (request: FastifyRequest) => string | undefined;
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, { traceIdOf }: MetricsPluginOptions) => {
    const { db, options } = app.services;
    const register = new Registry();
    collectDefaultMetrics({ register, prefix: 'portal_' });

    const duration = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'API requests by operationId and status class: duration (its _count is the number of requests)',
      labelNames: ['operation', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    });
    const signInFailures = new Counter({
      name: 'portal_sign_in_failures_total',
      help: 'Refused sign-ins: incorrect (wrong name or password), refused (account may not sign in there), locked (too many attempts)',
      labelNames: ['reason'] as const,
      registers: [register],
    });
    for (const reason of Object.values(signInFailure)) signInFailures.labels(reason).inc(0);

    const pool = poolStats.get(db);
    if (pool) {
      new Gauge({
        name: 'portal_db_pool_connections',
        help: 'PostgreSQL connections of this instance by state (in_use, idle)',
        labelNames: ['state'] as const,
        registers: [register],
        collect() {
          const { open, idle } = pool();
          this.set({ state: 'in_use' }, open - idle);
          this.set({ state: 'idle' }, idle);
        },
      });
      new Gauge({
        name: 'portal_db_pool_waiting',
        help: 'Queries of this instance waiting for a PostgreSQL connection',
        registers: [register],
        collect() {
          this.set(pool().waiting);
        },
      });
    }
    for (const gauge of databaseGauges) {
      new Gauge({
        name: gauge.name,
        help: gauge.help,
        labelNames: gauge.labelNames ?? [],
        registers: [register],
        async collect() {
          const value = await gauge.read(db, options);
          this.reset();
          if (typeof value === 'number') this.set(value);
          else for (const { labels, value: v } of value) this.set(labels, v);
        },
      });
    }

    // One histogram child per operation and status class, looked up by a string key (prom-client's labels() sorts
    // and joins the label values on every call).
    const children = new Map<string, ReturnType<typeof duration.labels>>();
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      const operation = request.routeOptions.config.operation?.operationId;
      if (operation) {
        const status = reply.statusCode;
        const key = `${operation} ${status}`;
        let child = children.get(key);
        if (!child) {
          child = duration.labels(operation, statusClass(status));
          children.set(key, child);
        }
        child.observe(reply.elapsedTime / 1000);
        if (operation === 'signIn' && signInFailure[status])
          signInFailures.labels(signInFailure[status]).inc();
      }
      done();
    });

    if (options.logger) {
      // Fastify's own request lines are off (app.ts: the log controller's disableRequestLogging): its "incoming request" is written before
      // routing and authentication. Here, after both (plugins/auth.ts runs first), each request's logger is bound to
      // its operationId and user id, and the two lines are written with them.
      app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
        const operationId = request.routeOptions.config.operation?.operationId;
        if (operationId) {
          const traceId = traceIdOf?.(request);
          const bindings = {
            operationId,
            ...(request.user && { userId: request.user.id }),
            ...(traceId && { traceId }),
          };
          const log = request.log.child(bindings);
          request.log = log;
          reply.log = log;
        }
        request.log.info({ req: request }, 'incoming request');
        done();
      });
      app.addHook('onResponse', (_request: FastifyRequest, reply: FastifyReply, done) => {
        reply.log.info({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
        done();
      });
    }

    app.get('/metrics', async (request, reply) => {
      if (!mayReadMetrics(request, options.metricsToken)) {
        return reply.code(403).send({
          statusCode: 403,
          message:
            'The metrics are served to a loopback address, or with Authorization: Bearer and METRICS_TOKEN.',
        });
      }
      return reply.type(register.contentType).send(await register.metrics());
    });
  },
  { name: 'portal-metrics', dependencies: ['portal-services', 'portal-auth'] },
);
