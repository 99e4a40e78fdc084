import type { ComponentProps } from 'react';
import { getButtonClassName, type ButtonStyleProps } from './button-class.ts';
import './button.css';

/** Props of {@link ButtonLink}: every `<a>` prop (href required) plus `variant` and `size`. */
export type ButtonLinkProps = ComponentProps<'a'> & ButtonStyleProps & { href: string };

/**
 * A link that looks like a button. The caller passes a ready href (and target/rel), e.g. from
 * `getLinkAttributes` in src/lib/links.ts; a `data-modal` attribute makes the site's delegated
 * listener open that modal instead of following the link.
 *
 * @example <ButtonLink href="/de/contact" variant="fillLilac">Kontakt</ButtonLink>
 */
export function ButtonLink({ variant, size, className, children, ...props }: ButtonLinkProps) {
  return (
    <a className={getButtonClassName(variant, size, className)} {...props}>
      {children}
    </a>
  );
}
