import type { buttonSizes, buttonVariants } from '../../cms/schemas/rich-text-blocks.ts';

/** The look of a button (SPEC section 2, "Other"); the names are the CMS's, typo included. */
export type ButtonVariant = (typeof buttonVariants)[number];
/** `standart` (the CMS's spelling) is the default height; `small` is compact. */
export type ButtonSize = (typeof buttonSizes)[number];

/** What {@link Button} and {@link ButtonLink} add to the element's own props. */
export interface ButtonStyleProps {
  /** Defaults to `fillPrimaryContent`, the solid navy button. */
  variant?: ButtonVariant | undefined;
  /** Defaults to `standart`. */
  size?: ButtonSize | undefined;
}

/**
 * The class list of a button: `button button--{variant} button--{size}` plus any extra class.
 * Exported so that markup which cannot use the components (a vanilla script, an `.astro` file)
 * looks the same.
 */
export function getButtonClassName(
  variant: ButtonVariant = 'fillPrimaryContent',
  size: ButtonSize = 'standart',
  className?: string,
): string {
  return ['button', `button--${variant}`, `button--${size}`, className].filter(Boolean).join(' ');
}
