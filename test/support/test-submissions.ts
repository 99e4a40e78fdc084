import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/db.ts';
import type { DeliveryConfig } from '../../src/server/config.ts';
import type { DeliveryLogger } from '../../src/server/delivery/types.ts';

/** A simple-contact payload as the pipeline stores it (page fields go to meta). */
export function makeContactPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    formId: 'velora-simple-contact-en',
    firstname: 'Anna',
    lastname: 'Muster',
    email: 'anna@example.ch',
    ...overrides,
  };
}

/**
 * Stores a submission with its outbox entry the way the request pipeline does (one transaction,
 * sink `default`). For tests of the delivery half; returns the ids.
 */
export async function insertTestSubmission(
  db: Db,
  options: {
    formType?: string;
    payload?: Record<string, unknown>;
    meta?: Record<string, unknown>;
    createdAt?: Date;
    sink?: string;
  } = {},
): Promise<{ id: string; reference: string; outboxId: number }> {
  const id = randomUUID();
  const reference = `VEL-${randomBytes(4).toString('hex').toUpperCase()}`;
  const outboxId = await db.transaction(async (tx) => {
    await tx.query(
      `insert into submissions (id, reference, form_type, payload, meta, created_at) values ($1, $2, $3, $4, $5, coalesce($6, now()))`,
      [
        id,
        reference,
        options.formType ?? 'simple-contact',
        JSON.stringify(options.payload ?? makeContactPayload()),
        JSON.stringify(
          options.meta ?? { language: 'en', location: 'https://www.velora.ch/contact', title: 'Contact' },
        ),
        options.createdAt ?? null,
      ],
    );
    const { rows } = await tx.query<{ id: number }>(
      `insert into outbox (submission_id, sink) values ($1, $2) returning id`,
      [id, options.sink ?? 'default'],
    );
    return rows[0]?.id ?? 0;
  });
  return { id, reference, outboxId };
}

/** Delivery settings for tests: inbox only, fast polling, short delays. */
export function makeTestDeliveryConfig(overrides: Partial<DeliveryConfig> = {}): DeliveryConfig {
  return {
    hubspot: null,
    sms: null,
    routes: {},
    worker: 'in-process',
    pollMs: 50,
    batch: 20,
    maxAttempts: 5,
    baseDelayMs: 20,
    maxDelayMs: 200,
    configErrorDelayMs: 60_000,
    timeoutMs: 2_000,
    // Tests read the inbox from the database; the JSON copies have their own test.
    inboxDir: null,
    ...overrides,
  };
}

/** A logger that keeps every line, so tests can check what was (and was not) logged. */
export function createMemoryLogger(): DeliveryLogger & {
  lines: { level: string; obj: object; msg?: string | undefined }[];
} {
  const lines: { level: string; obj: object; msg?: string | undefined }[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
}

/** Reads an outbox entry's state. */
export async function readOutbox(db: Db, outboxId: number) {
  const { rows } = await db.query<{
    status: string;
    attempts: number;
    last_error: string | null;
    delivered_to: string | null;
    next_attempt_at: Date;
  }>('select status, attempts, last_error, delivered_to, next_attempt_at from outbox where id = $1', [
    outboxId,
  ]);
  return rows[0];
}

/** Polls `check` every 25 ms until it returns true; fails with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Counts outbox entries per status. */
export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const { rows } = await db.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from outbox group by status',
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}
