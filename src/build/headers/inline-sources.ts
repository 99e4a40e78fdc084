import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** The inline code of one HTML page that its Content-Security-Policy must allow by hash. */
export interface InlineSources {
  /** Text of every `<script>` without `src` that a browser runs (data blocks such as JSON-LD excluded). */
  scripts: string[];
  /** Text of every `<style>` element. */
  styles: string[];
  /** Value of every `style="..."` attribute, entities decoded as the browser sees it. */
  styleAttributes: string[];
}

/** JavaScript MIME type essences (WHATWG MIME Sniffing) and the other script types a browser runs. */
const executableTypes = new Set([
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** The attributes of an open tag that decide what the policy allows; the first of each counts. */
interface OpenTag {
  name: string;
  src: string | undefined;
  type: string | undefined;
  language: string | undefined;
  style: string | undefined;
}

/**
 * Whether an inline `<script>` runs, following HTML's "prepare the script element": no `type`
 * (or an empty one) is JavaScript, so is a JavaScript MIME type; anything else (JSON-LD, JSON
 * data) is a data block the browser never runs and the policy need not allow.
 */
function isExecutableInlineScript(tag: OpenTag): boolean {
  if (tag.src !== undefined) return false;
  const { type, language } = tag;
  if (type === undefined) {
    return language === undefined || language === '' || executableTypes.has(`text/${language.toLowerCase()}`);
  }
  const trimmed = type.trim().toLowerCase();
  return trimmed === '' || executableTypes.has(trimmed);
}

/**
 * Finds a page's inline scripts, styles and style attributes with an HTML tokenizer (htmlparser2):
 * script and style contents are raw text, attribute values are entity-decoded, line breaks are
 * normalised as a browser's input stream does, so each text is byte for byte what the browser
 * hashes. Empty or blank elements and attributes are left out, as they run and apply nothing.
 *
 * The parser reports each tag's name and attributes one by one (`onopentagname`, `onattribute`)
 * and the four attributes that matter are kept; an attribute repeated in a tag counts once, the
 * first, as in a browser. Asking for whole tags instead (`onopentag`) made the parser build an
 * object of every attribute of every element: 7-24 % of the scan of a page (alternating loops over
 * the 11,656 pages of `bench/build.mjs`, the same result on each), where a page has hundreds of
 * elements and a handful of scripts and styles.
 */
export function findInlineSources(html: string): InlineSources {
  const found: InlineSources = { scripts: [], styles: [], styleAttributes: [] };
  let tag: OpenTag | undefined;
  let open: { into: string[]; text: string } | undefined;
  const keep = (into: string[], text: string) => {
    if (text.trim() !== '') into.push(text);
  };
  // The open tag's attributes are all known once anything else comes: its text, a tag or the end.
  const endOpenTag = () => {
    if (!tag) return;
    if (tag.style !== undefined) keep(found.styleAttributes, tag.style);
    if (tag.name === 'style') open = { into: found.styles, text: '' };
    else if (tag.name === 'script' && isExecutableInlineScript(tag)) open = { into: found.scripts, text: '' };
    tag = undefined;
  };
  const parser = new Parser(
    {
      onopentagname(name) {
        endOpenTag();
        tag = { name, src: undefined, type: undefined, language: undefined, style: undefined };
      },
      onattribute(name, value) {
        if (!tag) return;
        if (name === 'style') tag.style ??= value;
        else if (name === 'src') tag.src ??= value;
        else if (name === 'type') tag.type ??= value;
        else if (name === 'language') tag.language ??= value;
      },
      ontext(text) {
        endOpenTag();
        if (open) open.text += text;
      },
      onclosetag(name) {
        endOpenTag();
        if (!open || (name !== 'script' && name !== 'style')) return;
        keep(open.into, open.text);
        open = undefined;
      },
      onend: endOpenTag,
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  // Most pages have no carriage return: looking for one costs 0.5 us, the replacement's scan 20-28.
  parser.end(html.includes('\r') ? html.replace(/\r\n?/g, '\n') : html);
  return found;
}

/** A CSP hash source: `'sha256-<base64 of the SHA-256 of the UTF-8 text>'`. */
export function toHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
