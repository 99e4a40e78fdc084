import { join } from 'node:path';
import { z } from 'zod';
import { formTypes, hubspotFormTypes, isFormType } from './form-types.ts';

/*
 * Delivery configuration (copy into the README). Every variable is optional.
 *
 * | Variable | Default | Meaning |
 * | --- | --- | --- |
 * | HUBSPOT_PORTAL_ID | (none) | HubSpot account id. With HUBSPOT_ACCESS_TOKEN it sends contact-like forms to HubSpot. |
 * | HUBSPOT_ACCESS_TOKEN | (none) | Private-app token (scope `forms`), sent as `Authorization: Bearer`. |
 * | HUBSPOT_API_URL | https://api.hsforms.com | Forms API base; tests point it at a local stand-in. |
 * | HUBSPOT_FORM_IDS | {} | JSON: form type -> form GUID, or form type -> { en, de, fr, it, default } GUIDs. Without an entry the form's own `formId` field is used when it is a GUID. |
 * | HUBSPOT_SUBMISSION_ID_FIELD | velora_submission_id | Hidden field (add it to every HubSpot form) carrying the submission id, so a repeated delivery is recognisable. |
 * | HUBSPOT_RATE_LIMIT | 50 | Calls to HubSpot per 10 s per worker process (HubSpot's Forms API limit), 10 at most in flight; entries beyond it wait in the outbox untried. 0: no limit (stand-ins). |
 * | SMS_API_URL | (none) | SMS gateway endpoint (JSON POST). Without it, SMS app-link requests go to the inbox. |
 * | SMS_API_TOKEN | (none) | Bearer token of the SMS gateway; required with SMS_API_URL. |
 * | SMS_SENDER | Velora | Sender name or number shown on the SMS. |
 * | DELIVERY_ROUTES | (none) | Per-form sink override, e.g. `complaint=hubspot,lost-card=inbox` (sinks: hubspot, sms, inbox). |
 * | DELIVERY_WORKER | in-process | `in-process` runs the worker inside each web process; `off` when it runs alone (`node src/server/delivery/main.ts`). |
 * | DELIVERY_POLL_MS | 1000 | How often the worker looks for due entries. |
 * | DELIVERY_BATCH | 100 | Entries claimed per round: the inbox takes them in one statement, other sinks in parallel within their limits; results are written in one statement. |
 * | DELIVERY_MAX_ATTEMPTS | 12 | Attempts before an entry becomes a dead letter. |
 * | DELIVERY_BASE_DELAY_MS | 1000 | First retry delay; doubles per attempt, with full jitter. |
 * | DELIVERY_MAX_DELAY_MS | 3600000 | Cap of the retry delay. |
 * | DELIVERY_CONFIG_ERROR_DELAY_MS | 900000 | Retry delay after 401/403/404 from a sink (our configuration, retried until fixed, never dead-lettered). |
 * | DELIVERY_TIMEOUT_MS | 10000 | Timeout of every outbound call. |
 * | INBOX_DIR | $DATA_DIR/inbox | Where the local inbox also writes each delivered submission as `{formType}/{reference}.json`; `off` to keep it in the database only. |
 *
 * Retention (RETENTION_DAYS_DEFAULT, RETENTION_DAYS_<FORM_TYPE>) is read by src/server/config.ts;
 * the worker applies it (purge at start, then daily).
 */

/** The sinks a form can be routed to. */
export type SinkName = 'hubspot' | 'sms' | 'inbox';

/** Validated delivery settings; see the table above for each field's variable. */
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

const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(blankAsUndefined, z.string().trim().optional());
const integer = (fallback: number, min: number) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce.number().int(`must be a whole number`).min(min, `must be at least ${min}`).default(fallback),
  );

/** An https URL, or http on the local machine (stand-ins in tests and development). */
const serviceUrl = z.preprocess(
  blankAsUndefined,
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

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FORM_IDS_EXAMPLE = '{"contact":"<guid>","extended-contact":{"en":"<guid>","de":"<guid>"}}';

/** HUBSPOT_FORM_IDS: form type -> GUID, or form type -> { en, de, fr, it, default } GUIDs. */
const formIdsJson = z.preprocess(blankAsUndefined, z.string().optional()).transform((text, ctx) => {
  const ids: Record<string, Record<string, string>> = {};
  if (text === undefined) return ids;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    ctx.addIssue({ code: 'custom', message: `must be a JSON object such as ${FORM_IDS_EXAMPLE}` });
    return ids;
  }
  for (const [form, value] of Object.entries(json)) {
    const perLanguage: unknown = typeof value === 'string' ? { default: value } : value;
    const entries =
      typeof perLanguage === 'object' && perLanguage !== null ? Object.entries(perLanguage) : [];
    if (!isFormType(form))
      ctx.addIssue({
        code: 'custom',
        message: `keys must be form types (${formTypes.join(', ')}), got "${form}"`,
      });
    else if (
      entries.length === 0 ||
      entries.some(
        ([key, id]) =>
          !['en', 'de', 'fr', 'it', 'default'].includes(key) || typeof id !== 'string' || !GUID.test(id),
      )
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `${form}: give a form GUID or {"en"|"de"|"fr"|"it"|"default": "<guid>"}`,
      });
    } else ids[form] = Object.fromEntries(entries as [string, string][]);
  }
  return ids;
});

