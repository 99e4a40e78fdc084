import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db.ts';

/** Name of the generated cancel-link key in `server_secrets`. */
const SECRET_NAME = 'booking-cancel-key';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** What a cancel link carries: the appointment id and its signature. */
export interface CancelToken {
  id: string;
  sig: string;
}

/**
 * The key signing cancel links: BOOKING_CANCEL_KEY when set, else a random key created once and
 * kept in the database, so every process sharing it (and a restarted one) checks the same links.
 * Never the API signing key, which the browser holds.
 */
export async function loadCancelKey(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    SECRET_NAME,
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('select value from server_secrets where name = $1', [
    SECRET_NAME,
  ]);
  const value = rows[0]?.value;
  if (!value) throw new Error('The booking cancel key could not be created');
  return value;
}

/** HMAC-SHA256 of the appointment id under `key`, base64url (43 characters). */
export function signCancel(key: string, appointmentId: string): string {
  return createHmac('sha256', key).update(`booking-cancel:${appointmentId}`).digest('base64url');
}

/** True when `token` is well-formed and signed with `key` (constant-time comparison). */
export function verifyCancel(key: string, token: CancelToken): boolean {
  if (!ID.test(token.id) || !SIGNATURE.test(token.sig)) return false;
  const expected = Buffer.from(signCancel(key, token.id));
  const given = Buffer.from(token.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The link in the confirmation e-mail: `GET` shows a button, only its `POST` cancels. */
export function createCancelLink(siteUrl: string, key: string, appointmentId: string, lang: string): string {
  const url = new URL('/api/booking/cancel', siteUrl);
  url.searchParams.set('id', appointmentId);
  url.searchParams.set('sig', signCancel(key, appointmentId));
  url.searchParams.set('lang', lang);
  return url.toString();
}
