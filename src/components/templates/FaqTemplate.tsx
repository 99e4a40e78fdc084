import type { ReactNode } from 'react';
import type { FaqContent } from '../../cms/schemas/page-content.ts';
import { FaqAccordion } from '../faq/FaqAccordion.tsx';
import { FaqJsonLd } from '../faq/FaqJsonLd.tsx';
import { PageHero } from './PageHero.tsx';
import type { TemplateProps } from './types.ts';
import { useDomId } from '../ui/use-dom-id.ts';
import { getEditableAttributes } from '../../lib/storyblok-editable.ts';

function FaqGroup({ group, children }: { group: FaqContent['groups'][number]; children: ReactNode }) {
  const id = useDomId('faq-group');
  return (
    <section className="faq-group" aria-labelledby={id} {...getEditableAttributes(group)}>
      <h2 id={id}>{group.title}</h2>
      {children}
    </section>
  );
}

/**
 * The FAQ page: its groups of questions, each an accordion. One group name spans the page, so at
 * most one question is open on the whole page; the FAQPage JSON-LD lists every question.
 */
export function FaqTemplate({ story, context }: TemplateProps<FaqContent>) {
  const { title, subtitle, groups } = story.content;
  return (
    <>
      <PageHero title={title} subtitle={subtitle} />
      <div className="container faq-page">
        {groups.map((group) => (
          <FaqGroup key={group._uid} group={group}>
            <FaqAccordion items={group.items} lang={context.lang} group="faq" />
          </FaqGroup>
        ))}
      </div>
      <FaqJsonLd items={groups.flatMap((group) => group.items)} />
    </>
  );
}
