import { randomUUID } from 'node:crypto';
import {
  startStandInServer,
  type RecordedRequest,
  type StandInAnswer,
  type StandInServer,
} from './stand-in-server.ts';

/** Options of the HubSpot stand-in. */
export interface HubSpotStandInOptions {
  portalId: string;
  accessToken: string;
  /** Form GUIDs that exist; any other answers 404 like HubSpot. */
  formGuids: readonly string[];
  /** The hidden field carrying the submission id (HUBSPOT_SUBMISSION_ID_FIELD). */
  submissionIdField?: string;
  /** Answer 409 to a repeated submission id, like a unique-value contact property. */
  rejectDuplicates?: boolean;
  /** Holds every answer back this long (after counting the submission), like a slow API. */
  delayMs?: number;
}

/** The HubSpot stand-in: a stand-in server plus what it accepted, counted by submission id. */
export interface HubSpotStandIn extends StandInServer {
  /** Accepted (2xx) submissions per submission id. */
  readonly accepted: Map<string, number>;
}

const SUBMIT_PATH = /^\/submissions\/v3\/integration\/secure\/submit\/([^/]+)\/([^/?]+)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function refuse(
  status: number,
  message: string,
  errors: { message: string; errorType: string }[] = [],
): StandInAnswer {
  return {
    status,
    body: { status: 'error', message, correlationId: randomUUID(), ...(errors.length ? { errors } : {}) },
  };
}

/**
 * Starts a local server speaking the HubSpot Forms API v3 authenticated submit endpoint:
 * 401 without the Bearer token, 404 for an unknown portal or form, 400 with HubSpot's
 * `errors[]` for a malformed body or an invalid e-mail, else 200 `{ inlineMessage }`.
 */
export async function startHubSpotStandIn(options: HubSpotStandInOptions): Promise<HubSpotStandIn> {
  const idField = options.submissionIdField ?? 'velora_submission_id';
  const accepted = new Map<string, number>();

  const handle = (request: RecordedRequest): StandInAnswer => {
    const match = SUBMIT_PATH.exec(request.path);
    if (request.method !== 'POST' || !match) return refuse(404, 'Not found');
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      return refuse(401, 'Authentication credentials not found.', [
        { message: 'Invalid token', errorType: 'INVALID_AUTHENTICATION' },
      ]);
    }
    if (match[1] !== options.portalId || !options.formGuids.includes(match[2] ?? ''))
      return refuse(404, 'Form not found');
    const body = request.body as { fields?: unknown; legalConsentOptions?: unknown } | undefined;
    if (typeof body !== 'object' || body === null || !Array.isArray(body.fields)) {
      return refuse(400, 'Invalid input JSON on line 1', [
        { message: 'Invalid input JSON', errorType: 'INVALID_INPUT_JSON' },
      ]);
    }
    const fields = new Map<string, string>();
    for (const field of body.fields as { objectTypeId?: unknown; name?: unknown; value?: unknown }[]) {
      if (field.objectTypeId !== '0-1' || typeof field.name !== 'string' || typeof field.value !== 'string') {
        return refuse(400, 'The request is not valid', [
          { message: 'Error in fields: each needs objectTypeId, name, value', errorType: 'INVALID_FIELD' },
        ]);
      }
      fields.set(field.name, field.value);
    }
    const email = fields.get('email');
    if (email !== undefined && !EMAIL.test(email)) {
      return refuse(400, 'The request is not valid', [
        { message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' },
      ]);
    }
    const id = fields.get(idField);
    if (id !== undefined) {
      if (options.rejectDuplicates && accepted.has(id)) {
        return refuse(409, 'Duplicate value', [
          { message: `Another record has this ${idField}`, errorType: 'DUPLICATE_VALUE' },
        ]);
      }
      accepted.set(id, (accepted.get(id) ?? 0) + 1);
    }
    return { status: 200, body: { inlineMessage: 'Thanks for submitting the form.' } };
  };

  const server = await startStandInServer((request) => ({
    ...handle(request),
    delayMs: options.delayMs ?? 0,
  }));
  return Object.assign(server, { accepted });
}
