// Traces: with an OTLP endpoint every API request exports a trace (its span named by the operationId, the user's id,
// the caller's traceparent continued) with a child span per database statement, on PGlite and on PostgreSQL; the
// request's log lines carry its trace id. Without one, nothing of the tracing is registered (metrics.test.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementName, tracingFromEnv } from '../src/observability/tracing.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}

/** An OTLP/HTTP (JSON) traces receiver on a loopback port: every span it was sent. */
async function startCollector() {
  const spans: OtlpSpan[] = [];
  const services = new Set<string>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const message = JSON.parse(body) as {
        resourceSpans: {
          resource: { attributes: OtlpSpan['attributes'] };
          scopeSpans: { spans: OtlpSpan[] }[];
        }[];
      };
      for (const resource of message.resourceSpans) {
        const name = resource.resource.attributes.find((a) => a.key === 'service.name');
        if (name) services.add(String(name.value.stringValue));
        for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/traces`,
    spans,
    services,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value === undefined ? undefined : Object.values(value)[0];
};

describe('traces', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let traced: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    collector = await startCollector();
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    traced = await createTestApp({
      tracing: { url: collector.url, serviceName: 'portal-under-test' },
      logger: 'info',
      logStream,
    });
  }, 120_000);
  afterAll(async () => {
    await collector?.close();
  });

  it('exports each request with its database statements, named by operation, with the user id', async () => {
    const caller = '4bf92f3577b34da6a3ce929d0e0e4736';
    const property = traced.seed.properties.owner[0];
    const res = await traced.request({
      method: 'GET',
      url: `/api/property/${property}`,
      as: 'owner',
      headers: { traceparent: `00-${caller}-00f067aa0ba902b7-01` },
    });
    expect(res.statusCode).toBe(200);
    // A write: its transaction's statements (on PostgreSQL a client the pool lends) are spans of its trace too.
    const writer = 'a3ce929d0e0e47364bf92f3577b34da6';
    const created = await traced.request({
      method: 'POST',
      url: '/api/documents',
      as: 'admin',
      headers: { traceparent: `00-${writer}-00f067aa0ba902b7-01` },
      payload: {
        propertyId: property,
        ownerId: null,
        documentTypeId: traced.seed.documentTypes['Tenancy Notice'],
        fileName: 'Traced.pdf',
        documentDate: '2026-11-01',
      },
    });
    expect(created.statusCode).toBeLessThan(300);
    // Closing the app exports what the batch still holds.
    await traced.close();

    expect(collector.services).toEqual(new Set(['portal-under-test']));
    const request = collector.spans.find((s) => s.traceId === caller && s.name === 'getProperty');
    if (!request) throw new Error(`no getProperty span in ${collector.spans.map((s) => s.name).join(', ')}`);
    expect(request.kind).toBe(2); // SERVER
    expect(request.parentSpanId).toBe('00f067aa0ba902b7');
    expect(attribute(request, 'portal.operation_id')).toBe('getProperty');
    expect(attribute(request, 'user.id')).toBe(String(traced.seed.users.owner));
    expect(attribute(request, 'http.response.status_code')).toBe(200);

    // The statements: client spans of the same trace, each under the request's span (through its handler's span).
    const ofTrace = collector.spans.filter((s) => s.traceId === caller);
    const byId = new Map(ofTrace.map((s) => [s.spanId, s]));
    const statements = ofTrace.filter((s) => attribute(s, 'db.system.name') === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.kind).toBe(3); // CLIENT
      let at: OtlpSpan | undefined = statement;
      while (at && at !== request) at = at.parentSpanId ? byId.get(at.parentSpanId) : undefined;
      expect(at).toBe(request);
    }
    const read = statements.find((s) => String(attribute(s, 'db.query.text')).includes('"properties"'));
    expect(read?.name).toBe('SELECT properties');
    // Statements carry their text, never their values (the id is a parameter).
    expect(String(attribute(read as OtlpSpan, 'db.query.text'))).toMatch(/"properties"\."id" = \$1\b/);
    // No name or email anywhere in the request's spans.
    expect(JSON.stringify(ofTrace)).not.toMatch(/@example|"owner"/);

    const ofWrite = collector.spans.filter((s) => s.traceId === writer);
    expect(ofWrite.find((s) => s.kind === 2)?.name).toBe('createDocument');
    expect(ofWrite.map((s) => s.name)).toContain('INSERT documents');

    // Its log lines carry the trace id.
    const logged = lines.filter((l) => l.operationId === 'getProperty');
    expect(logged.length).toBe(2);
    for (const line of logged) expect(line.traceId).toBe(caller);
  });
});

describe('the environment', () => {
  it('turns tracing on with an OTLP endpoint only', () => {
    expect(tracingFromEnv({})).toBeUndefined();
    expect(tracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318/' })).toEqual({
      url: 'http://127.0.0.1:4318/v1/traces',
      serviceName: 'property-portal',
    });
    expect(
      tracingFromEnv({
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/custom',
        OTEL_SERVICE_NAME: 'portal-blue',
      }),
    ).toEqual({ url: 'http://collector:4318/custom', serviceName: 'portal-blue' });
  });
});

describe('statement span names', () => {
  it('name the verb and the table', () => {
    expect(statementName('select "id", "name" from "properties" where "id" = $1')).toBe('SELECT properties');
    expect(statementName('insert into "mail_outbox" ("to_address") values ($1)')).toBe('INSERT mail_outbox');
    expect(statementName('update "sessions" set "last_seen_at" = now()')).toBe('UPDATE sessions');
    expect(statementName('delete from rate_limit_counters where window_ends_at < now()')).toBe(
      'DELETE rate_limit_counters',
    );
    expect(statementName('with t as (select 1) select * from t')).toBe('SELECT t');
    expect(statementName('begin')).toBe('BEGIN');
  });
});
