import {
  startStandInServer,
  type RecordedRequest,
  type StandInAnswer,
  type StandInServer,
} from './stand-in-server.ts';

/** The SMS gateway stand-in: a stand-in server plus the messages it sent, by idempotency key. */
export interface SmsStandIn extends StandInServer {
  /** Messages sent per `Idempotency-Key` (a repeat of a key sends nothing new). */
  readonly sent: Map<string, { to: string; from: string; text: string }>;
}

/**
 * Starts a local server speaking the generic SMS gateway API the SMS sink uses:
 * `POST /` with `Authorization: Bearer`, `Idempotency-Key` and `{ to, from, text }`.
 * 401 without the token, 400 `{ code, message }` for a missing key, a number not in E.164 or an
 * empty text, else 202 `{ id }`; a repeated key answers 202 again without sending twice.
 */
export async function startSmsStandIn(options: { apiToken: string }): Promise<SmsStandIn> {
  const sent = new Map<string, { to: string; from: string; text: string }>();

  const handle = (request: RecordedRequest): StandInAnswer => {
    if (request.method !== 'POST')
      return { status: 405, body: { code: 'method_not_allowed', message: 'POST only' } };
    if (request.headers.authorization !== `Bearer ${options.apiToken}`) {
      return { status: 401, body: { code: 'unauthorized', message: 'Invalid API token' } };
    }
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '')
      return {
        status: 400,
        body: { code: 'missing_idempotency_key', message: 'Idempotency-Key header required' },
      };
    const body = request.body as { to?: unknown; from?: unknown; text?: unknown } | undefined;
    if (typeof body?.to !== 'string' || !/^\+\d{6,15}$/.test(body.to)) {
      return {
        status: 400,
        body: { code: 'invalid_recipient', message: 'to must be a phone number in E.164 format' },
      };
    }
    if (typeof body.text !== 'string' || body.text === '' || typeof body.from !== 'string') {
      return { status: 400, body: { code: 'invalid_message', message: 'from and text are required' } };
    }
    if (!sent.has(key)) sent.set(key, { to: body.to, from: body.from, text: body.text });
    return { status: 202, body: { id: key } };
  };

  const server = await startStandInServer(handle);
  return Object.assign(server, { sent });
}
