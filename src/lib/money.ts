/* Amounts are written by formatMoney in number-format.ts; this module reads what people type. */

// Apostrophes (ASCII, typographic, modifier letter) and spaces (incl. no-break and narrow no-break)
// that people and other locales use to group thousands.
const groupingCharacters = /['’‘ʼ\s\u00a0\u202f]/g;

/**
 * The amount a person typed, or undefined when it is not a number. Tolerant of the ways Swiss
 * visitors write money: `1'000`, `1’000`, `1 000`, `1000.50`, `1000,50`, `1.000,50`, `1,000.50`,
 * `CHF 1'000`, `Fr. 50`, `1000.-`, a leading `-` or `−`. When both `.` and `,` occur the last one is the decimal
 * separator. A single separator followed by exactly three digits after a non-zero 1-3 digit number
 * (`1,000`, `12.500`) groups thousands; otherwise it is the decimal separator (`0,125`, `10,5`).
 */
export function parseMoneyInput(text: string): number | undefined {
  let value = text
    .trim()
    .replace(/^(?:[A-Za-z]{3}|Fr)\.?\s*|\s*(?:[A-Za-z]{3}|Fr)\.?$/g, '')
    .replace(/[.,][-–—]$/, '');
  let sign = 1;
  if (/^[-−]/.test(value)) {
    sign = -1;
    value = value.slice(1);
  } else if (value.startsWith('+')) value = value.slice(1);
  value = value.replace(groupingCharacters, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(value)) return undefined;

  const lastDot = value.lastIndexOf('.');
  const lastComma = value.lastIndexOf(',');
  let normalized: string;
  if (lastDot !== -1 && lastComma !== -1) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const [integer = '', fraction = '', ...extra] = value.split(decimal);
    const grouped = new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})*$`);
    if (extra.length > 0 || !grouped.test(integer)) return undefined;
    normalized = `${integer.split(group).join('')}.${fraction}`;
  } else {
    const separator = lastDot !== -1 ? '.' : lastComma !== -1 ? ',' : '';
    const parts = separator === '' ? [value] : value.split(separator);
    const groupsThousands =
      parts.length > 2 ||
      (parts.length === 2 && /^[1-9]\d{0,2}$/.test(parts[0] ?? '') && parts[1]?.length === 3);
    if (groupsThousands) {
      if (!/^\d{1,3}$/.test(parts[0] ?? '') || parts.slice(1).some((group) => !/^\d{3}$/.test(group))) {
        return undefined;
      }
      normalized = parts.join('');
    } else {
      normalized = parts.join('.');
    }
  }
  const amount = Number(normalized.startsWith('.') ? `0${normalized}` : normalized);
  return Number.isFinite(amount) ? sign * amount + 0 : undefined;
}
