// Traces (OpenTelemetry), on when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: each
// request is a span (@fastify/otel: the request, its hooks and its handler; a W3C `traceparent` header continues the
// caller's trace) named by its operationId and carrying the signed-in user's id (never a name or an email), with one
// child span per database statement on PostgreSQL and on PGlite alike (the statement's text, never its values),
// exported over OTLP/HTTP in batches. Off, nothing here is loaded beyond the check of the variable: no plugin, no
// wrapped query.
import {
  type Context,
  context,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { overriding } from '../db/overriding.ts';

export interface TracingOptions {
  /** Where spans go: the OTLP/HTTP traces URL (…/v1/traces). */
  url: string;
  /** `service.name` of the spans (OTEL_SERVICE_NAME, default property-portal). */
  serviceName: string;
}

/** The tracing options the environment asks for, or undefined (off). */
export function tracingFromEnv(env: NodeJS.ProcessEnv): TracingOptions | undefined {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!traces && !base) return undefined;
  return {
    url: traces || `${base?.replace(/\/+$/, '')}/v1/traces`,
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'property-portal',
  };
}

export interface Tracing {
  tracer: Tracer;
  /** Registers the request spans: before every other plugin and route. */
  register(app: FastifyInstance): Promise<void>;
  /** Names the request's span by its operation and adds the user's id (after authentication). */
  annotate(request: FastifyRequest): void;
  /** The trace id of the request's span, for its log lines. */
  traceIdOf(request: FastifyRequest): string | undefined;
  /** Exports what is buffered. */
  flush(): Promise<void>;
  /** Exports what is buffered and stops. */
  shutdown(): Promise<void>;
}

/** Starts the tracer provider (process-wide: one server per process) and the request instrumentation. */
export async function startTracing(options: TracingOptions): Promise<Tracing> {
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    otel,
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@fastify/otel'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: options.url }))],
  });
  // The context manager (AsyncLocalStorage) that carries a request's span into its queries, and W3C propagation.
  provider.register();
  const tracer = provider.getTracer('property-portal');
  const instrumentation = new otel.FastifyOtelInstrumentation({
    // The scrape and the load balancer's checks are not requests anyone follows.
    ignorePaths: (route: { url: string }) => /^\/(metrics|api\/(health|ready))\b/i.test(route.url),
  });
  instrumentation.setTracerProvider(provider);
  const spanOf = (request: FastifyRequest): Span | undefined => {
    try {
      return request.opentelemetry().span ?? undefined;
    } catch {
      return undefined;
    }
  };
  return {
    tracer,
    async register(app) {
      await app.register(instrumentation.plugin());
    },
    annotate(request) {
      const span = spanOf(request);
      if (!span) return;
      const operationId = request.routeOptions.config.operation?.operationId;
      if (operationId) {
        span.updateName(operationId);
        span.setAttribute('portal.operation_id', operationId);
      }
      if (request.user) span.setAttribute('user.id', String(request.user.id));
    },
    traceIdOf(request) {
      const id = spanOf(request)?.spanContext().traceId;
      return id && id !== '00000000000000000000000000000000' ? id : undefined;
    },
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

/** `SELECT properties`, `INSERT mail_outbox`, … from a statement's text: the span's name. */
export function statementName(text: string): string {
  const verb =
    /^\s*(?:with\b[\s\S]*?\)\s*)?(select|insert|update|delete|begin|commit|rollback|set|listen)\b/i.exec(
      text,
    )?.[1];
  if (!verb) return 'SQL';
  const target = /\b(?:from|into|update)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(text)?.[1];
  return target && !/^(select)$/i.test(target) ? `${verb.toUpperCase()} ${target}` : verb.toUpperCase();
}

const maxStatementText = 2000;

/** Runs `run` (one statement) inside a client span of the current request's trace. */
export function inStatementSpan<T>(
  tracer: Tracer,
  system: 'postgresql',
  text: string,
  run: () => Promise<T>,
  parent: Context = context.active(),
): Promise<T> {
  // A statement outside any request (the outbox worker, the housekeeping) is not worth a trace of its own.
  if (!trace.getSpan(parent)) return run();
  const span = tracer.startSpan(
    statementName(text),
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': system,
        'db.query.text': text.length > maxStatementText ? `${text.slice(0, maxStatementText)}…` : text,
      },
    },
    parent,
  );
  return context.with(trace.setSpan(parent, span), run).then(
    (result) => {
      span.end();
      return result;
    },
    (error: unknown) => {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.message : String(error),
      });
      span.end();
      throw error;
    },
  );
}

/** The text of a statement as pg and PGlite take it: a string or `{ text }` (pg's query config). */
export function statementText(first: unknown): string {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first) return String((first as { text: unknown }).text);
  return '';
}

type Query = (...args: unknown[]) => Promise<unknown>;

/** Each promise-style call of `run` in a statement span (a callback-style call, the pool's own, runs as it is). */
function tracedQuery(tracer: Tracer, run: Query): Query {
  return (...args) =>
    typeof args.at(-1) === 'function'
      ? run(...args)
      : inStatementSpan(tracer, 'postgresql', statementText(args[0]), () => run(...args));
}

/** A pool whose statements (its own and those of the clients it lends: transactions) are spans. */
export function tracedPool<P extends object>(pool: P, tracer: Tracer): P {
  const target = pool as unknown as { query: Query; connect: () => Promise<{ query: Query }> };
  const query = tracedQuery(tracer, (...args) => target.query(...args));
  // The lent client is seen through a proxy: the pool lends the same client again, untraced, for its own use.
  const connect = async () => {
    const client = await target.connect();
    return overriding(client, { query: tracedQuery(tracer, client.query.bind(client)) });
  };
  return overriding(pool, { query, connect });
}

/** PGlite's statements as spans: query and exec, and those of its transactions. */
export function traceEmbeddedQueries(
  client: {
    query: Query;
    exec: Query;
    transaction: (run: (tx: never) => Promise<unknown>) => Promise<unknown>;
  },
  tracer: Tracer,
): void {
  const wrap = (run: Query): Query => tracedQuery(tracer, run);
  const query = wrap(client.query.bind(client));
  const exec = wrap(client.exec.bind(client));
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query,
    exec,
    transaction: (run: (tx: { query: Query; exec: Query }) => Promise<unknown>) =>
      transaction(((tx: { query: Query; exec: Query }) => {
        tx.query = wrap(tx.query.bind(tx));
        tx.exec = wrap(tx.exec.bind(tx));
        return run(tx);
      }) as never),
  });
}
