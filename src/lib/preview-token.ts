import { createHash, timingSafeEqual } from 'node:crypto';

/** How old a Visual Editor token may be: Storyblok issues a fresh one with every editor load. */
export const PREVIEW_TOKEN_MAX_AGE_SECONDS = 3600;

/** The editor's parameters, as Storyblok appends them to the preview URL. */
export interface PreviewQuery {
  storyId: string;
  spaceId: string;
  timestamp: string;
  token: string;
}

/** Reads the Visual Editor's parameters from a URL's query; `undefined` when any is missing. */
export function readPreviewQuery(params: URLSearchParams): PreviewQuery | undefined {
  const storyId = params.get('_storyblok');
  const spaceId = params.get('_storyblok_tk[space_id]');
  const timestamp = params.get('_storyblok_tk[timestamp]');
  const token = params.get('_storyblok_tk[token]');
  if (!storyId || !spaceId || !timestamp || !token) return undefined;
  return { storyId, spaceId, timestamp, token };
}

/**
 * Storyblok's documented check of a Visual Editor request: the token is the SHA-1 hex of
 * `space_id:preview_token:timestamp`, and the timestamp (seconds) is at most an hour old.
 * Compared in constant time.
 */
export function isValidPreviewQuery(query: PreviewQuery, previewToken: string, nowMs: number): boolean {
  if (!/^\d{1,12}$/.test(query.timestamp) || !/^[0-9a-f]{40}$/i.test(query.token)) return false;
  const age = nowMs / 1000 - Number(query.timestamp);
  if (age > PREVIEW_TOKEN_MAX_AGE_SECONDS || age < -60) return false;
  const expected = createHash('sha1').update(`${query.spaceId}:${previewToken}:${query.timestamp}`).digest();
  return timingSafeEqual(expected, Buffer.from(query.token, 'hex'));
}

/** Signs a preview query the way Storyblok does (tests and local tools). */
export function signPreviewQuery(spaceId: string, previewToken: string, timestamp: number): string {
  return createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
}
