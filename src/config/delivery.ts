/**
 * Delivery of submissions (src/server/delivery): HUBSPOT_PORTAL_ID and HUBSPOT_ACCESS_TOKEN
 * [none] (with both, contact-like forms go to HubSpot), HUBSPOT_API_URL [https://api.hsforms.com],
 * HUBSPOT_FORM_IDS [{}] (form type -> GUID or { en, de, fr, it, default }), HUBSPOT_SUBMISSION_ID_FIELD
 * [velora_submission_id], HUBSPOT_RATE_LIMIT [50] (calls per 10 s per worker process,
 * 10 in flight; 0: no limit), SMS_API_URL and SMS_API_TOKEN [none], SMS_SENDER [Velora],
 * DELIVERY_ROUTES [none] (e.g. complaint=hubspot,lost-card=inbox), DELIVERY_WORKER [in-process]
 * (in-process | off), DELIVERY_POLL_MS [1000], DELIVERY_BATCH [100], DELIVERY_MAX_ATTEMPTS [12],
 * DELIVERY_BASE_DELAY_MS [1000], DELIVERY_MAX_DELAY_MS [3600000], DELIVERY_CONFIG_ERROR_DELAY_MS
 * [900000], DELIVERY_TIMEOUT_MS [10000], INBOX_DIR [DATA_DIR/inbox] (`off`: database only).
 */
import { join } from 'node:path';
import { hubspotFormIds, resolveRoutes, type SinkName } from './hubspot-form-ids.ts';
import { integer, matching, oneOf, optionalString, serviceUrl } from './fields.ts';
import { defineSection } from './section.ts';
import { dataDirOf } from './storage.ts';

export type { SinkName } from './hubspot-form-ids.ts';

/** Validated delivery settings; see above for each field's variable. */
export interface DeliveryConfig {
  hubspot: {
    portalId: string;
    accessToken: string;
    apiUrl: string;
    formIds: Record<string, Record<string, string>>;
    submissionIdField: string;
    /** Calls per 10 s (HUBSPOT_RATE_LIMIT); 0 for no limit; absent: HubSpot's 50. */
    ratePer10s?: number | undefined;
  } | null;
  sms: { apiUrl: string; apiToken: string; sender: string } | null;
  routes: Record<string, SinkName>;
  worker: 'in-process' | 'off';
  pollMs: number;
  batch: number;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  configErrorDelayMs: number;
  timeoutMs: number;
  /** Folder of the inbox's JSON copies, or null when INBOX_DIR=off. */
  inboxDir: string | null;
}

const DAY_MS = 86_400_000;
const ms = (min: number, max: number, fallback: number) => integer(min, max, fallback, 'milliseconds');

export const deliverySection = defineSection({
  shape: {
    HUBSPOT_PORTAL_ID: matching(/^\d+$/, 'the numeric HubSpot account id'),
    HUBSPOT_ACCESS_TOKEN: optionalString,
    HUBSPOT_API_URL: serviceUrl,
    HUBSPOT_FORM_IDS: hubspotFormIds,
    HUBSPOT_SUBMISSION_ID_FIELD: matching(/^[a-z0-9_]+$/, 'a HubSpot property name (lower case, digits, _)'),
    HUBSPOT_RATE_LIMIT: integer(0, 10_000, 50),
    SMS_API_URL: serviceUrl,
    SMS_API_TOKEN: optionalString,
    SMS_SENDER: matching(/^.{1,32}$/, 'at most 32 characters'),
    DELIVERY_ROUTES: optionalString,
    DELIVERY_WORKER: oneOf(['in-process', 'off'] as const, 'in-process'),
    DELIVERY_POLL_MS: ms(10, 3_600_000, 1000),
    DELIVERY_BATCH: integer(1, 1000, 100),
    DELIVERY_MAX_ATTEMPTS: integer(1, 1000, 12),
    DELIVERY_BASE_DELAY_MS: ms(1, DAY_MS, 1000),
    DELIVERY_MAX_DELAY_MS: ms(1, 30 * DAY_MS, 3_600_000),
    DELIVERY_CONFIG_ERROR_DELAY_MS: ms(1, DAY_MS, 900_000),
    DELIVERY_TIMEOUT_MS: ms(100, 600_000, 10_000),
    INBOX_DIR: optionalString,
  },
  build: (e, { env, problems }): DeliveryConfig => {
    if (Boolean(e.HUBSPOT_PORTAL_ID) !== Boolean(e.HUBSPOT_ACCESS_TOKEN))
      problems.push(
        'HUBSPOT_PORTAL_ID and HUBSPOT_ACCESS_TOKEN: set both to deliver to HubSpot, or neither to keep forms in the local inbox',
      );
    if (e.SMS_API_URL && !e.SMS_API_TOKEN) problems.push('SMS_API_TOKEN: required when SMS_API_URL is set');
    if (e.DELIVERY_MAX_DELAY_MS < e.DELIVERY_BASE_DELAY_MS)
      problems.push('DELIVERY_MAX_DELAY_MS: must be at least DELIVERY_BASE_DELAY_MS');
    const hubspot =
      e.HUBSPOT_PORTAL_ID && e.HUBSPOT_ACCESS_TOKEN
        ? {
            portalId: e.HUBSPOT_PORTAL_ID,
            accessToken: e.HUBSPOT_ACCESS_TOKEN,
            apiUrl: e.HUBSPOT_API_URL ?? 'https://api.hsforms.com',
            formIds: e.HUBSPOT_FORM_IDS,
            submissionIdField: e.HUBSPOT_SUBMISSION_ID_FIELD ?? 'velora_submission_id',
            ratePer10s: e.HUBSPOT_RATE_LIMIT,
          }
        : null;
    const sms =
      e.SMS_API_URL && e.SMS_API_TOKEN
        ? { apiUrl: e.SMS_API_URL, apiToken: e.SMS_API_TOKEN, sender: e.SMS_SENDER ?? 'Velora' }
        : null;
    return {
      hubspot,
      sms,
      routes: resolveRoutes(e.DELIVERY_ROUTES, { hubspot: hubspot !== null, sms: sms !== null }, problems),
      worker: e.DELIVERY_WORKER,
      pollMs: e.DELIVERY_POLL_MS,
      batch: e.DELIVERY_BATCH,
      maxAttempts: e.DELIVERY_MAX_ATTEMPTS,
      baseDelayMs: e.DELIVERY_BASE_DELAY_MS,
      maxDelayMs: e.DELIVERY_MAX_DELAY_MS,
      configErrorDelayMs: e.DELIVERY_CONFIG_ERROR_DELAY_MS,
      timeoutMs: e.DELIVERY_TIMEOUT_MS,
      inboxDir: e.INBOX_DIR === 'off' ? null : (e.INBOX_DIR ?? join(dataDirOf(env), 'inbox')),
    };
  },
});
