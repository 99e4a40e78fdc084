import {
  getInternationalPhone,
  getSubmissionLanguage,
  getText,
  type SinkLanguage,
} from './submission-values.ts';
import type { DeliverySubmission } from './types.ts';

/** One HubSpot form field; `0-1` is the contact object. */
export interface HubSpotField {
  objectTypeId: '0-1';
  name: string;
  value: string;
}

/** The body of a HubSpot Forms API v3 submission. */
export interface HubSpotSubmissionBody {
  submittedAt: string;
  fields: HubSpotField[];
  context: { pageUri?: string; pageName?: string; hutk?: string };
  legalConsentOptions: { consent: { consentToProcess: true; text: string; communications: [] } };
}

/**
 * The consent the forms collect (privacy-policy checkbox), recorded with each submission.
 * The forms ask for no marketing opt-in, so `communications` stays empty; newsletter
 * subscriptions follow the subscribe form's own settings in HubSpot.
 */
export const consentTexts: Record<SinkLanguage, string> = {
  en: 'I agree to Velora storing and processing my personal data to answer my request, as described in the privacy policy.',
  de: 'Ich bin einverstanden, dass Velora meine Personendaten zur Bearbeitung meiner Anfrage speichert und bearbeitet, wie in der Datenschutzerklärung beschrieben.',
  fr: "J'accepte que Velora conserve et traite mes données personnelles pour répondre à ma demande, comme décrit dans la politique de confidentialité.",
  it: "Acconsento a che Velora conservi e tratti i miei dati personali per rispondere alla mia richiesta, come descritto nell'informativa sulla privacy.",
};

/** Our payload names that differ from HubSpot's contact property names. */
const renamed: Record<string, string> = { firstName: 'firstname', lastName: 'lastname', postalCode: 'zip' };

/**
 * Payload fields that are not contact properties: verification, page context (sent as
 * `context`), the form id (in the URL), and the phone parts (sent joined as `phone`).
 */
const skipped = new Set([
  'rt',
  'rt_action',
  'rt_version',
  'location',
  'title',
  'language',
  'locale',
  'formId',
  'phoneCode',
  'phone',
  'fields',
]);

function toFieldValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return undefined;
}

function readFields(submission: DeliverySubmission): HubSpotField[] {
  const fields: HubSpotField[] = [];
  const add = (name: string, raw: unknown) => {
    const value = toFieldValue(raw);
    if (value !== undefined) fields.push({ objectTypeId: '0-1', name, value });
  };
  for (const [key, raw] of Object.entries(submission.payload)) {
    if (!skipped.has(key)) add(renamed[key] ?? key, raw);
  }
  // Form-builder forms carry their CMS-defined fields, named after HubSpot properties, in `fields`.
  const builderFields = submission.payload['fields'];
  if (typeof builderFields === 'object' && builderFields !== null && !Array.isArray(builderFields)) {
    for (const [key, raw] of Object.entries(builderFields)) add(key, raw);
  }
  add('phone', getInternationalPhone(submission));
  return fields;
}

function isWebAddress(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * Maps a stored submission to a HubSpot Forms API v3 body. The idempotency key travels as the
 * hidden field `submissionIdField`, so a delivery repeated after a lost answer is recognisable
 * in HubSpot (and refused with 409 where the property is set to require unique values).
 * The client address is never sent (`ipAddress` omitted).
 */
export function buildHubSpotBody(
  submission: DeliverySubmission,
  options: { submissionIdField: string; idempotencyKey: string },
): HubSpotSubmissionBody {
  const fields = readFields(submission).filter((field) => field.name !== options.submissionIdField);
  fields.push({ objectTypeId: '0-1', name: options.submissionIdField, value: options.idempotencyKey });
  const pageUri = getText(submission, 'location');
  const pageName = getText(submission, 'title');
  const hutk = submission.meta['hutk'];
  return {
    submittedAt: String(submission.createdAt.getTime()),
    fields,
    context: {
      ...(pageUri !== undefined && isWebAddress(pageUri) ? { pageUri } : {}),
      ...(pageName === undefined ? {} : { pageName }),
      ...(typeof hutk === 'string' && /^[0-9a-f]{32}$/.test(hutk) ? { hutk } : {}),
    },
    legalConsentOptions: {
      consent: {
        consentToProcess: true,
        text: consentTexts[getSubmissionLanguage(submission)],
        communications: [],
      },
    },
  };
}
