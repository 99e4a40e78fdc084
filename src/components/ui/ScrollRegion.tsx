import type { ReactNode } from 'react';
import { useDomId } from './use-dom-id.ts';
import './scroll-region.css';

export interface ScrollRegionProps {
  /** Names the region for screen readers (say what scrolls, e.g. the table's columns). */
  label?: string | undefined;
  /** Or the id of an element that names it, such as a table caption. */
  labelledBy?: string | undefined;
  /** The visible hint shown while the content is wider than the box ("Scroll sideways…"). */
  hint: string;
  className?: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways when its content is wider than the screen (wide tables): a named,
 * focusable region, so keyboard users can scroll it too (WCAG 2.1.1). While its content overflows,
 * shadows at the cut edges and a visible hint say there is more (scroll-regions.ts shows the hint).
 */
export function ScrollRegion({
  label,
  labelledBy,
  hint,
  className = 'table-scroll',
  children,
}: ScrollRegionProps) {
  const hintId = useDomId('scroll-hint');
  return (
    <div className="scroll-region" data-scroll-region="">
      {/* A labelled group, not a landmark: a page may hold several tables with the same name. */}
      <div
        className={className}
        role="group"
        data-scroller=""
        aria-label={label}
        aria-labelledby={labelledBy}
        aria-describedby={hintId}
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        {children}
      </div>
      <p className="scroll-region__hint" id={hintId} data-scroll-hint="" hidden>
        {hint}
      </p>
    </div>
  );
}
