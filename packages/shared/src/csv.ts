/**
 * CSV for the files a finance person or a label opens in a spreadsheet (payout batches, report exports).
 * Server list exports use csv-stringify; these are the small files built from rows already in hand.
 */

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One field: quoted when it holds a comma, quote or line break; text a spreadsheet would run as a formula
 * is made text. A plain number ("-0.05", a refund in dollars) is no formula and stays a number.
 */
export function csvField(value: string | number | null): string {
  if (value == null) return '';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows (header first) as CSV text with CRLF line ends, as spreadsheets expect. */
export function csvLines(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
