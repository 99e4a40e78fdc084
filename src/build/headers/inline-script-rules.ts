/** The inline code of one HTML page that its Content-Security-Policy must allow by hash. */
export interface InlineSources {
  /** Text of every `<script>` without `src` that a browser runs (data blocks such as JSON-LD excluded). */
  scripts: string[];
  /** Text of every `<style>` element. */
  styles: string[];
  /** Value of every `style="..."` attribute, entities decoded as the browser sees it. */
  styleAttributes: string[];
}

/** The attributes of an open tag that decide what the policy allows; the first of each counts. */
export interface OpenTag {
  name: string;
  src: string | undefined;
  type: string | undefined;
  language: string | undefined;
  style: string | undefined;
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

/**
 * Whether an inline `<script>` runs, following HTML's "prepare the script element": no `type`
 * (or an empty one) is JavaScript, so is a JavaScript MIME type; anything else (JSON-LD, JSON
 * data) is a data block the browser never runs and the policy need not allow.
 */
export function isExecutableInlineScript(tag: OpenTag): boolean {
  if (tag.src !== undefined) return false;
  const { type, language } = tag;
  if (type === undefined) {
    return language === undefined || language === '' || executableTypes.has(`text/${language.toLowerCase()}`);
  }
  const trimmed = type.trim().toLowerCase();
  return trimmed === '' || executableTypes.has(trimmed);
}

/** Adds `text` to `into` unless it is blank: a blank script or style runs and applies nothing. */
export function keepUnlessBlank(into: string[], text: string): void {
  if (text.trim() !== '') into.push(text);
}
