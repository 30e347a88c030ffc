import { staffTextIn, type StaffText } from '../../../components/staff/staff-language';
import type { FrenchTextId } from '../../../components/staff/staff-text-fr';
import { excelCsv } from '../../../lib/excel-csv';
import '../../../components/staff/staff-text-fr-catalogue-file';
import '../../../components/staff/staff-text-fr-products';

/** The catalogue file's columns, a row per variant: the product's fields repeated on each of its variants' rows. */
export const catalogueColumns = ['id', 'title', 'category', 'description', 'price', 'size', 'colour', 'stock', 'images'] as const;
export type CatalogueColumn = (typeof catalogueColumns)[number];

/** Each column's name, a text of the console: the export names it in the console's language, the import reads both. */
export const columnNames = {
  id: 'Product ID',
  title: 'Title',
  category: 'Category',
  description: 'Description',
  price: 'Price (F CFA)',
  size: 'Size',
  colour: 'Colour',
  stock: 'Stock',
  images: 'Image addresses',
} as const satisfies Record<CatalogueColumn, FrenchTextId>;

/** Columns the import cannot go without; description and images may be left out of a file. */
export const requiredColumns: readonly CatalogueColumn[] = ['id', 'title', 'category', 'price', 'size', 'colour', 'stock'];

/** A header as typed by anyone: case, accents, spaces and what is in brackets do not count. */
const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();

/** Other names a header is known by: what a person may type in either language. */
const otherNames: Partial<Record<CatalogueColumn, string[]>> = {
  id: ['id', 'identifiant'],
  price: ['prix', 'price'],
  colour: ['color', 'couleur'],
  images: ['images', 'image'],
};

const columnOfKey = new Map<string, CatalogueColumn>(
  catalogueColumns.flatMap((column) =>
    [staffTextIn('en', columnNames[column]), staffTextIn('fr', columnNames[column]), ...(otherNames[column] ?? [])].map(
      (name) => [headerKey(name), column] as const,
    ),
  ),
);

/** Which column each header names (undefined for a column the import does not know), French or English. */
export const columnsOfHeader = (header: readonly string[]) => header.map((name) => columnOfKey.get(headerKey(name)));

/** A variant as the export writes it. */
export interface CatalogueFileRow {
  id: string;
  title: string;
  category: string;
  description: string;
  price: number | null;
  size: string;
  colour: string;
  /** Units that can still be sold; null when the variant is not counted. */
  stock: number | null;
  images: string[];
}

/** The file for French Excel (excel-csv.ts), its header in the console's language. */
export function catalogueCsv(rows: readonly CatalogueFileRow[], t: StaffText): string {
  return excelCsv([
    catalogueColumns.map((column) => t(columnNames[column])),
    ...rows.map((row) => [
      row.id,
      row.title,
      row.category,
      row.description,
      row.price ?? '',
      row.size,
      row.colour,
      row.stock ?? '',
      row.images.join(' '),
    ]),
  ]);
}
