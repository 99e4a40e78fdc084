import type { ExportedSubmission } from './inbox-queries.ts';

/** Export formats of `npm run inbox -- export`. */
export type ExportFormat = 'csv' | 'json';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A text starting with `=`, `+`, `-`, `@`, tab or carriage return gets a leading `'` so a
 * spreadsheet shows it instead of running it as a formula (a visitor could type one).
 */
export function toCsvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Renders rows of cells as CSV with CRLF line ends (what spreadsheets expect). */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(toCsvCell).join(',')).join('\r\n') + '\r\n';
}

const fixedColumns = ['id', 'reference', 'form_type', 'created_at', 'status', 'delivered_to'] as const;

/**
 * Formats submissions for export. CSV has the fixed columns, then one column per payload field
 * (the union over all rows, in first-seen order; a nested value as JSON text), then the page
 * meta as `meta.<name>`. JSON is an array of the submissions as stored.
 */
export function formatExport(submissions: readonly ExportedSubmission[], format: ExportFormat): string {
  if (format === 'json') {
    const items = submissions.map((item) => ({
      id: item.id,
      reference: item.reference,
      formType: item.formType,
      createdAt: item.createdAt.toISOString(),
      status: item.status,
      deliveredTo: item.deliveredTo,
      payload: item.payload,
      meta: item.meta,
    }));
    return `${JSON.stringify(items, null, 2)}\n`;
  }
  const payloadKeys = [...new Set(submissions.flatMap((item) => Object.keys(item.payload)))];
  const metaKeys = [...new Set(submissions.flatMap((item) => Object.keys(item.meta)))];
  const header = [...fixedColumns, ...payloadKeys, ...metaKeys.map((key) => `meta.${key}`)];
  const rows = submissions.map((item) => [
    item.id,
    item.reference,
    item.formType,
    item.createdAt,
    item.status,
    item.deliveredTo,
    ...payloadKeys.map((key) => item.payload[key]),
    ...metaKeys.map((key) => item.meta[key]),
  ]);
  return toCsv([header, ...rows]);
}
