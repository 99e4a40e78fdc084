import {
  isExecutableInlineScript,
  keepUnlessBlank,
  type InlineSources,
  type OpenTag,
} from './inline-script-rules.ts';

/**
 * A fast scan for what `findInlineSources` finds, on the markup the site's pages are made of, in
 * the same steps as htmlparser2's tokenizer and parser (version 12), which remain the reference:
 * it jumps from one `<` to the next with `indexOf` and reads only tags, where htmlparser2 visits
 * every character and reports every text and attribute. It answers undefined, leaving the page to
 * htmlparser2, at the first thing outside what it follows exactly: an entity in an attribute the
 * policy reads, a comment that ends abruptly, `<![CDATA[`, `<plaintext>`, MathML, anything in an
 * SVG but its drawing elements, a form inside a form, a tag or raw text the page does not close,
 * U+000F or U+001C in raw text. Line breaks are the caller's to normalise, as for htmlparser2.
 */
export function scanSimplePage(html: string): InlineSources | undefined {
  const found: InlineSources = { scripts: [], styles: [], styleAttributes: [] };
  let svgDepth = 0;
  let formOpen = false;
  let at = 0;
  for (let lt = html.indexOf('<', at); lt >= 0; lt = html.indexOf('<', at)) {
    const next = html.charCodeAt(lt + 1);
    if (isAsciiAlpha(next)) {
      const tag = readStartTag(html, lt + 1);
      if (!tag) return undefined;
      at = tag.end;
      const { name } = tag.open;
      if (svgDepth > 0) {
        if (!svgDrawingElements.has(name)) return undefined;
        if (name === 'svg' && !tag.selfClosing) svgDepth += 1;
      } else if (name === 'svg') {
        if (tag.selfClosing) return undefined;
        svgDepth = 1;
      } else if (name === 'math' || name === 'plaintext') return undefined;
      else if (name === 'form') {
        if (formOpen) return undefined;
        formOpen = true;
      }
      if (tag.entity) return undefined;
      if (tag.open.style !== undefined) keepUnlessBlank(found.styleAttributes, tag.open.style);
      if (svgDepth > 0 || !rawTextElements.has(name)) continue;
      const text = readRawText(html, at, name);
      if (!text) return undefined;
      at = text.end;
      if (name === 'style') keepUnlessBlank(found.styles, text.content);
      else if (name === 'script' && isExecutableInlineScript(tag.open))
        keepUnlessBlank(found.scripts, text.content);
    } else if (next === slash) {
      const closing = skipEndTag(html, lt);
      if (closing === undefined) return undefined;
      at = closing.end;
      if (closing.name === 'svg' && svgDepth > 0) svgDepth -= 1;
      else if (svgDepth > 0 && closing.name !== undefined && !svgDrawingElements.has(closing.name))
        return undefined;
      else if (closing.name === 'form') formOpen = false;
    } else if (next === bang || next === question) {
      const after = skipDeclarationOrComment(html, lt);
      if (after === undefined) return undefined;
      at = after;
    } else at = lt + 1; // a `<` that starts no tag is text
  }
  return found;
}

const slash = 0x2f;
const greaterThan = 0x3e;
const equals = 0x3d;
const bang = 0x21;
const question = 0x3f;
const doubleQuote = 0x22;
const singleQuote = 0x27;

/** The elements of the site's icons and drawings; any other inside an SVG leaves the page to htmlparser2. */
const svgDrawingElements = new Set([
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'text',
  'tspan',
  'defs',
  'use',
  'symbol',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
]);

/** The tags whose content htmlparser2 reads as text up to their end tag (raw text and RCDATA). */
const rawTextElements = new Set([
  'script',
  'style',
  'title',
  'textarea',
  'iframe',
  'noembed',
  'noframes',
  'xmp',
]);

const isAsciiAlpha = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
/** HTML whitespace as htmlparser2 knows it: space, tab, line feed, form feed, carriage return. */
const isWhitespace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
const endsTagSection = (c: number) => isWhitespace(c) || c === slash || c === greaterThan;

interface StartTag {
  open: OpenTag;
  /** Index just after the tag's `>`. */
  end: number;
  selfClosing: boolean;
  /** An attribute the policy reads holds `&`: htmlparser2 decodes entities in it. */
  entity: boolean;
}

/** The lengths of `src`, `type`, `style` and `language`. */
const policyNameLengths = new Set([3, 4, 5, 8]);