const envSchema = z.object({
  HUBSPOT_PORTAL_ID: z.preprocess(
    blankAsUndefined,
    z.string().regex(/^\d+$/, 'must be the numeric HubSpot account id').optional(),
  ),
  HUBSPOT_ACCESS_TOKEN: optionalText,
  HUBSPOT_API_URL: serviceUrl,
  HUBSPOT_FORM_IDS: formIdsJson,
  HUBSPOT_SUBMISSION_ID_FIELD: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9_]+$/, 'must be a HubSpot property name (lower case, digits, _)')
      .default('velora_submission_id'),
  ),
  HUBSPOT_RATE_LIMIT: integer(50, 0),
  SMS_API_URL: serviceUrl,
  SMS_API_TOKEN: optionalText,
  SMS_SENDER: z.preprocess(
    blankAsUndefined,
    z.string().trim().max(32, 'must be at most 32 characters').default('Velora'),
  ),
  DELIVERY_ROUTES: optionalText,
  DELIVERY_WORKER: z.preprocess(
    blankAsUndefined,
    z.enum(['in-process', 'off'], 'must be in-process or off').default('in-process'),
  ),
  DELIVERY_POLL_MS: integer(1000, 10),
  DELIVERY_BATCH: integer(100, 1),
  DELIVERY_MAX_ATTEMPTS: integer(12, 1),
  DELIVERY_BASE_DELAY_MS: integer(1000, 1),
  DELIVERY_MAX_DELAY_MS: integer(3_600_000, 1),
  DELIVERY_CONFIG_ERROR_DELAY_MS: integer(900_000, 1),
  DELIVERY_TIMEOUT_MS: integer(10_000, 100),
  DATA_DIR: optionalText,
  INBOX_DIR: optionalText,
});

/** Thrown when the environment holds an invalid delivery setting; the message names each fix. */
export class DeliveryConfigError extends Error {
  override name = 'DeliveryConfigError';
}

/**
 * Reads and validates the delivery settings from `env` (normally `process.env`).
 * Throws a `DeliveryConfigError` listing every invalid variable and what it must be.
 */
export function loadDeliveryConfig(env: Record<string, string | undefined> = process.env): DeliveryConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new DeliveryConfigError(
      describe(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];

  if (Boolean(e.HUBSPOT_PORTAL_ID) !== Boolean(e.HUBSPOT_ACCESS_TOKEN)) {
    problems.push(
      'HUBSPOT_PORTAL_ID and HUBSPOT_ACCESS_TOKEN: set both to deliver to HubSpot, or neither to keep forms in the local inbox',
    );
  }
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
          submissionIdField: e.HUBSPOT_SUBMISSION_ID_FIELD,
          ratePer10s: e.HUBSPOT_RATE_LIMIT,
        }
      : null;
  const sms =
    e.SMS_API_URL && e.SMS_API_TOKEN
      ? { apiUrl: e.SMS_API_URL, apiToken: e.SMS_API_TOKEN, sender: e.SMS_SENDER }
      : null;
  const routes = resolveRoutes(e.DELIVERY_ROUTES, { hubspot: hubspot !== null, sms: sms !== null }, problems);
  if (problems.length > 0) throw new DeliveryConfigError(describe(problems));

  return {
    hubspot,
    sms,
    routes,
    worker: e.DELIVERY_WORKER,
    pollMs: e.DELIVERY_POLL_MS,
    batch: e.DELIVERY_BATCH,
    maxAttempts: e.DELIVERY_MAX_ATTEMPTS,
    baseDelayMs: e.DELIVERY_BASE_DELAY_MS,
    maxDelayMs: e.DELIVERY_MAX_DELAY_MS,
    configErrorDelayMs: e.DELIVERY_CONFIG_ERROR_DELAY_MS,
    timeoutMs: e.DELIVERY_TIMEOUT_MS,
    inboxDir: e.INBOX_DIR === 'off' ? null : (e.INBOX_DIR ?? join(e.DATA_DIR ?? '.data', 'inbox')),
  };
}

function describe(problems: string[]): string {
  return `Invalid delivery configuration:\n- ${problems.join('\n- ')}`;
}

function resolveRoutes(
  spec: string | undefined,
  available: { hubspot: boolean; sms: boolean },
  problems: string[],
): Record<string, SinkName> {
  const routes = Object.fromEntries(
    formTypes.map((type): [string, SinkName] => {
      if (type === 'sms') return [type, available.sms ? 'sms' : 'inbox'];
      return [type, available.hubspot && hubspotFormTypes.includes(type) ? 'hubspot' : 'inbox'];
    }),
  ) as Record<string, SinkName>;
  for (const entry of (spec ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [form = '', sink = ''] = entry.split('=').map((part) => part.trim());
    if (!isFormType(form))
      problems.push(`DELIVERY_ROUTES: "${form}" is not a form type (${formTypes.join(', ')})`);
    else if (sink !== 'hubspot' && sink !== 'sms' && sink !== 'inbox')
      problems.push(`DELIVERY_ROUTES: sink of ${form} must be hubspot, sms or inbox`);
    else if (sink !== 'inbox' && !available[sink])
      problems.push(
        `DELIVERY_ROUTES: ${form}=${sink} needs the ${sink === 'hubspot' ? 'HUBSPOT_*' : 'SMS_*'} settings`,
      );
    else routes[form] = sink;
  }
  return routes;
}
