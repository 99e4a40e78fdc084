/**
 * The request pipeline: API_SIGNING_KEY [velora-public-signing-key] (key of the X-Signature HMAC;
 * public by nature, the browser holds it), TRUST_PROXY [0] (trusted proxy hops in front of the
 * server, `true` meaning 1: the client is the n-th X-Forwarded-For address from the right),
 * RATE_LIMIT_MAX [20] (form submissions per client per window; 0 disables), RATE_LIMIT_WINDOW_SECONDS
 * [60], BODY_LIMIT_BYTES [16384] (largest accepted request body).
 */
import { hops, integer, optionalString } from './fields.ts';
import { defineSection } from './section.ts';

export interface ApiConfig {
  readonly apiSigningKey: string;
  /** Trusted proxy hops (src/server/api/trust-proxy.ts turns it into Fastify's `trustProxy`). */
  readonly trustProxy: number;
  readonly rateLimit: { readonly max: number; readonly windowSeconds: number };
  readonly bodyLimitBytes: number;
}

export const apiSection = defineSection({
  shape: {
    API_SIGNING_KEY: optionalString,
    TRUST_PROXY: hops(),
    RATE_LIMIT_MAX: integer(0, 1_000_000_000, 20),
    RATE_LIMIT_WINDOW_SECONDS: integer(1, 86_400, 60),
    BODY_LIMIT_BYTES: integer(1_024, 10_485_760, 16_384),
  },
  build: (e): ApiConfig => ({
    apiSigningKey: e.API_SIGNING_KEY ?? 'velora-public-signing-key',
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
  }),
});
