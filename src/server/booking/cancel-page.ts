import { baseSecurityHeaders } from '../../lib/security-headers.ts';
import type { ApiResponse } from '../api/types.ts';
import { getBookingTexts } from './booking-texts.ts';

/** What a cancel request came to; `cancelled` also for an appointment cancelled before (idempotent). */
export type CancelOutcome = 'cancelled' | 'expired' | 'invalid';

/** No script, no style, no frame: the page may only submit its form to this origin. */
const PAGE_CSP = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The cancel page in the visitor's language (`lang` of the link): `confirm` shows the question
 * and a button that POSTs the link's id and signature back; the other states say what happened.
 * Values from the link are only ever written escaped, inside attribute values.
 */
export function renderCancelPage(
  state: 'confirm' | CancelOutcome,
  fields: URLSearchParams,
  requestId: string,
  status = 200,
): ApiResponse {
  const lang = fields.get('lang');
  const texts = getBookingTexts(lang);
  const language = texts.locale.slice(0, 2);
  const hidden = (name: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml((fields.get(name) ?? '').slice(0, 200))}">`;
  const main =
    state === 'confirm'
      ? `<p>${escapeHtml(texts.pageQuestion)}</p>
<form method="post" action="/api/booking/cancel">${hidden('id')}${hidden('sig')}${hidden('lang')}
<button type="submit">${escapeHtml(texts.pageButton)}</button></form>`
      : `<p role="status">${escapeHtml(texts[state])}</p>`;
  const body = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(texts.pageTitle)} – Velora</title></head>
<body><main><h1>${escapeHtml(texts.pageTitle)}</h1>
${main}
</main></body></html>
`;
  return {
    status,
    headers: {
      ...baseSecurityHeaders,
      'Content-Security-Policy': PAGE_CSP,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Request-Id': requestId,
    },
    body,
  };
}
