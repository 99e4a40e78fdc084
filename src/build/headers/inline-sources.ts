import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';
import {
  isExecutableInlineScript,
  keepUnlessBlank,
  type InlineSources,
  type OpenTag,
} from './inline-script-rules.ts';
import { scanSimplePage } from './simple-page-scan.ts';

/**
 * Finds a page's inline scripts, styles and style attributes as an HTML tokenizer (htmlparser2)
 * reads them: script and style contents are raw text, attribute values are entity-decoded, line
 * breaks are normalised as a browser's input stream does, so each text is byte for byte what the
 * browser hashes. Empty or blank elements and attributes are left out, as they run and apply nothing.
 *
 * A page made of the usual markup is read by `scanSimplePage`, which follows the tokenizer's steps
 * from tag to tag and leaves anything else to {@link parseInlineSources}: 130 instead of 400 µs a
 * page over the 11,908 pages of the benchmark and sample builds, each found the same by both.
 */
export function findInlineSources(html: string): InlineSources {
  // Most pages have no carriage return: looking for one costs 0.5 us, the replacement's scan 20-28.
  const text = html.includes('\r') ? html.replace(/\r\n?/g, '\n') : html;
  return scanSimplePage(text) ?? parseInlineSources(text);
}

/**
 * {@link findInlineSources} by htmlparser2's parser, for any page (line breaks already normalised).
 * The parser reports each tag's name and attributes one by one (`onopentagname`, `onattribute`)
 * and the four attributes that matter are kept; an attribute repeated in a tag counts once, the
 * first, as in a browser. Asking for whole tags instead (`onopentag`) made the parser build an
 * object of every attribute of every element: 7-24 % of the scan of a page (alternating loops over
 * the 11,656 pages of `bench/build.mjs`, the same result on each), where a page has hundreds of
 * elements and a handful of scripts and styles.
 */
export function parseInlineSources(html: string): InlineSources {
  const found: InlineSources = { scripts: [], styles: [], styleAttributes: [] };
  let tag: OpenTag | undefined;
  let open: { into: string[]; text: string } | undefined;
  // The open tag's attributes are all known once anything else comes: its text, a tag or the end.
  const endOpenTag = () => {
    if (!tag) return;
    if (tag.style !== undefined) keepUnlessBlank(found.styleAttributes, tag.style);
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
        keepUnlessBlank(open.into, open.text);
        open = undefined;
      },
      onend: endOpenTag,
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found;
}

/** A CSP hash source: `'sha256-<base64 of the SHA-256 of the UTF-8 text>'`. */
export function toHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
