import type { ComponentProps } from 'react';
import { getButtonClassName, type ButtonStyleProps } from './button-class.ts';
import './button.css';

/** Props of {@link Button}: every `<button>` prop plus `variant` and `size`. */
export type ButtonProps = ComponentProps<'button'> & ButtonStyleProps;

/**
 * A `<button>` in one of the site's button looks (SPEC section 2, "Other"). Use it for actions on
 * the page (submit, open a modal); use {@link ButtonLink} when the button goes somewhere.
 * `type` defaults to `button` so that a button inside a form never submits it by accident.
 *
 * @example <Button variant="strokePrimary" size="small" onClick={close}>Close</Button>
 */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={getButtonClassName(variant, size, className)} {...props} />;
}
