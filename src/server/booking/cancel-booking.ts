import { jsonResponse } from '../api/responses.ts';
import type { ApiResponse } from '../api/types.ts';
import type { Db } from '../db/db.ts';
import { renderCancelPage, type CancelOutcome } from './cancel-page.ts';
import { verifyCancel, type CancelToken } from './cancel-token.ts';

/**
 * Cancels the appointment a signed token names: only a built-in appointment that has not started
 * yet (the link expires at the start). Its status becomes `cancelled`, which takes it out of the
 * exclusion constraint (the slot is free again) and out of the per-person count. Cancelling twice
 * answers `cancelled` again and changes nothing.
 */
export async function cancelBooking(
  db: Db,
  key: string,
  token: CancelToken,
  now: number,
): Promise<CancelOutcome> {
  if (!verifyCancel(key, token)) return 'invalid';
  const { rows } = await db.query<{ status: string; starts_at: Date; provider: string }>(
    'select status, starts_at, provider from booking_appointments where id = $1',
    [token.id],
  );
  const appointment = rows[0];
  if (!appointment || appointment.provider !== 'builtin') return 'invalid';
  if (appointment.status === 'cancelled') return 'cancelled';
  if (new Date(appointment.starts_at).getTime() <= now) return 'expired';
  const updated = await db.query(
    `update booking_appointments set status = 'cancelled', updated_at = now()
      where id = $1 and status <> 'cancelled' and starts_at > $2::timestamptz returning id`,
    [token.id, new Date(now).toISOString()],
  );
  if (updated.rows.length > 0) return 'cancelled';
  // Raced with another cancel (or the start): read the final state.
  const again = await db.query<{ status: string }>('select status from booking_appointments where id = $1', [
    token.id,
  ]);
  return again.rows[0]?.status === 'cancelled' ? 'cancelled' : 'expired';
}

/** What the cancel endpoint reads of a request (the API route builds it: src/server/api/cancel-route.ts). */
export interface CancelRequest {
  method: string;
  /** The query string without `?` (empty when none). */
  query: string;
  /** The Content-Type header (empty when none). */
  contentType: string;
  /** The body as text (empty for GET and HEAD). */
  body: string;
}

/** Handles `/api/booking/cancel` (mounted by the API plugin). */
export type CancelHandler = (request: CancelRequest, requestId: string) => Promise<ApiResponse>;

const FORM_TYPE = /^application\/x-www-form-urlencoded\b/i;
const JSON_TYPE = /^application\/json\b/i;
const statusOf: Record<CancelOutcome, number> = { cancelled: 200, expired: 410, invalid: 404 };

/**
 * `GET /api/booking/cancel?id&sig&lang` answers a small page with one button (no state change on
 * GET, so link scanners and previews cancel nothing); the button `POST`s the same fields as a form,
 * and the answer is a page in the visitor's language. `POST` with JSON `{ id, sig }` answers JSON
 * `{ value: { status: 'cancelled' } }`, 410 `AppointmentStartedError`, or 404 `InvalidCancelLinkError`.
 */
export function createCancelHandler(options: {
  db: Db;
  getKey: () => Promise<string>;
  now?: () => number;
}): CancelHandler {
  const now = options.now ?? Date.now;
  return async (request, requestId) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const fields = new URLSearchParams(request.query);
      return renderCancelPage('confirm', fields, requestId);
    }
    const { contentType, body: raw } = request;
    if (FORM_TYPE.test(contentType)) {
      const fields = new URLSearchParams(raw);
      const token = { id: fields.get('id') ?? '', sig: fields.get('sig') ?? '' };
      const outcome = await cancelBooking(options.db, await options.getKey(), token, now());
      return renderCancelPage(outcome, fields, requestId, statusOf[outcome]);
    }
    if (!JSON_TYPE.test(contentType))
      return jsonResponse(
        415,
        { errorName: 'UnsupportedMediaType', message: 'Send JSON or a form.' },
        requestId,
      );
    const body = parseJson(raw);
    const token = { id: String(body['id'] ?? ''), sig: String(body['sig'] ?? '') };
    const outcome = await cancelBooking(options.db, await options.getKey(), token, now());
    if (outcome === 'cancelled') return jsonResponse(200, { value: { status: outcome } }, requestId);
    return jsonResponse(
      statusOf[outcome],
      outcome === 'expired'
        ? {
            errorName: 'AppointmentStartedError',
            message: 'The appointment has started; call us to change it.',
          }
        : { errorName: 'InvalidCancelLinkError', message: 'This cancel link is not valid.' },
      requestId,
    );
  };
}

function parseJson(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
