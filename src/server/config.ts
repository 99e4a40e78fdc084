/**
 * Server configuration from environment variables, validated once at start.
 *
 * Variables (default in brackets):
 *   PORT [4321]                      port of the HTTP server.
 *   HOST [127.0.0.1]                 address to listen on; 0.0.0.0 (or ::) to accept outside connections.
 *   DATA_DIR [.data]                 local data; PGlite keeps its files in DATA_DIR/pglite.
 *   DATABASE_URL [none]              PostgreSQL connection string; without it the embedded PGlite is used.
 *   API_SIGNING_KEY [velora-public-signing-key]
 *                                    key of the X-Signature HMAC. Public by nature: the browser holds it.
 *   HUMAN_VERIFICATION [altcha]      altcha | recaptcha | off. `off` is refused when NODE_ENV=production.
 *   ALTCHA_HMAC_KEY [random]         key signing ALTCHA challenges; random per process when unset (a warning
 *                                    is logged: set it when several processes serve the API).
 *   ALTCHA_MAX_NUMBER [100000]       ALTCHA difficulty (upper bound of the proof-of-work search).
 *   ALTCHA_EXPIRES_SECONDS [600]     lifetime of an ALTCHA challenge.
 *   RECAPTCHA_SITE_KEY [none]        reCAPTCHA v3 site key (browser).
 *   RECAPTCHA_SECRET_KEY [none]      reCAPTCHA v3 secret; required when HUMAN_VERIFICATION=recaptcha.
 *   RECAPTCHA_V2_SITE_KEY [none]     reCAPTCHA v2 site key for the visible challenge (browser).
 *   RECAPTCHA_V2_SECRET_KEY [none]   reCAPTCHA v2 secret; without it v2 tokens are refused.
 *   RECAPTCHA_VERIFY_URL [https://www.google.com/recaptcha/api/siteverify]
 *                                    siteverify address (tests point it at a local server).
 *   RECAPTCHA_MIN_SCORE [0.5]        lowest accepted v3 score, 0 to 1.
 *   RECAPTCHA_TIMEOUT_MS [3000]      timeout of a siteverify call.
 *   ALLOWED_HOSTNAMES [localhost,127.0.0.1]
 *                                    comma-separated host names allowed as Origin and as reCAPTCHA hostname;
 *                                    the host of PUBLIC_SITE_URL is always added.
 *   PUBLIC_SITE_URL [https://www.velora.ch]  public address of the site.
 *   TRUST_PROXY [0]                  number of trusted proxy hops in front of the server (true means 1, false 0):
 *                                    the client is the n-th address from the right of X-Forwarded-For.
 *   RATE_LIMIT_MAX [20]              form submissions per client per window; 0 disables the limit.
 *   RATE_LIMIT_WINDOW_SECONDS [60]   length of the rate-limit window.
 *   BODY_LIMIT_BYTES [16384]         largest accepted request body.
 *   LOG_LEVEL [info]                 fatal | error | warn | info | debug | trace | silent.
 *   RETENTION_DAYS_DEFAULT [365]     days a submission is kept before the purge deletes it.
 *   RETENTION_DAYS_<FORM> [see below] per form type, FORM in upper snake case (RETENTION_DAYS_COMPLAINT,
 *                                    RETENTION_DAYS_LOST_CARD, ...). Defaults: complaint 3650 (10 years,
 *                                    Swiss record keeping), lost-card 730, sms 30, others RETENTION_DAYS_DEFAULT.
 *   FORM_IDS [built-in]              JSON overriding form ids per form and language, e.g.
 *                                    {"contact":{"de":"0b7c..."},"extendedContact":{"en":"..."}}; kinds: contact,
 *                                    subscribe, simpleContact, extendedContact.
 *   NODE_ENV [development]           `production` refuses HUMAN_VERIFICATION=off.
 *
 * Delivery settings (HUBSPOT_*, SMS_API_URL, DELIVERY_*) live in src/server/delivery/config.ts.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { languages, type Language } from '../i18n/languages.ts';
import { defaultFormIds, formIdKinds, type FormIdKind, type FormIds } from '../forms/form-ids.ts';
import { formTypes, type FormType } from '../forms/payloads.ts';

export type HumanVerificationProvider = 'altcha' | 'recaptcha' | 'off';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  readonly nodeEnv: string;
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly apiSigningKey: string;
  readonly humanVerification: HumanVerificationProvider;
  readonly altcha: { readonly hmacKey: string; readonly maxNumber: number; readonly expiresSeconds: number };
  readonly recaptcha: {
    readonly siteKey: string | undefined;
    readonly secretKey: string | undefined;
    readonly v2SiteKey: string | undefined;
    readonly v2SecretKey: string | undefined;
    readonly verifyUrl: string;
    readonly minScore: number;
    readonly timeoutMs: number;
  };
  readonly allowedHostnames: readonly string[];
  readonly publicSiteUrl: string;
  /** Trusted proxy hops: Fastify's `trustProxy` (the n-th X-Forwarded-For address from the right). */
  readonly trustProxy: number;
  readonly rateLimit: { readonly max: number; readonly windowSeconds: number };
  readonly bodyLimitBytes: number;
  readonly logLevel: LogLevel;
  readonly retentionDays: Readonly<Record<FormType, number>>;
  readonly formIds: FormIds;
  /** Things an operator should know, logged once at start (e.g. a generated ALTCHA key). */
  readonly warnings: readonly string[];
}

