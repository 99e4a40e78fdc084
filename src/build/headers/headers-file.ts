/**
 * The `_headers` file of Netlify and Cloudflare Pages: blocks of a path pattern on its own line
 * (an exact path, or a prefix ending in `*`) followed by indented `Name: value` lines; `#` starts
 * a comment line. The build writes it into dist/client; the server and any CDN read it.
 */

/** One block: the headers of every path that `path` matches. */
export interface HeadersBlock {
  /** `/de/blog/some-post`, or a prefix pattern such as `/*` or `/_astro/*`. */
  path: string;
  headers: Record<string, string>;
}

/** Whether a block's pattern matches a URL path: exactly, or as a prefix when it ends in `*`. */
export function matchesHeadersPath(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** Writes blocks in order, after an optional comment; names and values must fit on one line. */
export function renderHeadersFile(blocks: readonly HeadersBlock[], comment?: string): string {
  const lines = comment ? comment.split('\n').map((line) => `# ${line}`.trimEnd()) : [];
  for (const block of blocks) {
    assertOneLine(block.path);
    lines.push(block.path);
    for (const [name, value] of Object.entries(block.headers)) {
      assertOneLine(value);
      if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`Not a header name: "${name}"`);
      lines.push(`  ${name}: ${value}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function assertOneLine(text: string): void {
  if (/[\r\n]/.test(text))
    throw new Error(`A _headers line cannot hold a line break: ${JSON.stringify(text)}`);
}

/**
 * Reads a `_headers` file back into its blocks, in order. A header line before any path, or a line
 * that is neither a path, a header nor a comment, is an error that names the line.
 */
export function readHeadersFile(text: string): HeadersBlock[] {
  const blocks: HeadersBlock[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ path: trimmed, headers: {} });
      continue;
    }
    const separator = trimmed.indexOf(':');
    const block = blocks.at(-1);
    if (!block || separator <= 0) throw new Error(`_headers line ${index + 1} is not "Name: value": ${line}`);
    block.headers[trimmed.slice(0, separator).trim()] = trimmed.slice(separator + 1).trim();
  }
  return blocks;
}

/** The headers for a URL path: those of every matching block (blocks never share a header name). */
export function getHeadersForPath(blocks: readonly HeadersBlock[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const block of blocks) if (matchesHeadersPath(block.path, path)) Object.assign(headers, block.headers);
  return headers;
}
