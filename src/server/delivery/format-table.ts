// C0 and C1 controls, DEL, the bidirectional controls and unpaired surrogates: what a visitor could
// type to move the cursor, recolour the terminal or reverse the text an operator reads.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|\p{Cs}/gu;
const named: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Text safe to print on a terminal: every control as an escape (`\n`, `\u202e`), the rest as is. */
export function escapeControls(text: string): string {
  return text.replace(
    UNPRINTABLE,
    (char) => named[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Renders rows as a plain-text table with a header, columns padded to their widest cell; cells
 * are printed with their control characters escaped.
 */
export function formatTable(header: readonly string[], rawRows: readonly (readonly string[])[]): string {
  const rows = rawRows.map((row) => row.map(escapeControls));
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n') + '\n';
}

/** A date as `2026-11-21 10:00:00Z`, short enough for a table. */
export function formatTime(date: Date | null): string {
  return date ? `${date.toISOString().slice(0, 19).replace('T', ' ')}Z` : '';
}
