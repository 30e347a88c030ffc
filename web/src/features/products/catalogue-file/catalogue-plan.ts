import { stockIdOf } from '@kasuwa/contract/stock';
import { variantKey } from '@kasuwa/contract/variants';
import { textMessage, type TextMessage } from '../../../components/staff/staff-language';
import type { StoreProduct } from '../api/store-product';
import type { CatalogueFile } from './catalogue-file-read';
import { productProblem, readRow, type ProductValues, type RowValues } from './catalogue-row-check';
import '../../../components/staff/staff-text-fr-catalogue-file';
import '../../../components/staff/staff-text-fr-products';

/**
 * The products the file names, as stored now: by ID, and by title for the rows without an ID (their
 * title in lower case), so that a new product imported twice is created once; and their variants'
 * units that can still be sold, by stock id.
 */
export interface StoredCatalogue {
  products: ReadonlyMap<string, StoreProduct>;
  titled: ReadonlyMap<string, readonly StoreProduct[]>;
  stock: ReadonlyMap<string, number>;
}

export const titleKey = (title: string) => title.trim().toLocaleLowerCase('fr');

type ProductColumn = 'title' | 'category' | 'description' | 'price';
export interface FieldChange {
  column: ProductColumn | 'stock';
  from: string | number | null;
  to: string | number;
}

interface RowNames {
  line: number;
  title: string;
  size: string;
  colour: string;
}
export type RowOutcome = RowNames &
  (
    | { kind: 'new-product' | 'new-variant' | 'change'; changes: FieldChange[] }
    | { kind: 'same' }
    | { kind: 'refused'; reason: TextMessage }
  );

/** A product to write: `base` null for a new one; `changed` the fields that differ from it. */
export interface ProductWrite {
  key: string;
  base: StoreProduct | null;
  next: ProductValues;
  changed: (keyof ProductValues)[];
}

/** Units to set on some variants of a product, through setStock once the product is written. */
export interface StockWrite {
  key: string;
  variants: { size?: string; color?: string; available: number }[];
}

export interface ImportPlan {
  rows: RowOutcome[];
  products: ProductWrite[];
  stock: StockWrite[];
}

interface Group {
  key: string;
  base: StoreProduct | null;
  next: ProductValues | null;
  /** Why every row of the product is refused: its rows give it different values of a field. */
  conflict: TextMessage | undefined;
  variants: Map<string, number>;
  stock: StockWrite['variants'];
}

type StockOf = (productId: string, variant: { size?: string; color?: string }) => number | undefined;

const productColumns: ProductColumn[] = ['title', 'category', 'description', 'price'];
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, at) => item === b[at]);
const withLabel = (labels: string[], label: string) => (label && !labels.includes(label) ? [...labels, label] : labels);

function baseValues(product: StoreProduct): ProductValues {
  const { title, category, description, sizes, colors, images } = product;
  // A stored price that is no whole number (null) fails the schema: the row must give one.
  return { title, category, description, sizes, colors, price: product.price ?? -1, images: images.map((image) => image.url) };
}

function newValues(row: RowValues): ProductValues {
  const { title, category, description = '', images = [] } = row;
  return { title, category, description, price: row.price ?? -1, sizes: [], colors: [], images };
}

/**
 * The row within its product, or why it is refused: the product's rows disagree, a variant twice, a size or colour where the product has none (or none where
 * it has), or a product the contract's schema refuses. Nothing of a refused row is kept.
 */
function placeRow(group: Group, row: RowValues, line: number, stockOf: StockOf): RowOutcome {
  const names = { line, title: row.title || group.next?.title || '', size: row.size, colour: row.colour };
  const refused = (reason: TextMessage): RowOutcome => ({ ...names, kind: 'refused', reason });
  if (group.conflict) return refused(group.conflict);
  const start = group.next ?? (group.base ? baseValues(group.base) : newValues(row));
  const next = { ...start };
  const changes: FieldChange[] = [];
  for (const column of productColumns) {
    const value = said(row[column]);
    // Reported on the first row that gives it: the product's other rows give the same (conflictsOf).
    if (value === undefined || value === next[column]) continue;
    if (group.base) changes.push({ column, from: column === 'price' ? group.base.price : group.base[column], to: value });
    Object.assign(next, { [column]: value });
  }
  const key = variantKey({ size: row.size, color: row.colour });
  const twice = group.variants.get(key);
  if (twice !== undefined) return refused(textMessage('This variant is already on row {line}.', { line: twice }));
  // A new product's first row says whether it has sizes and colours; a stored product already says.
  const settled = group.next !== null || group.base !== null;
  const hasSizes = settled ? start.sizes.length > 0 : row.size !== '';
  const hasColours = settled ? start.colors.length > 0 : row.colour !== '';
  if (hasSizes !== (row.size !== '')) return refused(textMessage(hasSizes ? 'Give this product’s size.' : noneOf.sizes));
  if (hasColours !== (row.colour !== '')) return refused(textMessage(hasColours ? 'Give this product’s colour.' : noneOf.colors));
  next.sizes = withLabel(next.sizes, row.size);
  next.colors = withLabel(next.colors, row.colour);
  const problem = productProblem(next);
  if (problem) return refused(problem);

  group.next = next;
  group.variants.set(key, line);
  const variant = { ...(row.size && { size: row.size }), ...(row.colour && { color: row.colour }) };
  const storedUnits = group.base ? stockOf(group.base.id, variant) : undefined;
  if (row.stock !== null && row.stock !== storedUnits) {
    group.stock.push({ ...variant, available: row.stock });
    if (group.base) changes.push({ column: 'stock', from: storedUnits ?? null, to: row.stock });
  }
  if (!group.base)
    return { ...names, title: next.title, kind: group.variants.size === 1 ? 'new-product' : 'new-variant', changes: [] };
  const newSize = row.size !== '' && !group.base.sizes.includes(row.size);
  const newColour = row.colour !== '' && !group.base.colors.includes(row.colour);
  if (newSize || newColour) return { ...names, kind: 'new-variant', changes };
  return changes.length > 0 ? { ...names, kind: 'change', changes } : { ...names, kind: 'same' };
}

