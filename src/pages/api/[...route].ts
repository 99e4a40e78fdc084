/**
 * Every `/api/*` call when the site runs under Astro (dev server or an Astro adapter): a thin
 * wrapper around the transport-neutral API in src/server/.
 */
import type { APIRoute } from 'astro';
import { getSharedApp } from '../../server/app.ts';
import { handleWebRequest } from '../../server/http/web-api-adapter.ts';

export const prerender = false;

export const ALL: APIRoute = async (context) => {
  const app = await getSharedApp();
  let clientAddress = '';
  try {
    clientAddress = context.clientAddress;
  } catch {
    // Not provided by every adapter; the rate limit then keys on the empty address.
  }
  return handleWebRequest(app.api, context.request, clientAddress);
};
