/**
 * Booking (src/server/booking): BOOKING_PROVIDER [builtin] (builtin | graph, Microsoft Bookings),
 * BOOKING_CONFIG [content/booking.json] (businesses, services, staff hours, holidays, policy),
 * BOOKING_RATE_LIMIT_MAX [60] (booking calls per client per RATE_LIMIT_WINDOW_SECONDS; 0
 * disables), MS_GRAPH_TENANT_ID, MS_GRAPH_CLIENT_ID, MS_GRAPH_CLIENT_SECRET [none] (required with
 * graph), MS_GRAPH_TOKEN_URL [https://login.microsoftonline.com/{tenant}/oauth2/v2.0/token],
 * MS_GRAPH_API_URL [https://graph.microsoft.com/v1.0], MS_GRAPH_BUSINESS_IDS [the business ids of
 * BOOKING_CONFIG], MS_GRAPH_TIMEOUT_MS [10000], MS_GRAPH_MAX_RETRIES [3], MS_GRAPH_MAX_RETRY_WAIT_MS
 * [5000], MS_GRAPH_CACHE_SECONDS [300].
 */
import path from 'node:path';
import { integer, matching, oneOf, optionalString, serviceUrl } from './fields.ts';
import { defineSection } from './section.ts';

/** Validated booking settings. */
export interface BookingSettings {
  provider: 'builtin' | 'graph';
  /** BOOKING_CONFIG as given (relative to the working directory unless absolute). */
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

const graphRequired = ['MS_GRAPH_TENANT_ID', 'MS_GRAPH_CLIENT_ID', 'MS_GRAPH_CLIENT_SECRET'] as const;

export const bookingSection = defineSection({
  shape: {
    BOOKING_PROVIDER: oneOf(['builtin', 'graph'] as const, 'builtin'),
    BOOKING_CONFIG: optionalString,
    BOOKING_RATE_LIMIT_MAX: integer(0, 1_000_000_000, 60),
    MS_GRAPH_TENANT_ID: matching(/^[A-Za-z0-9.-]{1,128}$/, 'a tenant id or domain'),
    MS_GRAPH_CLIENT_ID: optionalString,
    MS_GRAPH_CLIENT_SECRET: optionalString,
    MS_GRAPH_TOKEN_URL: serviceUrl,
    MS_GRAPH_API_URL: serviceUrl,
    MS_GRAPH_BUSINESS_IDS: optionalString,
    MS_GRAPH_TIMEOUT_MS: integer(100, 120_000, 10_000, 'milliseconds'),
    MS_GRAPH_MAX_RETRIES: integer(0, 10, 3),
    MS_GRAPH_MAX_RETRY_WAIT_MS: integer(0, 120_000, 5_000, 'milliseconds'),
    MS_GRAPH_CACHE_SECONDS: integer(0, 86_400, 300, 'seconds'),
  },
  build: (e, { problems }): BookingSettings => {
    const configPath = e.BOOKING_CONFIG ?? path.join('content', 'booking.json');
    const rateLimitMax = e.BOOKING_RATE_LIMIT_MAX;
    if (e.BOOKING_PROVIDER === 'builtin')
      return { provider: 'builtin', configPath, rateLimitMax, graph: null };
    for (const name of graphRequired)
      if (!e[name]) problems.push(`${name}: required when BOOKING_PROVIDER=graph`);
    const businessIds = e.MS_GRAPH_BUSINESS_IDS?.split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (businessIds?.length === 0)
      problems.push('MS_GRAPH_BUSINESS_IDS: list at least one business id, comma-separated');
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
  },
});
