import type { z } from 'zod';
import { isMessageCode, messages } from './messages.ts';

export type ValidationOutcome<T> = { ok: true; data: T } | { ok: false; fields: Record<string, string> };

/**
 * Validates a parsed JSON body against a payload schema. Errors become `fields` keyed by field
 * name (nested paths joined with dots) with one message code each; unknown fields are named
 * with `unknown-field`.
 */
export function validatePayload<S extends z.ZodType>(
  schema: S,
  body: unknown,
): ValidationOutcome<z.output<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const prefix = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const name = prefix ? `${prefix}.${key}` : key;
        fields[name] ??= messages.unknownField;
      }
      continue;
    }
    fields[prefix || 'body'] ??= isMessageCode(issue.message) ? issue.message : messages.invalidField;
  }
  return { ok: false, fields };
}

/** True for a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
