import type { ReactNode } from 'react';

export interface ScrollRegionProps {
  /** Names the region for screen readers (say what scrolls, e.g. the table's columns). */
  label?: string | undefined;
  /** Or the id of an element that names it, such as a table caption. */
  labelledBy?: string | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways when its content is wider than the screen (wide tables). It is
 * focusable so that keyboard users can scroll it too (WCAG 2.1.1), and named for the moment it
 * takes the focus: a labelled group (not a landmark, so two tables alike need no unique names).
 */
export function ScrollRegion({ label, labelledBy, className = 'table-scroll', children }: ScrollRegionProps) {
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className={className} role="group" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
