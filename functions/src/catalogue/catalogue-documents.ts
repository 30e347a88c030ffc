import { FieldPath, FieldValue, type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';
import { catalogueEntry, type CatalogueEntry } from '@kasuwa/contract/catalogue';
import { collections } from '@kasuwa/contract/collections';
import { variantKey } from '@kasuwa/contract/variants';
import { runTransaction } from '../closed-transactions';
import { logger } from '../operations/request-log';
import { catalogueParts, partDocumentId, partOf, readCatalogueVersion, readPart, versionDocumentId } from './catalogue-parts';
import type { CatalogueDocuments } from './catalogue-reader';

// The fields catalogueEntry reads: a build downloads nothing else of the products.
const entryFields = ['title', 'price', 'images', 'thumbnails', 'category', 'description', 'sizes', 'colors', 'time'];
const buildPageSize = 1000;

/** A stock document's variant within its product. */
const soldOutKey = (stock: DocumentData) => {
  const { size, color } = stock as { size?: unknown; color?: unknown };
  return variantKey({ ...(typeof size === 'string' && { size }), ...(typeof color === 'string' && { color }) });
};

/** The catalogue documents in Firestore, for the reader, and the change a product's trigger makes. */
export function catalogueDocuments(db: Firestore): CatalogueDocuments & { update(productId: string): Promise<void> } {
  const catalogue = db.collection(collections.catalogue);
  const products = db.collection(collections.products);
  const version = catalogue.doc(versionDocumentId);
  const stock = db.collection(collections.stock);

  return {
    readVersion: async () => readCatalogueVersion((await version.get()).data()),

    async readParts(parts) {
      const snapshots = await db.getAll(...parts.map((part) => catalogue.doc(partDocumentId(part))));
      return new Map(
        snapshots.map((snapshot, index) => {
          const { entries, unreadable } = readPart(snapshot.data());
          if (unreadable.length > 0)
            logger.error('Catalogue entries left out: not in the expected shape', { part: snapshot.id, unreadable });
          return [parts[index] ?? -1, entries];
        }),
      );
    },

    async build() {
      const parts: Record<string, CatalogueEntry>[] = Array.from({ length: catalogueParts }, () => ({}));
      // Only the variants sold out or low: a few documents, whatever the number of variants counted.
      const listed = async (query: Query, soldOutLeftOut: boolean) => {
        const keys = new Map<string, string[]>();
        const variants = await query.select('productId', 'size', 'color', 'available').get();
        for (const variant of variants.docs) {
          if (soldOutLeftOut && variant.get('available') === 0) continue;
          const productId = String(variant.get('productId'));
          keys.set(productId, [...(keys.get(productId) ?? []), soldOutKey(variant.data())]);
        }
        return keys;
      };
      const [soldOut, fewLeft] = await Promise.all([
        listed(stock.where('available', '==', 0), false),
        listed(stock.where('low', '==', true), true),
      ]);
      let after: string | undefined;
      for (;;) {
        const ordered = products
          .orderBy(FieldPath.documentId())
          .select(...entryFields)
          .limit(buildPageSize);
        const page = await (after === undefined ? ordered : ordered.startAfter(after)).get();
        for (const product of page.docs) {
          const entry = catalogueEntry(product.id, product.data(), soldOut.get(product.id), fewLeft.get(product.id));
          const part = parts[partOf(product.id)];
          if (entry && part) part[product.id] = entry;
        }
        after = page.docs.at(-1)?.id;
        if (page.size < buildPageSize) break;
      }
      // One write per part (a batch of every part could pass the 10 MiB of a request), the version last.
      await Promise.all(parts.map((entries, part) => catalogue.doc(partDocumentId(part)).set({ products: entries })));
      await version.set({ builtAt: Date.now(), parts: {} });
      logger.info('Built the catalogue', { products: parts.reduce((sum, part) => sum + Object.keys(part).length, 0) });
    },

    /**
     * The product and its stock as they are now, read in the transaction, go into its part: triggers
     * delivered late or twice still leave the part as the product stands.
     */
    update: (productId) =>
      runTransaction(db, 'update a catalogue part', async (transaction) => {
        const snapshot = await transaction.get(products.doc(productId));
        const variants = await transaction.get(stock.where('productId', '==', productId));
        const keysOf = (state: (variant: DocumentData) => boolean) =>
          variants.docs.filter((variant) => state(variant.data())).map((variant) => soldOutKey(variant.data()));
        const soldOut = keysOf((variant) => variant.available === 0);
        const fewLeft = keysOf((variant) => variant.low === true && variant.available !== 0);
        const entry = snapshot.exists ? catalogueEntry(productId, snapshot.data(), soldOut, fewLeft) : null;
        const part = partOf(productId);
        transaction
          .set(catalogue.doc(partDocumentId(part)), { products: { [productId]: entry ?? FieldValue.delete() } }, { merge: true })
          .set(version, { parts: { [part]: FieldValue.increment(1) } }, { merge: true });
      }),
  };
}