/** A cell's value when it says one: an empty cell says nothing (a product's texts cannot be emptied). */
const said = <Value>(value: Value | null | undefined | '') => (value === null || value === '' ? undefined : value);

/** A row's product: the one of its ID, else the one stored with its title, else a new one of that title; or why none. */
function productOf(row: RowValues, stored: StoredCatalogue): { key: string; base: StoreProduct | null } | TextMessage {
  if (row.id) {
    const base = stored.products.get(row.id);
    if (base) return { key: base.id, base };
    return textMessage('No product has the ID {id}: leave the ID empty to create a product.', { id: row.id });
  }
  const titled = stored.titled.get(titleKey(row.title)) ?? [];
  if (titled.length > 1) {
    return textMessage('Several products are titled “{title}”: give the ID of the one this row is about.', { title: row.title });
  }
  const [base] = titled;
  return base ? { key: base.id, base } : { key: `new:${titleKey(row.title)}`, base: null };
}

/**
 * Why each product whose rows disagree is refused whole: the first field two of its rows give different
 * values of. Decided from the file alone, so a second apply of the same file decides the same.
 */
function conflictsOf(rows: readonly { line: number; values: RowValues; key: string }[]): Map<string, TextMessage> {
  const conflicts = new Map<string, TextMessage>();
  const given = new Map<string, Map<ProductColumn, { value: string | number; line: number }>>();
  for (const { line, values, key } of rows) {
    const fields = given.get(key) ?? new Map<ProductColumn, { value: string | number; line: number }>();
    given.set(key, fields);
    for (const column of productColumns) {
      const value = said(values[column]);
      const first = fields.get(column);
      if (value === undefined) continue;
      if (!first) fields.set(column, { value, line });
      else if (first.value !== value && !conflicts.has(key)) {
        conflicts.set(
          key,
          textMessage(
            'Rows {first} and {line} give this product different values of “{column}”: give the same on each of its rows.',
            {
              first: first.line,
              line,
              column: columnName[column],
            },
          ),
        );
      }
    }
  }
  return conflicts;
}

const columnName: Record<ProductColumn, TextMessage> = {
  title: textMessage('Title'),
  category: textMessage('Category'),
  description: textMessage('Description'),
  price: textMessage('Price (F CFA)'),
};
const noneOf = {
  sizes: 'This product has no sizes: leave the size empty, or add sizes in its form first.',
  colors: 'This product has no colours: leave the colour empty, or add colours in its form first.',
} as const;

/**
 * What importing the file would do, row by row, against the products as stored: rows are grouped by
 * product (its ID, or for a new product its title), each field that differs is changed, new sizes and
 * colours are added, units are set where the cell differs from the stock. Products the file leaves out,
 * sizes and colours it does not list, and images of stored products stay as they are.
 */
export function planImport(file: CatalogueFile, stored: StoredCatalogue): ImportPlan {
  const stockOf: StockOf = (productId, variant) => stored.stock.get(stockIdOf({ productId, ...variant }));
  const groups = new Map<string, Group>();
  const read = file.rows.map(({ line, cells }) => {
    const values = readRow({ line, cells }, file.columns);
    const names = { line, title: cells.title.trim(), size: cells.size.trim(), colour: cells.colour.trim() };
    if (!('title' in values)) return { names, refusal: values };
    const found = productOf(values, stored);
    return 'id' in found ? { names, refusal: found } : { names, placed: { values, ...found } };
  });
  const conflicts = conflictsOf(
    read.flatMap(({ names, placed }) => (placed ? [{ line: names.line, values: placed.values, key: placed.key }] : [])),
  );
  const rows = read.map(({ names, refusal, placed }): RowOutcome => {
    if (!placed) return { ...names, kind: 'refused', reason: refusal };
    const { values, key, base } = placed;
    const line = names.line;
    const group = groups.get(key) ?? {
      key,
      base: base ?? null,
      next: null,
      conflict: conflicts.get(key),
      variants: new Map(),
      stock: [],
    };
    const outcome = placeRow(group, values, line, stockOf);
    if (outcome.kind !== 'refused') groups.set(key, group);
    return outcome;
  });
  const products: ProductWrite[] = [];
  const stock: StockWrite[] = [];
  for (const { key, base, next, stock: variants } of groups.values()) {
    if (!next) continue;
    const changed = base ? changedFields(baseValues(base), next) : [...productFields];
    if (changed.length > 0) products.push({ key, base, next, changed });
    if (variants.length > 0) stock.push({ key, variants });
  }
  return { rows, products, stock };
}

const productFields = ['title', 'category', 'description', 'price', 'sizes', 'colors', 'images'] as const;

function changedFields(base: ProductValues, next: ProductValues): (keyof ProductValues)[] {
  return productFields.filter((field) => {
    const [was, is] = [base[field], next[field]];
    return Array.isArray(was) && Array.isArray(is) ? !sameList(was, is) : was !== is;
  });
}
