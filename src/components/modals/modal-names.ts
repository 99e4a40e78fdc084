/**
 * The modal states of SPEC section 2 ("Modals"), besides `idle`. Kept free of imports: the tiny
 * loader in the bootstrap bundle validates `?modal=` and `data-modal` names against this list
 * before it loads React.
 */
export const modalNames = [
  'cookies-settings',
  'financial-report-success',
  'lost-card-success',
  'sms-success',
  'subscribe',
  'subscribe-success',
  'success',
  'error',
  'download-app',
  'schedule-a-call',
  'schedule-a-call-success',
  'simple-contact-success',
  'contact-us',
  'contact-extended',
  'message-sent-success',
  'amg-contact',
  'amg-success',
  'triple-a-success',
  'form-builder-success',
  'complaint',
  'shewealth',
] as const;

/** The modals that hold a form (their proof of work is worth starting before the click). */
export const formModalNames = [
  'schedule-a-call',
  'contact-us',
  'contact-extended',
  'complaint',
  'amg-contact',
  'shewealth',
  'subscribe',
  'download-app',
] as const satisfies readonly (typeof modalNames)[number][];

/** One modal state other than `idle`. */
export type ModalName = (typeof modalNames)[number];

const names: ReadonlySet<string> = new Set(modalNames);

/** True when `value` names a modal (so `?modal=nonsense` opens nothing). */
export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && names.has(value);
}
