import { staffTextIn, textMessage, type TextMessage } from '../../../components/staff/staff-language';
import { catalogueColumns, columnNames, columnsOfHeader, requiredColumns, type CatalogueColumn } from './catalogue-columns';
import { decodeCsv, detectDelimiter, isFormula, parseCsv, TooManyRowsError, unguarded, type CsvEncoding } from './csv-text';
import '../../../components/staff/staff-text-fr-catalogue-file';

/** The most variant rows one import takes: a shop's whole catalogue, and a dry run a phone can show. */
export const maxImportRows = 2000;
/** The largest file read: 2,000 rows of long descriptions, far above a real catalogue's. */
export const maxImportBytes = 2 * 1024 * 1024;

/** A row of the file, its cells by column ('' for a column the file has not), and its number as Excel shows it. */
export interface FileRow {
  line: number;
  cells: Record<CatalogueColumn, string>;
}

export interface CatalogueFile {
  rows: FileRow[];
  /** The columns the file has: a file without descriptions or images leaves them as they are. */
  columns: ReadonlySet<CatalogueColumn>;
  encoding: CsvEncoding;
}

/** A file read, or why it is refused as a whole (nothing of it is imported). */
export type FileReading = { file: CatalogueFile } | { refusal: TextMessage };

const columnList = (columns: readonly CatalogueColumn[], language: 'fr' | 'en') =>
  columns.map((column) => staffTextIn(language, columnNames[column])).join(', ');

/**
 * The file's rows, or why it is refused: empty, too large, more than `maxImportRows` rows, a column
 * missing or named twice, or a formula in a cell (the export's guard, a ' before =, + , - or @, is undone
 * first, so a file the export wrote always passes).
 */
export function readCatalogueFile(bytes: Uint8Array): FileReading {
  if (bytes.length > maxImportBytes)
    return { refusal: textMessage('The file is over {size} MB: import it in parts.', { size: 2 }) };
  const { text, encoding } = decodeCsv(bytes);
  let table: string[][];
  try {
    table = parseCsv(text, detectDelimiter(text), maxImportRows + 1);
  } catch (error) {
    if (!(error instanceof TooManyRowsError)) throw error;
    return {
      refusal: textMessage('The file has more than {count} rows: import it in parts of {count} rows at most.', {
        count: maxImportRows,
      }),
    };
  }
  const [header = [], ...body] = table;
  const columns = columnsOfHeader(header);
  const missing = requiredColumns.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return {
      refusal: textMessage('Columns are missing: {fr} ({en}). Export the catalogue and edit that file.', {
        fr: columnList(missing, 'fr'),
        en: columnList(missing, 'en'),
      }),
    };
  }
  const twice = catalogueColumns.find((column) => columns.filter((named) => named === column).length > 1);
  if (twice)
    return {
      refusal: textMessage('The column {column} is there twice.', { column: header[columns.lastIndexOf(twice)] ?? twice }),
    };

  const rows: FileRow[] = [];
  for (const [index, values] of body.entries()) {
    const line = index + 2;
    const cells = Object.fromEntries(catalogueColumns.map((column) => [column, ''])) as Record<CatalogueColumn, string>;
    for (const [at, value] of values.entries()) {
      const column = columns[at];
      if (!column) continue;
      if (isFormula(value)) {
        return {
          refusal: textMessage('Row {line}, column {column}: “{cell}” is a formula. Type its value instead.', {
            line,
            column: header[at] ?? column,
            cell: value.slice(0, 40),
          }),
        };
      }
      cells[column] = unguarded(value);
    }
    if (Object.values(cells).some((cell) => cell.trim() !== '')) rows.push({ line, cells });
  }
  if (rows.length === 0) return { refusal: textMessage('The file has no product rows.') };
  return { file: { rows, columns: new Set(columns.filter((column) => column !== undefined)), encoding } };
}

/** What the dry run reads the stored products by: the IDs the file gives, and the titles of its rows without one. */
export function namesOf(file: CatalogueFile): { ids: string[]; titles: string[] } {
  const named = file.rows.map(({ cells }) => ({ id: cells.id.trim(), title: cells.title.trim() }));
  return {
    ids: named.flatMap(({ id }) => (id ? [id] : [])),
    titles: named.flatMap(({ id, title }) => (!id && title ? [title] : [])),
  };
}