/** The start tag whose name begins at `from` (just after `<`), as htmlparser2's tokenizer reads it. */
function readStartTag(html: string, from: number): StartTag | undefined {
  const end = html.length;
  let at = from;
  while (at < end && !endsTagSection(html.charCodeAt(at))) at += 1;
  const open: OpenTag = {
    name: html.slice(from, at).toLowerCase(),
    src: undefined,
    type: undefined,
    language: undefined,
    style: undefined,
  };
  let entity = false;
  const keep = (name: string | undefined, value: string) => {
    if (name !== 'style' && name !== 'type' && name !== 'language' && name !== 'src') return;
    if (open[name] !== undefined) return;
    // `src` counts by its presence only; the others by their (decoded) text.
    if (name !== 'src' && value.includes('&')) entity = true;
    open[name] = value;
  };
  while (at < end) {
    const c = html.charCodeAt(at);
    if (c === greaterThan) return { open, end: at + 1, selfClosing: false, entity };
    if (c === slash) {
      // `/`, then only whitespace up to `>`, marks the tag self-closing; otherwise `/` is skipped.
      at += 1;
      while (at < end && isWhitespace(html.charCodeAt(at))) at += 1;
      if (html.charCodeAt(at) === greaterThan) return { open, end: at + 1, selfClosing: true, entity };
      continue;
    }
    if (isWhitespace(c)) {
      at += 1;
      continue;
    }
    // An attribute name: its first character whatever it is, then up to `=` or the tag section's end.
    const nameStart = at;
    at += 1;
    while (at < end) {
      const n = html.charCodeAt(at);
      if (n === equals || endsTagSection(n)) break;
      at += 1;
    }
    // Only the names the policy reads are made into strings (3, 4, 5 or 8 characters long).
    const name = policyNameLengths.has(at - nameStart) ? html.slice(nameStart, at).toLowerCase() : undefined;
    while (at < end && isWhitespace(html.charCodeAt(at))) at += 1;
    if (html.charCodeAt(at) !== equals) {
      keep(name, '');
      continue;
    }
    at += 1;
    while (at < end && isWhitespace(html.charCodeAt(at))) at += 1;
    const quote = html.charCodeAt(at);
    if (quote === doubleQuote || quote === singleQuote) {
      const close = html.indexOf(quote === doubleQuote ? '"' : "'", at + 1);
      if (close < 0) return undefined;
      if (name !== undefined) keep(name, html.slice(at + 1, close));
      at = close + 1;
    } else {
      const valueStart = at;
      while (at < end) {
        const n = html.charCodeAt(at);
        if (isWhitespace(n) || n === greaterThan) break;
        at += 1;
      }
      if (name !== undefined) keep(name, html.slice(valueStart, at));
    }
  }
  return undefined;
}

/**
 * The text of a raw-text or RCDATA element from `from` to its end tag: `</name` in any case,
 * followed by whitespace, `/` or `>`, then everything to the next `>` (htmlparser2 reads the end
 * tag's rest no further).
 */
function readRawText(html: string, from: number, name: string): { content: string; end: number } | undefined {
  for (let at = html.indexOf('</', from); at >= 0; at = html.indexOf('</', at + 1)) {
    const after = at + 2 + name.length;
    if (html.slice(at + 2, after).toLowerCase() !== name || !endsTagSection(html.charCodeAt(after))) continue;
    const close = html.indexOf('>', after);
    const content = html.slice(from, at);
    // htmlparser2 matches the end tag by `code | 0x20`: U+001C would stand for `<`, U+000F for `/`.
    if (close < 0 || content.includes('\u001c') || content.includes('\u000f')) return undefined;
    return { content, end: close + 1 };
  }
  return undefined;
}

/**
 * Skips `</...>` at `lt`: an end tag (its name, then up to `>`), `</>` (nothing), or, after `</`
 * anything else, a comment up to `>`.
 */
function skipEndTag(html: string, lt: number): { name: string | undefined; end: number } | undefined {
  const first = html.charCodeAt(lt + 2);
  if (first === greaterThan) return { name: undefined, end: lt + 3 };
  if (!isAsciiAlpha(first)) {
    const close = html.indexOf('>', lt + 2);
    return close < 0 ? undefined : { name: undefined, end: close + 1 };
  }
  let at = lt + 2;
  while (at < html.length && !endsTagSection(html.charCodeAt(at))) at += 1;
  const close = html.indexOf('>', at);
  if (close < 0) return undefined;
  return { name: html.slice(lt + 2, at).toLowerCase(), end: close + 1 };
}

/**
 * Skips `<!...>` or `<?...>` at `lt`: a comment to its `-->`, a doctype or any other declaration
 * or bogus comment to the next `>`. Undefined for what it does not follow: `<![`, and comments that
 * end abruptly (`<!-->`, `<!--->`) or with `--!>`.
 */
function skipDeclarationOrComment(html: string, lt: number): number | undefined {
  if (html.startsWith('<!--', lt)) {
    const body = lt + 4;
    if (html.startsWith('>', body) || html.startsWith('->', body)) return undefined;
    const close = html.indexOf('-->', body);
    if (close < 0) return undefined;
    // `--!>` ends a comment too: one before `-->` (the search stops at the `--` of `-->`).
    for (let dashes = html.indexOf('--', body); dashes < close; dashes = html.indexOf('--', dashes + 1))
      if (html.startsWith('--!>', dashes)) return undefined;
    return close + 3;
  }
  if (html.startsWith('<![', lt)) return undefined;
  const close = html.indexOf('>', lt + 2);
  return close < 0 ? undefined : close + 1;
}
