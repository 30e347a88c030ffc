import { collection, documentId, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { stockIdOf, stockSchema } from '@kasuwa/contract/stock';
import { meterQuery } from '../../../../lib/firebase/read-meter';
import { toStoreProduct, type StoreProduct } from '../../api/store-product';
import type { CatalogueFileRow } from '../catalogue-columns';
import { titleKey, type StoredCatalogue } from '../catalogue-plan';

/** Firestore's cap on the values of one `in` filter. */
const inLimit = 30;

const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / inLimit) }, (_, at) => items.slice(at * inLimit, (at + 1) * inLimit));

/** Units that can still be sold, by stock id, from stock documents in the contract's shape. */
function stockOf(docs: readonly { id: string; data(): unknown }[]): Map<string, number> {
  return new Map(
    docs.flatMap((snapshot) => {
      const parsed = stockSchema.safeParse(snapshot.data());
      if (parsed.success) return [[snapshot.id, parsed.data.available] as const];
      console.error(`Stock ${snapshot.id} is not in the expected shape: left out`, parsed.error);
      return [];
    }),
  );
}

/**
 * The dry run's reads: the products the file names by ID and those titled as its rows without an ID (30
 * a query), then their stock (30 products a query). A file of a few products costs a few reads; a whole
 * catalogue's, a read per product and per variant counted. `reads` counts what Firestore bills (a query
 * that finds nothing, one).
 */
export async function readNamedCatalogue(
  db: Firestore,
  { ids, titles }: { ids: readonly string[]; titles: readonly string[] },
): Promise<StoredCatalogue & { reads: number }> {
  const products = collection(db, collections.products);
  const pages = await Promise.all(
    [
      ...chunks([...new Set(ids)].filter((id) => !id.includes('/'))).map((part) =>
        query(products, where(documentId(), 'in', part)),
      ),
      ...chunks([...new Set(titles)]).map((part) => query(products, where('title', 'in', part))),
    ].map((asked) => getDocs(asked)),
  );
  const found = new Map(
    pages
      .flatMap((page) => meterQuery('catalogue file: products', page).docs)
      .map((snapshot) => [snapshot.id, toStoreProduct(snapshot.id, snapshot.data())]),
  );
  const stockPages = await Promise.all(
    chunks([...found.keys()]).map((part) => getDocs(query(collection(db, collections.stock), where('productId', 'in', part)))),
  );
  const titled = new Map<string, StoreProduct[]>();
  for (const product of found.values())
    titled.set(titleKey(product.title), [...(titled.get(titleKey(product.title)) ?? []), product]);
  const billed = (page: { size: number }) => Math.max(1, page.size);
  return {
    products: found,
    titled,
    stock: stockOf(stockPages.flatMap((page) => meterQuery('catalogue file: stock', page).docs)),
    reads: [...pages, ...stockPages].reduce((sum, page) => sum + billed(page), 0),
  };
}

/** Every variant of a product: its sizes by its colours, one row without either when it has none. */
function variantRows(product: StoreProduct, stock: ReadonlyMap<string, number>): CatalogueFileRow[] {
  const sizes = product.sizes.length > 0 ? product.sizes : [''];
  const colours = product.colors.length > 0 ? product.colors : [''];
  return sizes.flatMap((size) =>
    colours.map((colour) =>
      variantRow(
        product,
        { size, colour },
        stock.get(stockIdOf({ productId: product.id, ...(size && { size }), ...(colour && { color: colour }) })) ?? null,
      ),
    ),
  );
}

/** One variant's row: the product's fields, the variant's size and colour ('' for none), its units or null. */
export const variantRow = (
  product: StoreProduct,
  { size, colour }: { size: string; colour: string },
  stock: number | null,
): CatalogueFileRow => ({
  id: product.id,
  title: product.title,
  category: product.category,
  description: product.description,
  price: product.price,
  size,
  colour,
  stock,
  images: product.images.map((image) => image.url),
});

const byFrench = new Intl.Collator('fr');

/** The export's reads: every product and every stock document, once; the rows by category, then title. */
export async function readWholeCatalogue(db: Firestore): Promise<{ rows: CatalogueFileRow[]; reads: number }> {
  const [productPage, stockPage] = await Promise.all([
    getDocs(collection(db, collections.products)),
    getDocs(collection(db, collections.stock)),
  ]);
  const products = meterQuery('catalogue file: every product', productPage).docs.map((snapshot) =>
    toStoreProduct(snapshot.id, snapshot.data()),
  );
  const stock = stockOf(meterQuery('catalogue file: every stock', stockPage).docs);
  products.sort((a, b) => byFrench.compare(a.category, b.category) || byFrench.compare(a.title, b.title));
  return { rows: products.flatMap((product) => variantRows(product, stock)), reads: productPage.size + stockPage.size };
}
