/**
 * A CSV file's bytes as Excel saves them, read back into rows of cells: pure functions, no Firebase.
 * French Excel saves "CSV UTF-8" (with a byte order mark) or plain "CSV" (Windows-1252, no mark), with
 * ";" between cells; an English one "," ; "Unicode text" is UTF-16 with tabs.
 */

/** The encodings a file can come in, as TextDecoder names them. */
export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le';

/** The file's text and the encoding it was read in: a byte order mark decides, else UTF-8 when it decodes, else Windows-1252. */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch (error) {
    // Not UTF-8: "é" saved by a French Windows is one byte, 0xE9, which UTF-8 cannot start with. By its
    // name, not instanceof: the decoder may be another realm's (Node's, under the unit tests' jsdom).
    if ((error as { name?: unknown }).name !== 'TypeError') throw error;
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

const delimiters = [';', ',', '\t'] as const;
export type CsvDelimiter = (typeof delimiters)[number];

/** The delimiter of the first line (outside quotes): the one it holds most of, ";" when it holds none. */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>(delimiters.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && counts.has(character)) counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  return delimiters.reduce((best, delimiter) => ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0) ? delimiter : best));
}

/** The rows stopped at: reading more of a file that is already refused would only cost time. */
export class TooManyRowsError extends Error {
  override name = 'TooManyRowsError';
}

/**
 * The cells of each row, quoted cells unquoted ("" is one ", a line break inside quotes is kept). Rows
 * with only empty cells are kept, so that rows keep Excel's numbers. Stops with TooManyRowsError past `maxRows`.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter, maxRows: number): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    cell = '';
    rows.push(row);
    row = [];
    if (rows.length > maxRows) throw new TooManyRowsError(`More than ${maxRows} rows`);
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character !== '"') cell += character;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (character === '"') quoted = true;
    else if (character === delimiter) {
      row.push(cell);
      cell = '';
    } else if (character === '\n') endRow();
    else if (character !== '\r') cell += character;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** A cell the export guarded ('=x, '-x…: excel-csv.ts) as it was before; any other cell as it is. */
export const unguarded = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

/** Whether Excel would run the cell: it starts with =, + or @, or - without being a number. */
export const isFormula = (cell: string) => /^[=+@]/.test(cell) || (/^-/.test(cell) && !/^-\s*\d[\d\s.,]*$/.test(cell));

/**
 * A number as French or English Excel writes it: "45000", "45 000" (a space or a no-break space between
 * thousands), "45000,00" or "45000.00"; null when it is no number.
 */
export function readNumber(cell: string): number | null {
  const compact = cell.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^-?\d+([.,]\d+)?$/.test(compact)) return null;
  return Number(compact.replace(',', '.'));
}
