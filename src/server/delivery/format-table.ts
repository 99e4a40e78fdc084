/** Renders rows as a plain-text table with a header, columns padded to their widest cell. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
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
