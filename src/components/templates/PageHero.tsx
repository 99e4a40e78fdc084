import type { ReactNode } from 'react';
import './templates.css';

export interface PageHeroProps {
  title: string;
  subtitle?: string | undefined;
  /** Small line above the title (a category, a status). */
  eyebrow?: ReactNode;
  /** Lines under the subtitle (a date, buttons). */
  children?: ReactNode;
}

/** The title band of a page (SPEC section 2: a title and an optional subtitle). */
export function PageHero({ title, subtitle, eyebrow, children }: PageHeroProps) {
  return (
    <header className="page-hero">
      <div className="container page-hero__inner">
        {eyebrow && <div className="page-hero__eyebrow">{eyebrow}</div>}
        <h1 className="page-hero__title">{title}</h1>
        {subtitle && <p className="page-hero__subtitle">{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}
