import type { DeliveryConfig } from '../config.ts';
import { buildHubSpotBody } from './hubspot-body.ts';
import { postJson, type ErrorReader } from './post-json.ts';
import { getSubmissionLanguage } from './submission-values.ts';
import type { DeliverySubmission, Sink, SinkLimits } from './types.ts';

/**
 * The limits this worker keeps to with HubSpot: HUBSPOT_RATE_LIMIT calls per 10 s (HubSpot's Forms
 * API allows 50; per worker process), 10 in flight at once. Entries beyond the window wait in the
 * outbox, untried.
 */
export function getHubSpotLimits(ratePer10s = 50): SinkLimits {
  return ratePer10s > 0
    ? { concurrency: 10, perWindow: { max: ratePer10s, windowMs: 10_000 } }
    : { concurrency: 10 };
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The HubSpot form of a submission: `HUBSPOT_FORM_IDS` for its form type and language (or that
 * type's `default`), else the form id the visitor's form carried, when it is a GUID (the
 * pipeline accepts only configured form ids, see src/forms/form-ids.ts).
 */
export function resolveHubSpotFormGuid(
  submission: DeliverySubmission,
  formIds: Record<string, Partial<Record<string, string>>>,
): string | undefined {
  const ids = formIds[submission.formType];
  const configured = ids?.[getSubmissionLanguage(submission)] ?? ids?.['default'];
  if (configured) return configured;
  const carried = submission.payload['formId'] ?? submission.meta['formId'];
  return typeof carried === 'string' && GUID.test(carried) ? carried : undefined;
}

/** Reads HubSpot's error body: `{ message, errors: [{ message, errorType }] }`. */
export const readHubSpotError: ErrorReader = (body) => {
  if (typeof body !== 'object' || body === null) return { detail: '', codes: [] };
  const errors = 'errors' in body && Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
  const messages: string[] = [];
  const codes: string[] = [];
  for (const error of errors) {
    if (typeof error !== 'object' || error === null) continue;
    if ('message' in error && typeof error.message === 'string') messages.push(error.message);
    if ('errorType' in error && typeof error.errorType === 'string') codes.push(error.errorType);
  }
  if (messages.length === 0 && 'message' in body && typeof body.message === 'string')
    messages.push(body.message);
  return { detail: messages.join('; '), codes };
};

/**
 * The HubSpot Forms API v3 sink (authenticated endpoint, private-app token).
 *
 * HubSpot has no idempotency header. Retries are made safe by sending the idempotency key as
 * the hidden field `submissionIdField` (add it to each HubSpot form; make the contact property
 * "require unique values" so HubSpot refuses a repeat), and by counting a 409 as delivered.
 * Outcomes: 2xx delivered; 429 and 5xx retried honouring Retry-After; 400 (field errors) dead
 * letter with HubSpot's messages; 401/403/404 retried with the configuration delay.
 */
export function createHubSpotSink(
  settings: NonNullable<DeliveryConfig['hubspot']>,
  options: { configErrorDelayMs: number },
): Sink {
  return {
    name: 'hubspot',
    limits: getHubSpotLimits(settings.ratePer10s),
    async deliver(submission, ctx) {
      const formGuid = resolveHubSpotFormGuid(submission, settings.formIds);
      if (formGuid === undefined) {
        return {
          kind: 'retry',
          code: 'no-form-guid',
          reason: `no HubSpot form for form type ${submission.formType} (${getSubmissionLanguage(submission)}): add it to HUBSPOT_FORM_IDS`,
          retryAfterMs: options.configErrorDelayMs,
          configurationError: true,
        };
      }
      return postJson({
        sink: 'hubspot',
        url: `${settings.apiUrl}/submissions/v3/integration/secure/submit/${encodeURIComponent(settings.portalId)}/${formGuid}`,
        headers: { authorization: `Bearer ${settings.accessToken}` },
        body: buildHubSpotBody(submission, {
          submissionIdField: settings.submissionIdField,
          idempotencyKey: ctx.idempotencyKey,
        }),
        signal: ctx.signal,
        configErrorDelayMs: options.configErrorDelayMs,
        readError: readHubSpotError,
      });
    },
  };
}
