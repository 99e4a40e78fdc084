import path from 'node:path';
import { z } from 'zod';

/*
 * Booking settings (copy into the README). Every variable is optional with the built-in engine.
 *
 * | Variable | Default | Meaning |
 * | --- | --- | --- |
 * | BOOKING_PROVIDER | builtin | `builtin` (the engine of this repository) or `graph` (Microsoft Bookings). |
 * | BOOKING_CONFIG | content/booking.json | The booking configuration: businesses, services, staff hours, holidays, policy. |
 * | BOOKING_RATE_LIMIT_MAX | 60 | Booking calls per client per RATE_LIMIT_WINDOW_SECONDS (browsing the calendar makes several); 0 disables. |
 * | MS_GRAPH_TENANT_ID | (none) | Entra ID tenant; required with `graph`. |
 * | MS_GRAPH_CLIENT_ID | (none) | App registration with the application permission Bookings.ReadWrite.All; required with `graph`. |
 * | MS_GRAPH_CLIENT_SECRET | (none) | Its client secret; required with `graph`. |
 * | MS_GRAPH_TOKEN_URL | https://login.microsoftonline.com/{tenant}/oauth2/v2.0/token | Token endpoint (tests point it at a local server). |
 * | MS_GRAPH_API_URL | https://graph.microsoft.com/v1.0 | Graph base address (tests point it at a local server). |
 * | MS_GRAPH_BUSINESS_IDS | the business ids of BOOKING_CONFIG | Comma-separated Bookings business ids offered on the site. |
 * | MS_GRAPH_TIMEOUT_MS | 10000 | Timeout of each Graph call. |
 * | MS_GRAPH_MAX_RETRIES | 3 | Repeats of a call after 429 (Retry-After honoured) or, for reads, 5xx and timeouts. |
 * | MS_GRAPH_MAX_RETRY_WAIT_MS | 5000 | Longest Retry-After waited inside one call; longer ones fail the call (503 to the visitor, later retry in the outbox). |
 * | MS_GRAPH_CACHE_SECONDS | 300 | How long businesses and services from Graph are cached (availability never is). |
 */

/** Validated booking settings. */
export interface BookingSettings {
  provider: 'builtin' | 'graph';
  configPath: string;
  /** Booking calls per client and rate-limit window (BOOKING_RATE_LIMIT_MAX). */
  rateLimitMax: number;
  graph: {
    tenantId: string;
    clientId: string;
    clientSecret: string;
    tokenUrl: string;
    apiUrl: string;
    businessIds: string[] | undefined;
    timeoutMs: number;
    maxRetries: number;
    maxRetryWaitMs: number;
    cacheMs: number;
  } | null;
}

/** Thrown for an invalid booking setting; the message names each variable and what it must be. */
export class BookingSettingsError extends Error {
  override name = 'BookingSettingsError';
}

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = z.preprocess(blank, z.string().trim().optional());
const integer = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blank,
    z.coerce
      .number()
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );
/** https, or http on the local machine (stand-ins in tests and development). */
const serviceUrl = z.preprocess(
  blank,
  z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
    .refine(
      (value) => value.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(value),
      {
        error: 'must use https (plain http only for 127.0.0.1 or localhost)',
      },
    )
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);

const envSchema = z.object({
  BOOKING_PROVIDER: z.preprocess(
    blank,
    z.enum(['builtin', 'graph'], 'must be builtin or graph').default('builtin'),
  ),
  BOOKING_CONFIG: text,
  BOOKING_RATE_LIMIT_MAX: integer(60, 0, 1_000_000_000),
  MS_GRAPH_TENANT_ID: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[A-Za-z0-9.-]{1,128}$/, 'must be a tenant id or domain')
      .optional(),
  ),
  MS_GRAPH_CLIENT_ID: text,
  MS_GRAPH_CLIENT_SECRET: text,
  MS_GRAPH_TOKEN_URL: serviceUrl,
  MS_GRAPH_API_URL: serviceUrl,
  MS_GRAPH_BUSINESS_IDS: text,
  MS_GRAPH_TIMEOUT_MS: integer(10_000, 100, 120_000),
  MS_GRAPH_MAX_RETRIES: integer(3, 0, 10),
  MS_GRAPH_MAX_RETRY_WAIT_MS: integer(5_000, 0, 120_000),
  MS_GRAPH_CACHE_SECONDS: integer(300, 0, 86_400),
});

/** Reads and validates the booking settings; throws a `BookingSettingsError` listing every problem. */
export function loadBookingSettings(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): BookingSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success)
    throw new BookingSettingsError(
      describe(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    );
  const e = parsed.data;
  const configPath = path.resolve(cwd, e.BOOKING_CONFIG ?? path.join('content', 'booking.json'));
  const rateLimitMax = e.BOOKING_RATE_LIMIT_MAX;
  if (e.BOOKING_PROVIDER === 'builtin') return { provider: 'builtin', configPath, rateLimitMax, graph: null };

  const problems: string[] = [];
  if (!e.MS_GRAPH_TENANT_ID) problems.push('MS_GRAPH_TENANT_ID: required when BOOKING_PROVIDER=graph');
  if (!e.MS_GRAPH_CLIENT_ID) problems.push('MS_GRAPH_CLIENT_ID: required when BOOKING_PROVIDER=graph');
  if (!e.MS_GRAPH_CLIENT_SECRET)
    problems.push('MS_GRAPH_CLIENT_SECRET: required when BOOKING_PROVIDER=graph');
  const businessIds = e.MS_GRAPH_BUSINESS_IDS?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (businessIds?.length === 0)
    problems.push('MS_GRAPH_BUSINESS_IDS: list at least one business id, comma-separated');
  if (problems.length > 0) throw new BookingSettingsError(describe(problems));
  const tenantId = e.MS_GRAPH_TENANT_ID ?? '';
  return {
    provider: 'graph',
    configPath,
    rateLimitMax,
    graph: {
      tenantId,
      clientId: e.MS_GRAPH_CLIENT_ID ?? '',
      clientSecret: e.MS_GRAPH_CLIENT_SECRET ?? '',
      tokenUrl:
        e.MS_GRAPH_TOKEN_URL ??
        `https://login.microsoftonline.com/${encodeURIComponent(tenantId)}/oauth2/v2.0/token`,
      apiUrl: e.MS_GRAPH_API_URL ?? 'https://graph.microsoft.com/v1.0',
      businessIds,
      timeoutMs: e.MS_GRAPH_TIMEOUT_MS,
      maxRetries: e.MS_GRAPH_MAX_RETRIES,
      maxRetryWaitMs: e.MS_GRAPH_MAX_RETRY_WAIT_MS,
      cacheMs: e.MS_GRAPH_CACHE_SECONDS * 1000,
    },
  };
}

function describe(problems: string[]): string {
  return `Invalid booking settings:\n- ${problems.join('\n- ')}`;
}
