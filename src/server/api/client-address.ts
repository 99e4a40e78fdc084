import type { ApiRequest } from './types.ts';

/**
 * The client's address for rate limiting. Behind a trusted proxy (TRUST_PROXY=true) it is the
 * left-most X-Forwarded-For entry; otherwise the peer address, so a forged header changes nothing.
 */
export function getClientAddress(request: ApiRequest, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    if (forwarded) {
      const first = forwarded.split(',', 1)[0]?.trim();
      if (first && first.length <= 64) return first;
    }
  }
  return request.clientAddress || 'unknown';
}
