import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkButton } from '../../../cms/schemas/rich-text-blocks.ts';
import { LinkButtonGroup, LinkButtons } from './LinkButtonBlock.tsx';

const buttons = ['Download the app', 'Schedule a call', 'Call us'].map((title, index) =>
  linkButton.parse({ _uid: `b${index}`, component: 'link_button', title, type: index === 0 ? 'download_app' : 'schedule_a_call' }),
);

/** The text a search index or a copy of the page reads: tags dropped, nothing else. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('CMS buttons side by side', () => {
  it('are separated by a space in the text, in a row or on their own', () => {
    const row = renderToStaticMarkup(<LinkButtonGroup buttons={buttons} lang="en" />);
    expect(row).toMatch(/^<div class="button-group">/);
    expect(textOf(row)).toBe('Download the app Schedule a call Call us');
    // Without a row of their own (a contact card's actions): the same.
    const bare = renderToStaticMarkup(<LinkButtons buttons={buttons} lang="fr" />);
    expect(bare.match(/<a /g)).toHaveLength(3);
    expect(textOf(bare)).toBe('Download the app Schedule a call Call us');
  });

  it('a single button has no space around it, and no buttons make no row', () => {
    expect(renderToStaticMarkup(<LinkButtons buttons={buttons.slice(0, 1)} lang="en" />)).toMatch(/^<a [^>]*>Download the app<\/a>$/);
    expect(renderToStaticMarkup(<LinkButtonGroup buttons={[]} lang="en" />)).toBe('');
  });
});
