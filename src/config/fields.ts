/** Field parsers shared by the configuration sections: each names what it expects when it refuses. */
import { z } from 'zod';

/** Thrown by the loaders with every problem, each naming the variable and what is expected. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly problems: readonly string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.problems = problems;
  }
}

/** The environment a loader reads. */
export type Env = Readonly<Record<string, string | undefined>>;

export const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * A whole number from `min` to `max` (`unit` names it in the message: "milliseconds", "days");
 * `fallback` when unset.
 */
export function integer(min: number, max: number, fallback: number, unit = '') {
  const what = `a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}`;
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const number = Number(value);
      if (!/^\s*\d+\s*$/.test(value) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: `expected ${what}, got "${value}"` });
        return z.NEVER;
      }
      return number;
    });
}

/** Text that, when set, must match `pattern`; `expected` says what it must be. */
export function matching(pattern: RegExp, expected: string) {
  return optionalString.refine((value) => value === undefined || pattern.test(value), {
    message: `expected ${expected}`,
  });
}

/** An https URL, or http on the local machine (stand-ins in tests and development), without a trailing `/`. */
export const serviceUrl = optionalString.transform((value, ctx) => {
  if (value === undefined) return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  const local = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(value);
  if (!parsed || !(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && local))) {
    ctx.addIssue({
      code: 'custom',
      message: `expected an https URL (plain http only for 127.0.0.1 or localhost), got "${value}"`,
    });
    return z.NEVER;
  }
  return value.replace(/\/+$/, '');
});

/** A number of proxy hops: `true` is 1, `false` 0, or a whole number up to 10. */
export function hops() {
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

/** One of `values`, compared case-insensitively; `fallback` when unset. */
export function oneOf<const T extends readonly string[]>(values: T, fallback: T[number]) {
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

/** An http(s) URL; `fallback` when unset. */
export function url(fallback: string) {
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

/** A number from 0 to 1; `fallback` when unset. */
export function fraction(fallback: number) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const number = Number(value);
      if (!Number.isFinite(number) || number < 0 || number > 1) {
        ctx.addIssue({ code: 'custom', message: `expected a number from 0 to 1, got "${value}"` });
        return z.NEVER;
      }
      return number;
    });
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const variable = String(issue.path[0] ?? 'environment');
  const detail = issue.path.length > 1 ? ` (at ${issue.path.slice(1).join('.')})` : '';
  return `${variable}${detail}: ${issue.message}`;
}

/** Parses `env` with `schema`, or throws a `ConfigError` naming every invalid variable. */
export function parseSection<S extends z.ZodType>(schema: S, env: Env): z.output<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map(describeIssue));
  return parsed.data;
}

/** Freezes `value` and everything in it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
