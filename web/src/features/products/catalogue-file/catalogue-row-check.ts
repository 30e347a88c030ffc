import { productLimits } from '@kasuwa/contract/limits';
import { productSchema } from '@kasuwa/contract/schemas';
import { maxStockUnits } from '@kasuwa/contract/stock';
import { textMessage, type TextMessage } from '../../../components/staff/staff-language';
import { readNumber } from './csv-text';
import type { FileRow } from './catalogue-file-read';
import type { CatalogueColumn } from './catalogue-columns';
import '../../../components/staff/staff-text-fr-catalogue-file';

/** A row's values, read: what the plan compares with the stored product. */
export interface RowValues {
  id: string;
  title: string;
  category: string;
  /** undefined when the file has no description column. */
  description: string | undefined;
  /** null when the cell is empty. */
  price: number | null;
  size: string;
  colour: string;
  /** null when the cell is empty: the variant's count is left as it is. */
  stock: number | null;
  /** undefined when the file has no image column. */
  images: string[] | undefined;
}

/** A whole number in the cell, from 0 to `max` ("45 000", "45000,00"), null when empty, or why not. */
function wholeCell(cell: string, max: number, problem: TextMessage): number | null | TextMessage {
  if (cell.trim() === '') return null;
  const value = readNumber(cell);
  return value !== null && Number.isInteger(value) && value >= 0 && value <= max ? value : problem;
}

const isProblem = (value: unknown): value is TextMessage => typeof value === 'object' && value !== null && 'id' in value;

/** The row's cells as values, or why the row is refused. */
export function readRow({ cells }: FileRow, columns: ReadonlySet<CatalogueColumn>): RowValues | TextMessage {
  const price = wholeCell(
    cells.price,
    productLimits.maxPrice,
    textMessage('The price “{value}” is not a whole number of F CFA from 0 to {max}.', {
      value: cells.price,
      max: productLimits.maxPrice,
    }),
  );
  if (isProblem(price)) return price;
  const stock = wholeCell(
    cells.stock,
    maxStockUnits,
    textMessage('The stock “{value}” is not a whole number from 0 to {max}; leave it empty for a variant not counted.', {
      value: cells.stock,
      max: maxStockUnits,
    }),
  );
  if (isProblem(stock)) return stock;
  return {
    id: cells.id.trim(),
    title: cells.title.trim(),
    category: cells.category.trim(),
    description: columns.has('description') ? cells.description.trim() : undefined,
    price,
    size: cells.size.trim(),
    colour: cells.colour.trim(),
    stock,
    images: columns.has('images') ? cells.images.split(/\s+/).filter(Boolean) : undefined,
  };
}

/** A product as the import would leave it: what productSchema checks. */
export interface ProductValues {
  title: string;
  price: number;
  category: string;
  description: string;
  sizes: string[];
  colors: string[];
  images: string[];
}

/** Why the contract's productSchema (the rules' shape) refuses the product, in the console's words; null when it takes it. */
export function productProblem(product: ProductValues): TextMessage | null {
  const parsed = productSchema.safeParse({ ...product, time: { toMillis: () => 0 }, date: 'Jan 1, 2026' });
  if (parsed.success) return null;
  const field = parsed.error.issues[0]?.path[0];
  switch (field) {
    case 'title':
      return textMessage('A title is needed, of at most {count} characters.', { count: productLimits.titleLength });
    case 'category':
      return textMessage('A category is needed, of at most {count} characters.', { count: productLimits.categoryLength });
    case 'description':
      return textMessage('A description is needed, of at most {count} characters.', { count: productLimits.descriptionLength });
    case 'images':
      return textMessage('A new product needs the address of an image (https://…), {count} at most.', {
        count: productLimits.maxImages,
      });
    case 'price':
      return textMessage('A new product needs its price.');
    default:
      return textMessage('A product has at most {count} sizes and {count} colours, each of at most {length} characters.', {
        count: productLimits.maxLabels,
        length: productLimits.labelLength,
      });
  }
}
