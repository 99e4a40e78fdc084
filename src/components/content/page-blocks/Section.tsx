import type { ReactNode } from 'react';
import { useDomId } from '../../ui/use-dom-id.ts';
import './page-blocks.css';

export interface SectionProps {
  title?: string | undefined;
  /** A short line under the title. */
  intro?: string | undefined;
  className?: string;
  /** `sand` and `navy` give the section a full-width background. */
  tone?: 'plain' | 'sand' | 'navy';
  children: ReactNode;
}

/**
 * A page block's frame: a full-width band with the content width inside, an `<h2>` title that
 * also names the section for assistive technology, and an optional intro line.
 */
export function Section({ title, intro, className, tone = 'plain', children }: SectionProps) {
  const titleId = useDomId('section');
  const classes = ['section', `section--${tone}`, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={title ? titleId : undefined}>
      <div className="container">
        {title && (
          <h2 className="section__title" id={titleId}>
            {title}
          </h2>
        )}
        {intro && <p className="section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
