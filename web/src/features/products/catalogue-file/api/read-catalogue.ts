import { collection, documentId, getDocs, query, where } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { stockIdOf, stockSchema } from '@kasuwa/contract/stock';
import { db } from '../../../../lib/firebase/firestore';
import { meterQuery } from '../../../../lib/firebase/read-meter';
import { toStoreProduct, type StoreProduct } from '../../api/store-product';
import type { CatalogueFileRow } from '../catalogue-columns';
import type { StoredCatalogue } from '../catalogue-plan';

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
 * The dry run's reads: the products the file names by ID (30 a query) and their stock (30 products a
 * query), so a file of a few products costs a few reads, and a whole catalogue's a read per product and
 * per variant counted.
 */
export async function readNamedCatalogue(ids: readonly string[]): Promise<StoredCatalogue & { reads: number }> {
  const unique = [...new Set(ids)].filter((id) => !id.includes('/'));
  const products = collection(db, collections.products);
  const stock = collection(db, collections.stock);
  const [productPages, stockPages] = await Promise.all([
    Promise.all(chunks(unique).map((part) => getDocs(query(products, where(documentId(), 'in', part))))),
    Promise.all(chunks(unique).map((part) => getDocs(query(stock, where('productId', 'in', part))))),
  ]);
  const productDocs = productPages.flatMap((page) => meterQuery('catalogue file: products', page).docs);
  const stockDocs = stockPages.flatMap((page) => meterQuery('catalogue file: stock', page).docs);
  return {
    products: new Map(productDocs.map((snapshot) => [snapshot.id, toStoreProduct(snapshot.id, snapshot.data())])),
    stock: stockOf(stockDocs),
    reads: productDocs.length + stockDocs.length,
  };
}

/** Every variant of a product: its sizes by its colours, one row without either when it has none. */
function variantRows(product: StoreProduct, stock: ReadonlyMap<string, number>): CatalogueFileRow[] {
  const sizes = product.sizes.length > 0 ? product.sizes : [''];
  const colours = product.colors.length > 0 ? product.colors : [''];
  return sizes.flatMap((size) =>
    colours.map((colour) => ({
      id: product.id,
      title: product.title,
      category: product.category,
      description: product.description,
      price: product.price,
      size,
      colour,
      stock: stock.get(stockIdOf({ productId: product.id, ...(size && { size }), ...(colour && { color: colour }) })) ?? null,
      images: product.images.map((image) => image.url),
    })),
  );
}

const byFrench = new Intl.Collator('fr');

/** The export's reads: every product and every stock document, once; the rows by category, then title. */
export async function readWholeCatalogue(): Promise<{ rows: CatalogueFileRow[]; reads: number }> {
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
