import { describe, expect, it } from 'vitest';
import { parseInlineSources } from './inline-sources.ts';
import { scanSimplePage } from './simple-page-scan.ts';

/** Markup of the kind the site's pages are made of: the fast scan must read all of it itself. */
const commonPieces = [
  '<!DOCTYPE html>',
  '<html lang="en"><head><meta charset="utf-8">',
  '<title>Pillar 3a &amp; you</title>',
  '<meta name="description" content="Save &amp; invest">',
  '<link rel="alternate" hreflang="de" href="https://velora.ch/de?a=1&amp;b=2">',
  '<script type="application/ld+json">{"@type":"Article","name":"a</b>"}</script>',
  '<script>document.documentElement.dataset.js = "1"; if (a < b) x("</div>")</script>',
  '<script type="module" src="/_astro/app.js"></script>',
  '<style>.a{color:red}</style>',
  '<body class="page"><header data-site-header>',
  '<svg class="icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="m6 9 6 6 6-6" fill="none"/></svg>',
  '<svg viewBox="0 0 10 10"><g fill="none"><circle cx="5" cy="5" r="4"></circle><rect x="1" y="1" width="2" height="2"/><text x="1">A &lt; B</text></g></svg>',
  '<!-- a comment with <script>no()</script> and -- dashes -->',
  '<!---->',
  '<a href=/de/blog title=unquoted style=color:blue>link</a>',
  '<div STYLE="margin:0" Style="padding:0" data-x=\'1 > 0\'>x</div>',
  '<img src="/a.png" alt="" style="width:1px" / >',
  '<input name="q" style disabled/>',
  '<form action="/api/contact" method="post"><textarea name="m" style="resize:none"><b>typed</b></textarea></form>',
  '<template><p style="t:1">later</p><script>tpl()</script></template>',
  '<noscript><style>.js{display:none}</style></noscript>',
  '<p>1 < 2 and 3 > 2, a <3 heart</p>',
  '</br>',
  '<button type="submit">Send</button>',
  '<SCRIPT LANGUAGE="JavaScript">legacy()</SCRIPT >',
  '<script>a()</script x="y">',
  '<script>x("</scripty>")</script>',
  '<style>a::before{content:"</stylesheet>"}</style>',
  '<style>p::after{content:"</p>"}</STYLE\n>',
  '<?xml stray?>',
  '<!x bogus comment>',
  '</ bogus end>',
  '</>',
  '<iframe><p style="i:1"></p></iframe>',
  '<xmp><style>x{}</style></xmp>',
];

/** Markup it leaves to htmlparser2, or reads differently from the common case. */
const trickyPieces = [
  '<span style="a:&quot;b&quot;">&amp;</span>',
  '<script type="text&#47;javascript">typed()</script>',
  '<!-->',
  '<!--->',
  '<!-- a --!> <div style="x:1"> -->',
  '<![CDATA[ <p style="c:1"> ]]>',
  '<svg><style>.b{fill:red}</style><rect style="fill:blue"/></svg>',
  '<svg><foreignObject><p style="f:1">x</p></foreignObject></svg>',
  '<svg/><p style="after:1">p</p>',
  '<math><mi style="color:green">x</mi></math>',
  '<form><form style="nested:1"></form></form>',
  '<plaintext><p style="p:1">',
  '<script>unclosed()',
  '<script>a("\u001c/script>")</script>',
  '<title>unclosed',
  '<div style="unclosed',
  '<!-- unclosed',
  '<ul><li style="a:1">one<li style="a:2">two</ul>',
];

function pages(pieces: readonly string[], count: number, seed: number): string[] {
  let state = seed;
  const next = () => (state = (state * 48271) % 2147483647);
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 16) }, () => pieces[next() % pieces.length]).join('\n'),
  );
}

describe('scanSimplePage', () => {
  it('reads every page made of the common pieces itself, finding what htmlparser2 finds', () => {
    for (const html of pages(commonPieces, 400, 11)) {
      const fast = scanSimplePage(html);
      expect(fast, html).toBeDefined();
      expect(fast, html).toEqual(parseInlineSources(html));
    }
  });

  it('finds what htmlparser2 finds, or leaves the page to it, for pages with tricky pieces too', () => {
    let readItself = 0;
    for (const html of pages([...commonPieces, ...trickyPieces], 600, 29)) {
      const fast = scanSimplePage(html);
      if (fast === undefined) continue;
      readItself += 1;
      expect(fast, html).toEqual(parseInlineSources(html));
    }
    expect(readItself).toBeGreaterThan(50);
  });

  it('leaves each tricky piece to htmlparser2 but the list item, whose implied end it reads alike', () => {
    const left = trickyPieces.filter((piece) => scanSimplePage(piece) === undefined);
    expect(trickyPieces.filter((piece) => !left.includes(piece))).toEqual([
      '<ul><li style="a:1">one<li style="a:2">two</ul>',
    ]);
  });

  it('reads a page like the site builds', () => {
    const html = [
      '<!DOCTYPE html><html lang="de"><head><title>Säule 3a</title>',
      '<script>window.a=1</script><script type="application/ld+json">{"a":1}</script>',
      '<style>b{}</style></head><body><svg viewBox="0 0 1 1"><path d="M0 0"/></svg>',
      '<div style="--tone:#123">x</div><!--[--><p>text</p><!--]--></body></html>',
    ].join('');
    expect(scanSimplePage(html)).toEqual({
      scripts: ['window.a=1'],
      styles: ['b{}'],
      styleAttributes: ['--tone:#123'],
    });
  });
});
