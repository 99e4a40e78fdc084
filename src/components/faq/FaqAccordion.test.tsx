import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FaqItem } from '../../cms/schemas/page-blocks.ts';
import { buildFaqJsonLd } from './faq-json-ld.ts';
import { FaqAccordion } from './FaqAccordion.tsx';
import { FaqJsonLd } from './FaqJsonLd.tsx';

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});
const items: FaqItem[] = [
  {
    _uid: 'q1',
    component: 'faq_item',
    title: 'How do I open an account?',
    text: doc('In the app, in ten minutes.'),
  },
  { _uid: 'q2', component: 'faq_item', title: 'Is it <free>?', text: doc('Yes </script> really.') },
];

describe('FaqAccordion (SPEC section 2, "FAQ")', () => {
  const html = renderToStaticMarkup(<FaqAccordion items={items} lang="en" group="faq" />);

  it('draws each question as a closed <details> of one exclusive group, so at most one opens without JavaScript', () => {
    expect(html.match(/<details class="faq__item" id="faq-q\d" name="faq">/g)).toHaveLength(2);
    expect(html).not.toMatch(/<details[^>]*\sopen/);
  });

  it('puts the question in the summary and the rich-text answer under it', () => {
    expect(html).toContain('<summary class="faq__question"><span>How do I open an account?</span>');
    expect(html).toContain(
      '<div class="prose faq__answer"><p>In the app, in ten minutes.</p></div></details>',
    );
    expect(html).toContain('Is it &lt;free&gt;?');
  });
});

describe('FAQPage JSON-LD', () => {
  it('lists every question with its answer as text', () => {
    expect(buildFaqJsonLd(items)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How do I open an account?',
          acceptedAnswer: { '@type': 'Answer', text: 'In the app, in ten minutes.' },
        },
        {
          '@type': 'Question',
          name: 'Is it <free>?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes </script> really.' },
        },
      ],
    });
  });

  it('cannot be broken out of its script element', () => {
    const html = renderToStaticMarkup(<FaqJsonLd items={items} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });
});