/** Thrown by `loadConfig` with every problem, each naming the variable and what is expected. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly problems: readonly string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.problems = problems;
  }
}

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

function integer(min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const number = Number(value);
      if (!/^\s*\d+\s*$/.test(value) || number < min || number > max) {
        ctx.addIssue({
          code: 'custom',
          message: `expected a whole number from ${min} to ${max}, got "${value}"`,
        });
        return z.NEVER;
      }
      return number;
    });
}

/** A number of proxy hops: `true` is 1, `false` 0, or a whole number up to 10. */
function hops() {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const normalised = (value ?? '').trim().toLowerCase();
      if (['', 'false', 'no'].includes(normalised)) return 0;
      if (['true', 'yes'].includes(normalised)) return 1;
      if (/^\d{1,2}$/.test(normalised) && Number(normalised) <= 10) return Number(normalised);
      ctx.addIssue({
        code: 'custom',
        message: `expected true or false or a number of trusted proxy hops from 0 to 10, got "${value}"`,
      });
      return z.NEVER;
    });
}

function oneOf<const T extends readonly string[]>(values: T, fallback: T[number]) {
  return z
    .string()
    .optional()
    .transform((value, ctx): T[number] => {
      if (value === undefined || value.trim() === '') return fallback;
      const normalised = value.trim().toLowerCase();
      if ((values as readonly string[]).includes(normalised)) return normalised;
      ctx.addIssue({ code: 'custom', message: `expected one of ${values.join(', ')}, got "${value}"` });
      return z.NEVER;
    });
}

function url(fallback: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = value === undefined || value.trim() === '' ? fallback : value.trim();
      try {
        const parsed = new URL(text);
        if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
        return text;
      } catch {
        ctx.addIssue({ code: 'custom', message: `expected an http(s) URL, got "${text}"` });
        return z.NEVER;
      }
    });
}

const minScore = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return 0.5;
    const number = Number(value);
    if (!Number.isFinite(number) || number < 0 || number > 1) {
      ctx.addIssue({ code: 'custom', message: `expected a number from 0 to 1, got "${value}"` });
      return z.NEVER;
    }
    return number;
  });

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: optionalString,
  PORT: integer(0, 65_535, 4321),
  HOST: optionalString,
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString.refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
    message: 'expected a postgres:// or postgresql:// connection string',
  }),
  API_SIGNING_KEY: optionalString,
  HUMAN_VERIFICATION: oneOf(['altcha', 'recaptcha', 'off'] as const, 'altcha'),
  ALTCHA_HMAC_KEY: optionalString,
  ALTCHA_MAX_NUMBER: integer(1_000, 10_000_000, 100_000),
  ALTCHA_EXPIRES_SECONDS: integer(10, 86_400, 600),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET_KEY: optionalString,
  RECAPTCHA_V2_SITE_KEY: optionalString,
  RECAPTCHA_V2_SECRET_KEY: optionalString,
  RECAPTCHA_VERIFY_URL: url('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: minScore,
  RECAPTCHA_TIMEOUT_MS: integer(100, 60_000, 3000),
  ALLOWED_HOSTNAMES: optionalString,
  PUBLIC_SITE_URL: url('https://www.velora.ch'),
  TRUST_PROXY: hops(),
  RATE_LIMIT_MAX: integer(0, 1_000_000_000, 20),
  RATE_LIMIT_WINDOW_SECONDS: integer(1, 86_400, 60),
  BODY_LIMIT_BYTES: integer(1_024, 10_485_760, 16_384),
  LOG_LEVEL: oneOf(logLevels, 'info'),
  RETENTION_DAYS_DEFAULT: integer(1, 36_500, 365),
  FORM_IDS: optionalString,
});

/** Default retention in days where it differs from RETENTION_DAYS_DEFAULT. */
const retentionDefaults: Partial<Record<FormType, number>> = { complaint: 3650, 'lost-card': 730, sms: 30 };

/** `complaint` → `RETENTION_DAYS_COMPLAINT`, `lost-card` → `RETENTION_DAYS_LOST_CARD`. */
export function retentionVariable(formType: FormType): string {
  return `RETENTION_DAYS_${formType.toUpperCase().replaceAll('-', '_')}`;
}

