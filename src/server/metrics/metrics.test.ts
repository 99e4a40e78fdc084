import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open-db.ts';
import { getRequestId, registerRequestIdHeader } from '../request-id.ts';
import { registerHttpMetrics } from './http-metrics.ts';
import { createMetrics, getSubmissionOutcome } from './metrics.ts';
import { startMetricsServer } from './metrics-server.ts';
import { readOutboxSnapshot } from './outbox-snapshot.ts';

let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
});
afterAll(() => db.close());

describe('metrics', () => {
  it('serves every named metric in Prometheus text format on its own port, bound to loopback', async () => {
    const metrics = createMetrics({ readOutbox: () => readOutboxSnapshot(db) });
    metrics.submissions.inc({ form: 'complaint', outcome: 'accepted' });
    metrics.deliveries.inc({ sink: 'inbox', outcome: 'delivered' });
    metrics.deliveryAttempts.observe({ sink: 'inbox' }, 1);
    metrics.rebuilds.inc({ outcome: 'success' });
    const server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1' });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${server.url}/metrics`);
      expect(response.headers.get('content-type')).toContain('text/plain');
      const text = await response.text();
      expect(text).toContain('velora_submissions_total{form="complaint",outcome="accepted"} 1');
      expect(text).toContain('velora_outbox_pending 0');
      expect(text).toContain('velora_outbox_oldest_pending_age_seconds 0');
      expect(text).toContain('velora_deliveries_total{sink="inbox",outcome="delivered"} 1');
      expect(text).toContain('velora_delivery_attempts_bucket{le="1",sink="inbox"} 1');
      expect(text).toContain('velora_rebuilds_total{outcome="success"} 1');
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    } finally {
      await server.close();
    }
  });

  it('reads the outbox backlog and the age of its oldest entry', async () => {
    await db.query(
      `insert into submissions (id, reference, form_type, payload, meta, created_at)
       values ('00000000-0000-4000-8000-000000000001', 'REF-1', 'complaint', '{}', '{}', now() - interval '90 seconds')`,
    );
    await db.query(
      `insert into outbox (submission_id, sink, created_at)
       values ('00000000-0000-4000-8000-000000000001', 'inbox', now() - interval '90 seconds')`,
    );
    const snapshot = await readOutboxSnapshot(db);
    expect(snapshot.pending).toBe(1);
    expect(snapshot.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(89);
  });

  it('times answers by route pattern and status, and returns the request id', async () => {
    const metrics = createMetrics();
    const app = Fastify({ genReqId: getRequestId });
    registerHttpMetrics(app, metrics);
    registerRequestIdHeader(app);
    app.get('/blog/:slug', async () => 'ok');
    const first = await app.inject({ url: '/blog/one' });
    await app.inject({ url: '/blog/two', headers: { 'x-request-id': 'lb-1234567890' } });
    await app.inject({ url: '/nowhere' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ url: '/blog/x', headers: { 'x-request-id': 'lb-abcdefghij' } });
    expect(kept.headers['x-request-id']).toBe('lb-abcdefghij');
    const forged = await app.inject({ url: '/blog/x', headers: { 'x-request-id': 'evil\nline' } });
    expect(forged.headers['x-request-id']).not.toContain('evil');
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_request_duration_seconds_count{route="/blog/:slug",status="200"} 4');
    expect(text).toContain('http_request_duration_seconds_count{route="unmatched",status="404"} 1');
    await app.close();
  });

  it('names the outcome of a form answer', () => {
    expect(getSubmissionOutcome(201)).toBe('accepted');
    expect(getSubmissionOutcome(201, true)).toBe('replayed');
    expect(getSubmissionOutcome(429)).toBe('rate_limited');
    expect(getSubmissionOutcome(400)).toBe('invalid');
    expect(getSubmissionOutcome(422)).toBe('invalid');
    expect(getSubmissionOutcome(401)).toBe('refused');
    expect(getSubmissionOutcome(409)).toBe('conflict');
    expect(getSubmissionOutcome(503)).toBe('error');
  });
});
