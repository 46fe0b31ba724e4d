// GET /metrics: Prometheus text with requests by operationId, sign-in failures, the outbox and the process; only to a
// loopback address that came through no proxy, or with the bearer token; and the request's ids on its log lines.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../src/seed.ts';
import { createTestApp, usePostgres, useTestApp } from './helpers/test-app.ts';

const token = 'metrics-token-for-the-tests';
const t = useTestApp({ metricsToken: token });

/** The value of one series (name and labels as printed), or undefined. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts API requests by operationId and status class, with their durations', async () => {
    const property = t.seed.properties.owner[0];
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.request({ method: 'GET', url: `/api/property/${property}`, as: 'owner' })).statusCode,
      ).toBe(200);
    }
    expect((await t.request({ method: 'GET', url: '/api/property/999999', as: 'admin' })).statusCode).toBe(
      404,
    );
    const res = await t.request({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(
      seriesValue(text, 'portal_http_request_duration_seconds_count{operation="getProperty",status="2xx"}'),
    ).toBe(3);
    expect(
      seriesValue(text, 'portal_http_request_duration_seconds_count{operation="getProperty",status="4xx"}'),
    ).toBe(1);
    expect(text).toMatch(
      /portal_http_request_duration_seconds_bucket\{le="0\.005",operation="getProperty",status="2xx"\}/,
    );
    // The process: memory and event-loop lag.
    expect(seriesValue(text, 'portal_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^portal_nodejs_eventloop_lag_seconds \d/m);
    // The outbox, read from the database (the seed sent invitation mails; no SMTP here, so none was delivered).
    expect(seriesValue(text, 'portal_outbox_undelivered')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'portal_outbox_oldest_undelivered_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'portal_outbox_due')).toBeGreaterThanOrEqual(0);
    // The pool exists on PostgreSQL only (PGlite is one connection in this process).
    if (usePostgres) {
      expect(seriesValue(text, 'portal_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
      expect(seriesValue(text, 'portal_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('portal_db_pool_connections');
    }
  });

  it('counts refused sign-ins by reason', async () => {
    const before = seriesValue(
      (await t.request({ method: 'GET', url: '/metrics' })).body,
      'portal_sign_in_failures_total{reason="incorrect"}',
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/auth',
      payload: { username: 'owner', password: `${demoPassword}-wrong`, portal: 'residential' },
    });
    expect(res.statusCode).toBe(401);
    const text = (await t.request({ method: 'GET', url: '/metrics' })).body;
    expect(seriesValue(text, 'portal_sign_in_failures_total{reason="incorrect"}')).toBe((before ?? 0) + 1);
    expect(seriesValue(text, 'portal_sign_in_failures_total{reason="locked"}')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'portal_sign_in_locked')).toBe(0);
  });

  const scrape = (from: string | undefined, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/metrics', headers, ...(from && { remoteAddress: from }) });

  it('is refused to another address, and to a request that came through a proxy, without the token', async () => {
    const remote = await scrape('203.0.113.9');
    expect(remote.statusCode).toBe(403);
    expect(remote.json().message).toMatch(/loopback address.*METRICS_TOKEN/);
    expect((await scrape(undefined, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    const wrong = await scrape('203.0.113.9', { authorization: `Bearer ${token}x` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('portal_');
  });

  it('comes without tracing when no OTLP endpoint is set: no request span, no wrapped statement', () => {
    expect(t.app.hasRequestDecorator('opentelemetry')).toBe(false);
  });

  it('is served anywhere with Authorization: Bearer METRICS_TOKEN', async () => {
    const res = await scrape('203.0.113.9', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('portal_http_request_duration_seconds');
  });
});

describe('request logs', () => {
  it('carry the request id, the operationId and the user id on every line of a request, never a name', async () => {
    const lines: Record<string, unknown>[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await createTestApp({ logger: 'info', logStream });
    try {
      const property = app.seed.properties.owner[0];
      const res = await app.request({ method: 'GET', url: `/api/property/${property}`, as: 'owner' });
      expect(res.statusCode).toBe(200);
      const ofRead = lines.filter((l) => l.operationId === 'getProperty');
      expect(ofRead.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
      const reqId = ofRead[0]?.reqId;
      expect(reqId).toBeTruthy();
      for (const line of ofRead) {
        expect(line.reqId).toBe(reqId);
        expect(typeof line.userId).toBe('number');
        expect(JSON.stringify(line)).not.toMatch(/"owner"|@/);
      }
    } finally {
      await app.close();
    }
  }, 120_000);
});