const formIdsOverride = z
  .partialRecord(
    z.enum(formIdKinds),
    z.partialRecord(z.enum(languages), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)),
  )
  .optional();

function describeIssue(issue: z.core.$ZodIssue): string {
  const variable = String(issue.path[0] ?? 'environment');
  const detail = issue.path.length > 1 ? ` (at ${issue.path.slice(1).join('.')})` : '';
  return `${variable}${detail}: ${issue.message}`;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Reads and validates the configuration. Throws a `ConfigError` listing every invalid variable
 * with what is expected. The result is deeply frozen.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const warnings: string[] = [];
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map(describeIssue));
  }
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV ?? 'development';

  if (e.HUMAN_VERIFICATION === 'off' && nodeEnv.toLowerCase() === 'production') {
    problems.push('HUMAN_VERIFICATION: "off" is refused when NODE_ENV=production; use altcha or recaptcha');
  }
  if (e.HUMAN_VERIFICATION === 'recaptcha' && !e.RECAPTCHA_SECRET_KEY) {
    problems.push('RECAPTCHA_SECRET_KEY: required when HUMAN_VERIFICATION=recaptcha');
  }

  let altchaKey = e.ALTCHA_HMAC_KEY;
  if (!altchaKey) {
    altchaKey = randomBytes(32).toString('base64url');
    if (e.HUMAN_VERIFICATION === 'altcha') {
      warnings.push(
        'ALTCHA_HMAC_KEY is not set: using a random key for this process; set it when several processes serve the API',
      );
    }
  }

  const siteHost = new URL(e.PUBLIC_SITE_URL).hostname.toLowerCase();
  const hostList = (e.ALLOWED_HOSTNAMES ?? 'localhost,127.0.0.1')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hostList) {
    if (!/^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/.test(host)) {
      problems.push(
        `ALLOWED_HOSTNAMES: "${host}" is not a host name (expected names like www.example.ch, comma-separated)`,
      );
    }
  }
  const allowedHostnames = [...new Set([...hostList, siteHost])];

  const retentionDays = {} as Record<FormType, number>;
  for (const formType of formTypes) {
    const variable = retentionVariable(formType);
    const raw = env[variable];
    const fallback = retentionDefaults[formType] ?? e.RETENTION_DAYS_DEFAULT;
    if (raw === undefined || raw.trim() === '') {
      retentionDays[formType] = fallback;
    } else if (/^\s*\d+\s*$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 36_500) {
      retentionDays[formType] = Number(raw);
    } else {
      problems.push(`${variable}: expected a whole number of days from 1 to 36500, got "${raw}"`);
    }
  }

  const formIds: Record<FormIdKind, Record<Language, string>> = {
    contact: { ...defaultFormIds.contact },
    subscribe: { ...defaultFormIds.subscribe },
    simpleContact: { ...defaultFormIds.simpleContact },
    extendedContact: { ...defaultFormIds.extendedContact },
  };
  if (e.FORM_IDS) {
    let json: unknown;
    try {
      json = JSON.parse(e.FORM_IDS);
    } catch {
      problems.push('FORM_IDS: expected JSON such as {"contact":{"en":"<form id>"}}');
    }
    if (json !== undefined) {
      const override = formIdsOverride.safeParse(json);
      if (!override.success) {
        problems.push(
          `FORM_IDS: expected {"<${formIdKinds.join('|')}>":{"<${languages.join('|')}>":"<id of letters, digits, - or _>"}}`,
        );
      } else {
        for (const [kind, ids] of Object.entries(override.data ?? {}) as [
          FormIdKind,
          Partial<Record<Language, string>>,
        ][]) {
          Object.assign(formIds[kind], ids);
        }
      }
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return deepFreeze({
    nodeEnv,
    port: e.PORT,
    host: e.HOST ?? '127.0.0.1',
    dataDir: e.DATA_DIR ?? '.data',
    databaseUrl: e.DATABASE_URL,
    apiSigningKey: e.API_SIGNING_KEY ?? 'velora-public-signing-key',
    humanVerification: e.HUMAN_VERIFICATION,
    altcha: { hmacKey: altchaKey, maxNumber: e.ALTCHA_MAX_NUMBER, expiresSeconds: e.ALTCHA_EXPIRES_SECONDS },
    recaptcha: {
      siteKey: e.RECAPTCHA_SITE_KEY,
      secretKey: e.RECAPTCHA_SECRET_KEY,
      v2SiteKey: e.RECAPTCHA_V2_SITE_KEY,
      v2SecretKey: e.RECAPTCHA_V2_SECRET_KEY,
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
      minScore: e.RECAPTCHA_MIN_SCORE,
      timeoutMs: e.RECAPTCHA_TIMEOUT_MS,
    },
    allowedHostnames,
    publicSiteUrl: e.PUBLIC_SITE_URL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    retentionDays,
    formIds,
    warnings,
  } satisfies Config);
}
