/**
 * The configuration, from environment variables: one zod section per concern (each file documents
 * its variables), read by the server, the build and the CLI, each taking its part.
 * `loadConfig(env)` reads the server's sections; `checkConfig(env)` validates every section at once
 * (main.ts exits 78 listing each invalid variable); the build and the CLI take their part with
 * `loadSiteConfig`, `loadContentConfig`, `loadStorageConfig`, ...; the API, the database, the
 * delivery worker and the booking engine theirs with `loadApiConfig`, `loadDbConfig`,
 * `loadDeliveryConfig`, `loadBookingSettings`, `loadAbuseConfig`.
 */
import { z } from 'zod';
import path from 'node:path';
import { abuseSection, type AbuseConfig } from './abuse.ts';
import { apiSection, type ApiConfig } from './api.ts';
import { bookingSection, type BookingSettings } from './booking.ts';
import { buildSection, type BuildConfig } from './build.ts';
import { contentSection, type ContentConfig } from './content.ts';
import { databaseSection, type DbConfig } from './database.ts';
import { deliverySection, type DeliveryConfig } from './delivery.ts';
import { ConfigError, deepFreeze, parseSection, type Env } from './fields.ts';
import { runtimeSection, type RuntimeConfig } from './runtime.ts';
import { loadSection, nodeEnvOf, type BuildContext } from './section.ts';
import { operationsSection, type OperationsConfig } from './operations.ts';
import { siteSection, type SiteConfig } from './site.ts';
import { storageSection, type StorageConfig } from './storage.ts';
import { verificationSection, type VerificationConfig } from './verification.ts';

export { ConfigError, type Env } from './fields.ts';
export { retentionVariable, type StorageConfig } from './storage.ts';
export type { AbuseConfig } from './abuse.ts';
export type { ApiConfig } from './api.ts';
export type { BookingSettings } from './booking.ts';
export type { BuildConfig } from './build.ts';
export type { ContentConfig } from './content.ts';
export { DEFAULT_STATEMENT_TIMEOUT_MS, type DbConfig } from './database.ts';
export type { DeliveryConfig, SinkName } from './delivery.ts';
export type { RuntimeConfig } from './runtime.ts';
export type { SiteConfig } from './site.ts';
export type { OperationsConfig } from './operations.ts';
export type { VerificationConfig } from './verification.ts';

/** The whole server configuration (deeply frozen). */
export interface Config
  extends
    RuntimeConfig,
    StorageConfig,
    ContentConfig,
    ApiConfig,
    VerificationConfig,
    SiteConfig,
    OperationsConfig {
  /** Things an operator should know, logged once at start (e.g. a generated ALTCHA key). */
  readonly warnings: readonly string[];
}

const schema = z.object({
  ...runtimeSection.shape,
  ...storageSection.shape,
  ...contentSection.shape,
  ...apiSection.shape,
  ...verificationSection.shape,
  ...siteSection.shape,
  ...operationsSection.shape,
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
    ...contentSection.build(e, context),
    ...apiSection.build(e, context),
    ...verificationSection.build(e, context),
    ...siteSection.build(e, context),
    ...operationsSection.build(e, context),
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

/** CONTENT_DIR and the Storyblok source: what the build and the preview read content from. */
export const loadContentConfig = (env: Env = process.env): ContentConfig => loadSection(contentSection, env);

/** ASTRO_OUT_DIR, IMAGE_VARIANTS_DIR: the build's own places. */
export const loadBuildConfig = (env: Env = process.env): BuildConfig => loadSection(buildSection, env);

/**
 * What the build hands the browser about human verification (provider and public site keys). The
 * build runs with Astro's NODE_ENV, so the server's production rule is the server's to apply.
 */
export const loadPublicVerificationConfig = (env: Env = process.env): VerificationConfig =>
  loadSection(verificationSection, env, 'build');

/** The publish webhook, the Visual Editor preview, the metrics port. */
export const loadOperationsConfig = (env: Env = process.env): OperationsConfig =>
  loadSection(operationsSection, env);

/** DB_STATEMENT_TIMEOUT_MS, DB_PREPARED_STATEMENTS. */
export const loadDbConfig = (env: Env = process.env): DbConfig => loadSection(databaseSection, env);

/** SMS and booking limits, the booking e-mail. */
export const loadAbuseConfig = (env: Env = process.env): AbuseConfig => loadSection(abuseSection, env);

/** HUBSPOT_*, SMS_API_*, DELIVERY_*, INBOX_DIR. */
export const loadDeliveryConfig = (env: Env = process.env): DeliveryConfig =>
  loadSection(deliverySection, env);

/** BOOKING_PROVIDER, BOOKING_CONFIG (resolved against `cwd`), MS_GRAPH_*. */
export function loadBookingSettings(env: Env = process.env, cwd = process.cwd()): BookingSettings {
  const settings = loadSection(bookingSection, env);
  return { ...settings, configPath: path.resolve(cwd, settings.configPath) };
}

/**
 * Validates every section the server and its worker read, reporting all problems together: a
 * `ConfigError` naming each invalid variable, whichever section it belongs to.
 */
export function checkConfig(env: Env = process.env): void {
  const loaders = [loadConfig, loadDbConfig, loadAbuseConfig, loadDeliveryConfig, loadBookingSettings];
  const problems: string[] = [];
  for (const load of loaders) {
    try {
      load(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
}
