import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '../../../cms/index.ts';
import type { BlogPostContent } from '../../../cms/schemas/page-content.ts';
import { loadFixtureSite } from '../../templates/fixtures/site-fixture.ts';
import { getRichTextHeadings, getRichTextTableOfContents } from './rich-text-headings.ts';
import { RichText } from './RichText.tsx';
import { TableOfContents } from './TableOfContents.tsx';

let site: SiteContent;
let doc: BlogPostContent['content'];
let html: string;
let deHtml: string;

beforeAll(async () => {
  site = await loadFixtureSite();
  const story = site.languages.en.bySlug.get('blog/banking/rich-text-showcase');
  if (story?.content.component !== 'blog_post') throw new Error('fixture post missing');
  doc = story.content.content;
  html = renderToStaticMarkup(<RichText doc={doc} lang="en" />);
  deHtml = renderToStaticMarkup(<RichText doc={doc} lang="de" />);
});

describe('RichText marks', () => {
  it.each([
    ['bold', '<strong>bold</strong>'],
    ['italic', '<em>italic</em>'],
    ['underline', '<u>underlined</u>'],
    ['strike', '<s>struck</s>'],
    ['code', '<code>code</code>'],
    ['superscript', 'x<sup>2</sup>'],
    ['subscript', 'H<sub>2</sub>O'],
    ['highlight', '<mark>highlighted</mark>'],
    ['anchor', '<span id="my-anchor">anchored</span>'],
  ])('renders %s', (_mark, expected) => {
    expect(html).toContain(expected);
  });

  it('drops colours and editor classes (no inline styles under the CSP)', () => {
    expect(html).toContain(', coloured, ');
    expect(html).toContain(', styled and');
    expect(html).not.toContain('style=');
    expect(html).not.toContain('fancy');
  });

  it('escapes text, so content cannot inject markup', () => {
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });
});

describe('RichText links', () => {
  it('joins adjacent text with one link into one anchor, lowercased, with the anchor kept', () => {
    expect(html).toContain('<a href="/bank/savings-account#rates">Open <strong>savings</strong></a>');
  });

  it('prefixes story links with the page language', () => {
    expect(deHtml).toContain('href="/de/bank/savings-account#rates"');
  });

  it('opens external and _blank links in a new tab and says so', () => {
    expect(html).toContain('<a href="https://www.ft.com/" target="_blank" rel="noopener noreferrer">the FT<span class="visually-hidden"> (opens in a new tab)</span></a>');
    expect(html).toContain('<a href="/contact" target="_blank" rel="noopener noreferrer">a new tab');
  });

  it('keeps a phone number on one line', () => {
    const tel = renderToStaticMarkup(
      <RichText
        lang="en"
        doc={{
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: '+41 22 555 01 00', marks: [{ type: 'link', attrs: { href: 'tel:+41225550100', linktype: 'url' } }] }],
            },
          ],
        }}
      />,
    );
    expect(tel).toContain('<a href="tel:+41225550100">+41\u00a022\u00a0555\u00a001\u00a000</a>');
  });

  it('turns email links into mailto and leaves asset links unprefixed', () => {
    expect(html).toContain('<a href="mailto:hello@velora.ch">us</a>');
    expect(deHtml).toContain('<a href="/assets/reports/annual-2025.pdf">the PDF</a>');
  });
});

describe('RichText nodes', () => {
  it('renders paragraphs, line breaks, emoji, lists, quotes, rules and code', () => {
    expect(html).toContain('<br/>after a break <span role="img" aria-label="rocket">🚀</span>');
    expect(html).toContain('<ul><li><p>First point</p></li><li><p>Second point</p></li></ul>');
    expect(html).toContain('<ol start="3"><li><p>Third step</p></li></ol>');
    expect(html).toContain('<blockquote><p>A quoted thought.</p></blockquote>');
    expect(html).toContain('<hr/>');
    expect(html).toContain('<pre><code>const fee = 0.75;</code></pre>');
  });

  it('gives headings SPEC anchor ids, unique on the page, and demotes h1 to h2', () => {
    expect(html).toContain('<h2 id="why-fees-matter">Why fees matter</h2>');
    expect(html).toContain('<h3 id="uber-uns-gebuhren">Über uns &amp; Gebühren</h3>');
    expect(html).toContain('<h4 id="h-3a-the-pillar">3a: the pillar</h4>');
    expect(html).toContain('<h2 id="why-fees-matter-2">Why fees matter</h2>');
    expect(html).toContain('<h2 id="a-level-one-heading">A level-one heading</h2>');
    expect(html).not.toContain('<h1');
  });

  it('draws images with their size from the path, lazily', () => {
    expect(html).toMatch(/<img class="image-frame__image" src="\/assets\/1600x900\/blog-fees[^"]*"[^>]* width="1600" height="900" alt="A fee chart" loading="lazy"/);
  });

  it('renders editor tables with column headers and row headers', () => {
    expect(html).toContain('<thead><tr><th scope="col"><p>Plan</p></th><th scope="col"><p>Fee</p></th></tr></thead>');
    expect(html).toContain('<tbody><tr><th scope="row"><p>Basic</p></th><td><p>0.5%</p></td></tr></tbody>');
  });
});

