// CSV the server and the portal write (the import template, list exports, table exports): RFC 4180 quoting, and
// cells a spreadsheet would run as a formula neutralised. A cell starting with =, +, -, @, a tab or a carriage return
// is prefixed with an apostrophe (OWASP's advice for CSV injection), which spreadsheets show as text; the value itself
// is otherwise unchanged.

const formulaStart = /^[=+\-@\t\r]/;

/** One cell: neutralised when it could start a formula, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers the server itself writes (e.g. -12.50) are data, not formulas.
  if (typeof value !== 'string') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text: cells by csvCell, CRLF after every row (RFC 4180). */
export function toCsv(rows: readonly (readonly Parameters<typeof csvCell>[0][])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
