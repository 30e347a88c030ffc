import { collection, doc, serverTimestamp, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { httpsCallable, type Functions } from 'firebase/functions';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import { normaliseProductDates, productDate } from '@kasuwa/contract/schemas';
import { setStockOutputSchema, type SetStockInput, type SetStockOutput } from '@kasuwa/contract/stock';
import type { ImportPlan, ProductWrite } from '../catalogue-plan';

/** Products written per batch: each batch is all or nothing, and the progress moves after each. */
export const productsPerBatch = 20;

export interface ApplyProgress {
  done: number;
  total: number;
}

/** What an apply wrote: product documents, and setStock calls (one per product whose units changed). */
export interface Applied {
  products: number;
  stockCalls: number;
}

/**
 * A batch the rules refused: a product of it changed since the dry run read it (its version moved on),
 * or the signed-in role may not edit products. Nothing of the batch is written.
 */
export class BatchRefusedError extends Error {
  override name = 'BatchRefusedError';
}

/** The document's fields for a change of a stored product: those that differ, with the next version (the rules' guard). */
function updateOf({ base, next, changed }: ProductWrite & { base: NonNullable<ProductWrite['base']> }) {
  const update: Record<string, unknown> = { version: base.version + 1 };
  // Images of a stored product are never changed by a file: they stay as the form and the uploads left them.
  for (const field of changed) if (field !== 'images') update[field] = next[field];
  const dates = normaliseProductDates(base.savedDates.time, base.savedDates.date, Date.now());
  if (dates.changed.time) update.time = Timestamp.fromMillis(dates.timeMillis);
  if (dates.changed.date) update.date = dates.date;
  return update;
}

/**
 * Applies a dry run's plan: the products in batches of `productsPerBatch` through the client SDK, under
 * firestore.rules (staff power, shape, price cap, version), then each product's units through setStock,
 * the stock path the console's stock form uses, which records a movement per variant. `onProgress` is
 * told after each batch and each call. A batch refused stops the apply: what was written before stays.
 */
export async function applyPlan(
  db: Firestore,
  functions: Functions,
  plan: ImportPlan,
  onProgress: (progress: ApplyProgress) => void,
): Promise<Applied> {
  const total = Math.ceil(plan.products.length / productsPerBatch) + plan.stock.length;
  let done = 0;
  const step = () => onProgress({ done: (done += 1), total });
  onProgress({ done, total });
  const ids = new Map<string, string>();
  for (let at = 0; at < plan.products.length; at += productsPerBatch) {
    const batch = writeBatch(db);
    for (const write of plan.products.slice(at, at + productsPerBatch)) {
      if (write.base) {
        batch.update(doc(db, collections.products, write.base.id), updateOf({ ...write, base: write.base }));
        ids.set(write.key, write.base.id);
      } else {
        const created = doc(collection(db, collections.products));
        const { title, price, images, category, sizes, colors, description } = write.next;
        const date = productDate(new Date());
        batch.set(created, {
          title,
          price,
          images,
          category,
          sizes,
          colors,
          description,
          time: serverTimestamp(),
          date,
          version: 1,
        });
        ids.set(write.key, created.id);
      }
    }
    try {
      await batch.commit();
    } catch (error) {
      if ((error as { code?: unknown }).code === 'permission-denied') {
        throw new BatchRefusedError('The rules refused a batch of products', { cause: error });
      }
      throw error;
    }
    step();
  }
  const setStock = httpsCallable<SetStockInput, SetStockOutput>(functions, functionNames.setStock);
  for (const { key, variants } of plan.stock) {
    setStockOutputSchema.parse((await setStock({ productId: ids.get(key) ?? key, variants })).data);
    step();
  }
  return { products: plan.products.length, stockCalls: plan.stock.length };
}
