import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormIdKind, FormIdLookup } from '../../forms/form-ids.ts';
import { payloadSchemas, type FormType } from '../../forms/payloads.ts';
import type { SmsGuard, SmsRefusal } from '../abuse/sms-quota.ts';
import type { Logger } from '../logger.ts';
import type { Verifier } from '../verification/types.ts';
import { ApiError, validationError } from './api-error.ts';
import { contextOf, header, pathOf } from './context.ts';
import { assertSameRequest, readIdempotencyKey } from './idempotency.ts';
import { parseJsonObject } from './json-body.ts';
import { sendJson } from './reply.ts';
import type { SubmissionStore } from './submissions.ts';
import { validatePayload } from '../../forms/validate.ts';
import { verifyHuman } from './verify-human.ts';

/** Body fields that are not form data: verification and page context, kept out of `payload`. */
const nonPayloadFields = new Set([
  'rt',
  'rt_action',
  'rt_version',
  'location',
  'title',
  'language',
  'formId',
]);

/** Which configured form ids a body's `formId` must be one of. */
const bodyFormIdKinds: Partial<Record<FormType, FormIdKind>> = {
  'simple-contact': 'simpleContact',
  'extended-contact': 'extendedContact',
};

/** What a form endpoint needs. */
export interface FormDeps {
  /** The configured form ids (`config.formIds`), looked up by id. */
  formIdLookup: FormIdLookup;
  store: SubmissionStore;
  verifier: Verifier;
  logger: Logger;
  /** Recipient rules and per-number quotas of `/api/sms` (src/server/abuse/sms-quota.ts). */
  smsGuard?: SmsGuard;
}

/**
 * The body steps of a form endpoint after the guard: JSON, schema, form id, idempotency replay
 * (before verification: a retry carries the same, already used token), human verification, then
 * one statement storing the submission and its outbox row. 201 `{ value: { id, reference } }`.
 */
export function createFormHandler(
  deps: FormDeps,
  formType: FormType,
  formIdOf?: (request: FastifyRequest) => string,
) {
  const schema = payloadSchemas[formType];
  const formIdKind = bodyFormIdKinds[formType];
  return async function handleForm(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const context = contextOf(request);
    const validation = validatePayload(schema, parseJsonObject(request.body));
    if (!validation.ok) throw validationError(validation.fields);
    const data = validation.data as Record<string, unknown>;
    const sms = formType === 'sms' ? deps.smsGuard?.check(data['phone']) : undefined;
    if (sms && !sms.ok) throw validationError(sms.refusal.fields);
    const formId = formIdOf?.(request) ?? (typeof data['formId'] === 'string' ? data['formId'] : undefined);
    if (formIdKind && !deps.formIdLookup.has(formIdKind, String(formId))) {
      throw validationError({ formId: 'invalid-field' });
    }
    const idempotency = readIdempotencyKey(header(request, 'idempotency-key'), formType, {
      method: request.method,
      path: pathOf(request),
      body: context.rawBody ?? '',
    });
    if (idempotency) {
      const existing = await deps.store.findByIdempotencyKey(idempotency.key);
      if (existing) {
        assertSameRequest(existing.requestHash, idempotency);
        return created(reply, existing.id, existing.reference, true);
      }
    }
    await verifyHuman(
      deps.verifier,
      {
        token: data['rt'] as string | undefined,
        action: (data['rt_action'] as string | undefined) ?? '',
        version: data['rt_version'] as 'v2' | 'v3' | undefined,
      },
      { clientIp: context.clientIp, requestId: context.requestId, logger: deps.logger, endpoint: formType },
    );
    const smsRefusal = sms?.ok ? await deps.smsGuard?.reserve(sms.e164) : undefined;
    if (smsRefusal) throw refusalError(smsRefusal);
    const stored = await deps.store.store({
      formType,
      payload: formPayload(data),
      meta: buildMeta(data, header(request, 'user-agent'), formId),
      idempotencyKey: idempotency?.key,
      requestHash: idempotency?.requestHash,
    });
    if (stored.replayed && idempotency) assertSameRequest(stored.requestHash, idempotency);
    deps.logger.info(
      { requestId: context.requestId, formType, submissionId: stored.id, replayed: stored.replayed },
      'submission stored',
    );
    return created(reply, stored.id, stored.reference, stored.replayed);
  };
}

/** An SMS quota refusal (429 with Retry-After and `fields.phone`) as the pipeline's error. */
function refusalError(refusal: SmsRefusal): ApiError {
  const retry = refusal.retryAfterSeconds;
  return new ApiError(refusal.status, refusal.errorName, refusal.message, {
    fields: refusal.fields,
    ...(retry === undefined ? {} : { headers: { 'Retry-After': String(retry) } }),
  });
}

function created(reply: FastifyReply, id: string, reference: string, replayed: boolean): void {
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  sendJson(reply, 201, { value: { id, reference } });
}

/** The form data without verification and page fields. */
function formPayload(data: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const key in data) {
    if (!nonPayloadFields.has(key) && data[key] !== undefined) payload[key] = data[key];
  }
  return payload;
}

/** Page context kept with the submission; the user agent is cut to 500 characters (SPEC section 9). */
function buildMeta(data: Record<string, unknown>, userAgent: string | undefined, formId: string | undefined) {
  const meta: Record<string, unknown> = { language: data['language'] ?? data['locale'] ?? 'en' };
  if (formId) meta['formId'] = formId;
  const location = data['location'];
  if (typeof location === 'string' && location !== '' && location !== 'undefined')
    meta['location'] = location;
  const title = data['title'];
  if (typeof title === 'string' && title !== '' && title !== 'undefined') meta['title'] = title;
  if (userAgent) meta['userAgent'] = userAgent.slice(0, 500);
  return meta;
}