describe('RichText blocks', () => {
  it('renders the table block with thead cells and tbody rows in a keyboard-scrollable region', () => {
    expect(html).toMatch(
      /<div class="table-scroll" role="group" data-scroller="" aria-label="Table: Bank, Yearly fee" aria-describedby="(scroll-hint-[^"]+)" tabindex="0">.*<p class="scroll-region__hint" id="\1" data-scroll-hint="" hidden="">Scroll sideways to see the whole table\.<\/p>/,
    );
    expect(html).toContain('<th scope="col">Bank</th><th scope="col">Yearly fee</th>');
    expect(html).toContain('<tr><td>Velora</td><td>0.75%</td></tr>');
  });

  it('renders call-outs with their link and, when set, the background picture', () => {
    expect(html).toMatch(/<div class="callout"><div class="callout__body"><p class="callout__title">Open an account<\/p><p class="callout__text">In ten minutes.<\/p><a class="button button--fillPrimaryContent button--small" href="\/bank\/savings-account">Start now<\/a>/);
    expect(html).toMatch(/<div class="callout callout--image"><span class="image-frame callout__background">.*callout-savings-account/);
  });

  it('chooses the media kind by extension', () => {
    expect(html).toMatch(/<figure class="media-block"><span class="image-frame">.*alt="Savings goals".*<figcaption class="media-block__caption">Goals in the app<\/figcaption><\/figure>/);
    expect(html).toContain('src="/assets/800x450/blog-fee-impact-chart.svg" width="800" height="450" alt="Fee impact"');
    expect(html).toMatch(/<div class="video" data-video-player=""><video class="video__media" src="\/assets\/video\/app-tour.mp4" controls="" preload="metadata" playsInline="" aria-label="App tour"><\/video><button type="button" class="video__play" hidden="" aria-label="Play video: App tour">/);
    expect(html).toContain('<a href="/assets/docs/factsheet.pdf" download="">Download Fact sheet</a>');
  });

  it('renders YouTube as a facade that loads nothing from YouTube', () => {
    expect(html).toContain('data-embed-url="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).not.toMatch(/<img[^>]*ytimg/);
    expect(html).not.toContain('<iframe');
  });

  it('renders the excerpt quote and the content navigation', () => {
    expect(html).toContain('<figure class="excerpt"><blockquote class="excerpt__quote"><p>Banking should be simple.</p></blockquote><figcaption class="excerpt__author">Claire Dufour</figcaption></figure>');
    expect(html).toContain('<a href="#why-fees-matter">Fees</a>');
    expect(html).toContain('<a href="#h-3a-the-pillar">Pillar</a>');
  });

  it('renders every button link type, modal types through data-modal, hiding non-app buttons', () => {
    expect(html).toContain('<a class="button button--fillLilac button--small" href="/contact">Button link</a>');
    expect(html).toContain('href="/get-app" data-modal="download-app" data-app-hidden="">Button download_app</a>');
    expect(html).toContain('href="/assets/reports/annual-2025.pdf" download="" data-app-hidden="">Button download_file</a>');
    expect(html).toContain('href="/contact?modal=schedule-a-call" data-modal="schedule-a-call"');
    expect(deHtml).toContain('href="/de/contact?modal=amg-contact" data-modal="amg-contact"');
    expect(html).toContain('data-modal="shewealth"');
    expect(html).toContain('data-modal="contact-extended"');
    expect(html).toContain('data-modal="amg-contact"');
    // The link button without a target draws nothing at all.
    expect(html.match(/>Button link</g)).toHaveLength(1);
    expect(html).not.toContain('<p class="prose__button"></p>');
  });
});

describe('table of contents', () => {
  it('lists every heading with the id the text gives it, nested by level', () => {
    const toc = getRichTextTableOfContents(doc);
    expect(toc.map((item) => [item.id, item.depth])).toEqual([
      ['why-fees-matter', 0],
      ['uber-uns-gebuhren', 1],
      ['h-3a-the-pillar', 2],
      ['why-fees-matter-2', 0],
      ['a-level-one-heading', 0],
    ]);
    for (const item of toc) expect(html).toContain(`id="${item.id}"`);
    const nav = renderToStaticMarkup(<TableOfContents items={toc} title="On this page" />);
    expect(nav).toContain('<li><a href="#why-fees-matter">Why fees matter</a><ol class="toc__list"><li><a href="#uber-uns-gebuhren">');
  });

  it('skips headings inside blocks and empty headings', () => {
    expect(getRichTextHeadings({ type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [] }] })).toEqual([]);
  });

  it('shows no table of contents for a single heading', () => {
    expect(renderToStaticMarkup(<TableOfContents items={[{ id: 'a', text: 'A', level: 2, depth: 0 }]} title="x" />)).toBe('');
  });
});
