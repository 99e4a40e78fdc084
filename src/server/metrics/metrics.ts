import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the outbox gauges read on each scrape. */
export interface OutboxSnapshot {
  pending: number;
  oldestPendingAgeSeconds: number;
}

/**
 * The server's Prometheus metrics (prom-client), in one registry of its own: submissions by
 * form and outcome, the outbox backlog and the age of its oldest entry, delivery outcomes and
 * attempts by sink, rebuilds by outcome, HTTP durations by route and status, and Node's
 * default process metrics.
 */
export function createMetrics(options: { readOutbox?: () => Promise<OutboxSnapshot> } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let snapshot: Promise<OutboxSnapshot> | undefined;
  // Both outbox gauges come from one query per scrape.
  const readOnce = () =>
    (snapshot ??= (
      options.readOutbox?.() ?? Promise.resolve({ pending: 0, oldestPendingAgeSeconds: 0 })
    ).finally(() => setImmediate(() => (snapshot = undefined))));
  return {
    registry,
    submissions: new Counter({
      name: 'velora_submissions_total',
      help: 'Form and booking requests answered, by form and outcome.',
      labelNames: ['form', 'outcome'] as const,
      registers: [registry],
    }),
    outboxPending: new Gauge({
      name: 'velora_outbox_pending',
      help: 'Deliveries waiting in the outbox (pending or being delivered).',
      registers: [registry],
      async collect() {
        this.set((await readOnce()).pending);
      },
    }),
    oldestPendingAge: new Gauge({
      name: 'velora_outbox_oldest_pending_age_seconds',
      help: 'Age in seconds of the oldest delivery still waiting in the outbox (0 when none).',
      registers: [registry],
      async collect() {
        this.set((await readOnce()).oldestPendingAgeSeconds);
      },
    }),
    deliveries: new Counter({
      name: 'velora_deliveries_total',
      help: 'Delivery attempts by sink and outcome (delivered, retry, dead).',
      labelNames: ['sink', 'outcome'] as const,
      registers: [registry],
    }),
    deliveryAttempts: new Histogram({
      name: 'velora_delivery_attempts',
      help: 'Attempts a delivery took when it ended (delivered or dead), by sink.',
      labelNames: ['sink'] as const,
      buckets: [1, 2, 3, 5, 8, 13, 21],
      registers: [registry],
    }),
    rebuilds: new Counter({
      name: 'velora_rebuilds_total',
      help: 'Site rebuilds after a publish webhook, by outcome.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by route and status.',
      labelNames: ['route', 'status'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The outcome label of a form or booking answer, from its status code. */
export function getSubmissionOutcome(status: number, replayed = false): string {
  if (replayed) return 'replayed';
  if (status >= 200 && status < 300) return 'accepted';
  if (status === 429) return 'rate_limited';
  if (status === 401 || status === 403) return 'refused';
  if (status === 409) return 'conflict';
  if (status >= 500) return 'error';
  return 'invalid';
}
