/**
 * The server configuration, from environment variables, validated once at start: one zod section
 * per concern, composed here. `loadConfig(env)` reads every section for the server (all problems
 * reported together; main.ts exits 78 naming each variable); the build and the CLI take their
 * part with `loadSiteConfig`, `loadStorageConfig`, ... Each section's file documents its variables.
 *
 * Delivery settings (HUBSPOT_*, SMS_API_URL, DELIVERY_*) are read by `loadDeliveryConfig`
 * (src/server/delivery/config.ts), booking settings (BOOKING_*, MS_GRAPH_*) by `loadBookingSettings`
 * (src/server/booking/booking-settings.ts); both are re-exported here.
 */
import { z } from 'zod';
import { apiSection, type ApiConfig } from './api.ts';
import { ConfigError, deepFreeze, parseSection, type Env } from './fields.ts';
import { runtimeSection, type RuntimeConfig } from './runtime.ts';
import { loadSection, nodeEnvOf, type BuildContext } from './section.ts';
import { siteSection, type SiteConfig } from './site.ts';
import { storageSection, type StorageConfig } from './storage.ts';
import { verificationSection, type VerificationConfig } from './verification.ts';

export { ConfigError, type Env } from './fields.ts';
export { retentionVariable, type StorageConfig } from './storage.ts';
export type { ApiConfig } from './api.ts';
export type { RuntimeConfig } from './runtime.ts';
export type { SiteConfig } from './site.ts';
export type { VerificationConfig } from './verification.ts';

/** The whole server configuration (deeply frozen). */
export interface Config extends RuntimeConfig, StorageConfig, ApiConfig, VerificationConfig, SiteConfig {
  /** Things an operator should know, logged once at start (e.g. a generated ALTCHA key). */
  readonly warnings: readonly string[];
}

const schema = z.object({
  ...runtimeSection.shape,
  ...storageSection.shape,
  ...apiSection.shape,
  ...verificationSection.shape,
  ...siteSection.shape,
});

/**
 * Reads and validates the configuration. Throws a `ConfigError` listing every invalid variable
 * with what is expected. The result is deeply frozen.
 */
export function loadConfig(env: Env = process.env): Config {
  const e = parseSection(schema, env);
  const context: BuildContext = { env, problems: [], warnings: [], nodeEnv: nodeEnvOf(env) };
  const config: Config = {
    ...runtimeSection.build(e, context),
    ...storageSection.build(e, context),
    ...apiSection.build(e, context),
    ...verificationSection.build(e, context),
    ...siteSection.build(e, context),
    warnings: context.warnings,
  };
  if (context.problems.length > 0) throw new ConfigError(context.problems);
  return deepFreeze(config);
}

/** DATA_DIR, DATABASE_URL and retention: what the inbox CLI needs. */
export const loadStorageConfig = (env: Env = process.env): StorageConfig => loadSection(storageSection, env);
/** PUBLIC_SITE_URL, ALLOWED_HOSTNAMES, FORM_IDS: what the build needs. */
export const loadSiteConfig = (env: Env = process.env): SiteConfig => loadSection(siteSection, env);
/** The request pipeline's settings (signing key, proxy hops, rate limit, body limit). */
export const loadApiConfig = (env: Env = process.env): ApiConfig => loadSection(apiSection, env);
/** Human verification (the build needs the provider and site keys). */
export const loadVerificationConfig = (env: Env = process.env): VerificationConfig =>
  loadSection(verificationSection, env);
/** NODE_ENV, PORT, HOST, LOG_LEVEL. */
export const loadRuntimeConfig = (env: Env = process.env): RuntimeConfig => loadSection(runtimeSection, env);
