/** HUBSPOT_FORM_IDS and DELIVERY_ROUTES: the two structured delivery variables, read for the delivery section. */
import { z } from 'zod';
import { formTypes, hubspotFormTypes, isFormType } from '../forms/stored-form-types.ts';
import { optionalString } from './fields.ts';

/** The sinks a form can be routed to. */
export type SinkName = 'hubspot' | 'sms' | 'inbox';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FORM_IDS_EXAMPLE = '{"contact":"<guid>","extended-contact":{"en":"<guid>","de":"<guid>"}}';
const idKeys = ['en', 'de', 'fr', 'it', 'default'];

function parseJsonObject(text: string): object | undefined {
  try {
    const json: unknown = JSON.parse(text);
    return typeof json === 'object' && json !== null && !Array.isArray(json) ? json : undefined;
  } catch {
    return undefined;
  }
}

/** The GUIDs of one form, or a problem. */
function readFormEntry(form: string, value: unknown): Record<string, string> | string {
  if (!isFormType(form)) return `keys must be form types (${formTypes.join(', ')}), got "${form}"`;
  const perLanguage: unknown = typeof value === 'string' ? { default: value } : value;
  const entries = typeof perLanguage === 'object' && perLanguage !== null ? Object.entries(perLanguage) : [];
  const valid =
    entries.length > 0 &&
    entries.every(([key, id]) => idKeys.includes(key) && typeof id === 'string' && GUID.test(id));
  if (!valid) return `${form}: give a form GUID or {"en"|"de"|"fr"|"it"|"default": "<guid>"}`;
  return Object.fromEntries(entries as [string, string][]);
}

/** HUBSPOT_FORM_IDS: form type -> GUID, or form type -> { en, de, fr, it, default } GUIDs. */
export const hubspotFormIds = optionalString.transform((text, ctx) => {
  const ids: Record<string, Record<string, string>> = {};
  if (text === undefined) return ids;
  const json = parseJsonObject(text);
  if (json === undefined) {
    ctx.addIssue({ code: 'custom', message: `expected a JSON object such as ${FORM_IDS_EXAMPLE}` });
    return z.NEVER;
  }
  for (const [form, value] of Object.entries(json)) {
    const entry = readFormEntry(form, value);
    if (typeof entry === 'string') ctx.addIssue({ code: 'custom', message: entry });
    else ids[form] = entry;
  }
  return ids;
});

/** The sink of every form type: the defaults for what is configured, then DELIVERY_ROUTES. */
export function resolveRoutes(
  spec: string | undefined,
  available: { hubspot: boolean; sms: boolean },
  problems: string[],
): Record<string, SinkName> {
  const routes = Object.fromEntries(
    formTypes.map((type): [string, SinkName] => {
      if (type === 'sms') return [type, available.sms ? 'sms' : 'inbox'];
      return [type, available.hubspot && hubspotFormTypes.includes(type) ? 'hubspot' : 'inbox'];
    }),
  ) as Record<string, SinkName>;
  const entries = (spec ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [form = '', sink = ''] = entry.split('=').map((part) => part.trim());
    if (!isFormType(form))
      problems.push(`DELIVERY_ROUTES: "${form}" is not a form type (${formTypes.join(', ')})`);
    else if (sink !== 'hubspot' && sink !== 'sms' && sink !== 'inbox')
      problems.push(`DELIVERY_ROUTES: sink of ${form} must be hubspot, sms or inbox`);
    else if (sink !== 'inbox' && !available[sink])
      problems.push(
        `DELIVERY_ROUTES: ${form}=${sink} needs the ${sink === 'hubspot' ? 'HUBSPOT_*' : 'SMS_*'} settings`,
      );
    else routes[form] = sink;
  }
  return routes;
}
