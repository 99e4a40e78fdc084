/**
 * Field message codes (SPEC.md sections 5 and 8). The browser translates them; the server sends
 * them in `fields` of a 400 `ValidationError`. `unknown-field` is ours: a field the endpoint does
 * not accept.
 */
export const messages = Object.freeze({
  invalidField: 'invalid-field',
  /** A control or text-direction character in a text field (names: one line; messages: line breaks and tabs only). */
  invalidCharacters: 'invalid-characters',
  invalidEmail: 'invalid-email',
  invalidPhone: 'invalid-phone',
  invalidService: 'invalid-service',
  invalidTimeslot: 'invalid-timeslot',
  unknownField: 'unknown-field',
} as const);

export type MessageCode = (typeof messages)[keyof typeof messages];

const codes = new Set<string>(Object.values(messages));

/** True when `value` is one of the message codes. */
export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && codes.has(value);
}
