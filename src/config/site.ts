/**
 * The public site: PUBLIC_SITE_URL [https://www.velora.ch], ALLOWED_HOSTNAMES
 * [localhost,127.0.0.1] (host names allowed as Origin and as reCAPTCHA hostname, comma-separated;
 * the host of PUBLIC_SITE_URL is always added), FORM_IDS [built-in] (JSON overriding form ids per
 * form and language, e.g. {"contact":{"de":"0b7c..."}}; kinds: contact, subscribe, simpleContact,
 * extendedContact). The build takes this section.
 */
import { z } from 'zod';
import { defaultFormIds, formIdKinds, type FormIdKind, type FormIds } from '../forms/form-ids.ts';
import { languages, type Language } from '../i18n/languages.ts';
import { optionalString, url } from './fields.ts';
import { defineSection } from './section.ts';

export interface SiteConfig {
  readonly publicSiteUrl: string;
  readonly allowedHostnames: readonly string[];
  readonly formIds: FormIds;
}

const formIdsOverride = z
  .partialRecord(
    z.enum(formIdKinds),
    z.partialRecord(z.enum(languages), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)),
  )
  .optional();

function readHostnames(list: string | undefined, siteUrl: string, problems: string[]): string[] {
  const hosts = (list ?? 'localhost,127.0.0.1')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!/^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/.test(host)) {
      problems.push(
        `ALLOWED_HOSTNAMES: "${host}" is not a host name (expected names like www.example.ch, comma-separated)`,
      );
    }
  }
  return [...new Set([...hosts, new URL(siteUrl).hostname.toLowerCase()])];
}

function readFormIds(text: string | undefined, problems: string[]): FormIds {
  const formIds: Record<FormIdKind, Record<Language, string>> = {
    contact: { ...defaultFormIds.contact },
    subscribe: { ...defaultFormIds.subscribe },
    simpleContact: { ...defaultFormIds.simpleContact },
    extendedContact: { ...defaultFormIds.extendedContact },
  };
  if (!text) return formIds;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    problems.push('FORM_IDS: expected JSON such as {"contact":{"en":"<form id>"}}');
    return formIds;
  }
  const override = formIdsOverride.safeParse(json);
  if (!override.success) {
    problems.push(
      `FORM_IDS: expected {"<${formIdKinds.join('|')}>":{"<${languages.join('|')}>":"<id of letters, digits, - or _>"}}`,
    );
    return formIds;
  }
  for (const [kind, ids] of Object.entries(override.data ?? {}))
    Object.assign(formIds[kind as FormIdKind], ids);
  return formIds;
}

export const siteSection = defineSection({
  shape: {
    PUBLIC_SITE_URL: url('https://www.velora.ch'),
    ALLOWED_HOSTNAMES: optionalString,
    FORM_IDS: optionalString,
  },
  build: (e, { problems }): SiteConfig => ({
    publicSiteUrl: e.PUBLIC_SITE_URL,
    allowedHostnames: readHostnames(e.ALLOWED_HOSTNAMES, e.PUBLIC_SITE_URL, problems),
    formIds: readFormIds(e.FORM_IDS, problems),
  }),
});
