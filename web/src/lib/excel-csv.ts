/**
 * CSV that French Excel opens as it is, with a double click: UTF-8 with a byte order mark (without it
 * Excel reads "Marché" as "MarchÃ©"), ";" between cells (the list separator of a French Windows),
 * days as dd/mm/yyyy and whole numbers without a thousands separator, which it reads as dates and
 * numbers. The referral and sales exports write through it.
 */

const byteOrderMark = '\uFEFF';

/** A Niamey day 'YYYY-MM-DD' as French Excel reads a date: '27/11/2026'. */
export const excelDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

function cell(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would be run as a formula; a negative number is a number, not one.
  const safe = typeof value !== 'number' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows as one file's text, each row ended by CRLF, the first a header. */
export function excelCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `${byteOrderMark}${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
