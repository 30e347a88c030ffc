import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { runTransaction } from '../closed-transactions';
import { logger } from '../operations/request-log';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { collections } from '@kasuwa/contract/collections';
import { stockSchema, stockSettingsDocId, type StockMovementReason } from '@kasuwa/contract/stock';
import { createAccountStore } from '../accounts/account-store';
import { auth, db } from '../firebase';
import { loggedTrigger, onDeletedDocument } from '../logged-trigger';
import { lowOf, mayChangeLow, setLowStockDefaultHandler, shopLowAtOf } from './low-stock';
import { setStockHandler, type StockChange } from './set-stock';
import { movementId } from './stock-movements';
import { observed } from '../operations/observers';
import type { OrderEffect } from '../order-effect';
import { oweCancelledRefundIn } from '../returns/cancelled-refund';
import { appCallable } from '../app-callable';

const stock = db.collection(collections.stock);
const stockMovements = db.collection(collections.stockMovements);

/** What a move of an order's status does to the stock it took: a cancellation gives it back, a delivery consumes it. */
const settlingOf = (to: unknown): Exclude<StockMovementReason, 'order'> | null =>
  to === 'cancelled' ? 'cancel' : to === 'delivered' ? 'deliver' : null;

/**
 * For each variant the order took (its "order" movements), once: a cancellation moves the units from
 * `reserved` back to `available`, a delivery takes them out of `reserved`; each with its movement,
 * whose id makes a second run of the trigger change nothing.
 */
async function settle(orderId: string, reason: Exclude<StockMovementReason, 'order'>) {
  const taken = await stockMovements.where('orderId', '==', orderId).where('reason', '==', 'order').get();
  for (const movement of taken.docs) {
    const stockId = String(movement.get('stockId'));
    const quantity = -Number(movement.get('change'));
    await runTransaction(db, 'settle the stock of an order', async (transaction) => {
      const settled = stockMovements.doc(movementId(orderId, reason, stockId));
      if ((await transaction.get(settled)).exists) return;
      const current = stockSchema.safeParse((await transaction.get(stock.doc(stockId))).data());
      if (!current.success) {
        logger.warn('The stock of a settled order is gone or unreadable: nothing moved', { orderId, stockId, reason });
        return;
      }
      const { available, reserved } = current.data;
      transaction.update(stock.doc(stockId), {
        ...(reason === 'cancel' && { available: available + quantity }),
        reserved: Math.max(0, reserved - quantity),
        updatedAt: FieldValue.serverTimestamp(),
      });
      transaction.create(settled, {
        stockId,
        productId: String(movement.get('productId')),
        change: reason === 'cancel' ? quantity : 0,
        reason,
        orderId,
        at: FieldValue.serverTimestamp(),
      });
    });
  }
}

const oweCancelledRefund = oweCancelledRefundIn(db);

/**
 * Staff cancel or deliver an order (a rules-checked write): the stock it took follows, and a cancelled
 * paid order owes its payment back (cancelled-refund.ts): the order trigger's stock effect.
 */
export const orderStock: OrderEffect = async ({ orderId, before, after }) => {
  // A created order took its stock in the transaction that accepted it; a deleted one moves nothing.
  if (!before || !after) return;
  const from: unknown = before.status;
  const to: unknown = after.status;
  const reason = settlingOf(to);
  if (from === to || !reason) return;
  await loggedTrigger('settle the stock of an order', { orderId, reason }, () => settle(orderId, reason));
  if (reason !== 'cancel' || !after.payment) return;
  await loggedTrigger('owe the refund of a cancelled paid order', { orderId }, () => oweCancelledRefund(orderId, new Date()));
};

const accounts = createAccountStore(auth, db.collection(collections.profiles));
const settings = db.collection(collections.stockSettings).doc(stockSettingsDocId);

/** Writes a product's variants in one transaction (each read first: `reserved` is kept, the movement is the change). */
const writeStock = ({ productId, title, variants, lowAt, by }: StockChange) =>
  runTransaction(db, 'write stock', async (transaction) => {
    const refs = variants.map(({ stockId }) => stock.doc(stockId));
    const before = (await transaction.getAll(...refs)).map((snapshot) => stockSchema.safeParse(snapshot.data()).data);
    const written = variants.map(({ stockId, size, color, available }, index) => {
      const was = before[index];
      const reserved = was?.reserved ?? 0;
      transaction.set(stock.doc(stockId), {
        productId,
        size,
        color,
        available,
        reserved,
        lowAt: lowAt === undefined ? (was?.lowAt ?? null) : lowAt,
        title,
        updatedAt: FieldValue.serverTimestamp(),
      });
      const change = available - (was?.available ?? 0);
      if (change !== 0 || !was) {
        transaction.create(stockMovements.doc(), {
          stockId,
          productId,
          change,
          reason: 'staff',
          by,
          at: FieldValue.serverTimestamp(),
        });
      }
      return { stockId, available, reserved };
    });
    return { variants: written };
  });

/** Called by the console: Cloud Run lets every caller in; the handler checks that the caller is staff now. */
export const setStock = appCallable(
  'setStock',
  setStockHandler({
    accounts,
    productOf: async (productId) => (await db.collection(collections.products).doc(productId).get()).data(),
    writeStock,
  }),
);

const recountPageSize = 400;
// gRPC status of a write whose precondition (the document unchanged since read) failed.
const failedPrecondition = 9;

/**
 * The new default first (the trigger reads it from then on), then `low` again on every variant that
 * follows the default, a page at a time: a rare change by staff, paid once, not on every read of the list.
 */
async function writeDefault(lowAt: number, by: string): Promise<number> {
  await settings.set({ lowAt, by, updatedAt: FieldValue.serverTimestamp() });
  let checked = 0;
  let after: string | undefined;
  for (;;) {
    const ordered = stock.where('lowAt', '==', null).orderBy(FieldPath.documentId()).limit(recountPageSize);
    const page = await (after === undefined ? ordered : ordered.startAfter(after)).get();
    // Each write only if the variant did not change since it was read: if an order moved it meanwhile,
    // markLowStock already set `low` from its units and this default (written first).
    await Promise.all(
      page.docs.map(async (variant) => {
        const low = lowOf(variant.data(), lowAt);
        if (low === null || low === variant.get('low')) return;
        await variant.ref.update({ low }, { lastUpdateTime: variant.updateTime }).catch((error: unknown) => {
          if ((error as { code?: unknown }).code !== failedPrecondition) throw error;
        });
      }),
    );
    checked += page.size;
    after = page.docs.at(-1)?.id;
    if (page.size < recountPageSize) return checked;
  }
}

export const setLowStockDefault = appCallable('setLowStockDefault', setLowStockDefaultHandler({ accounts, writeDefault }));

/**
 * Every change of a variant's units or threshold (an order, a cancellation, staff) sets its `low`, read
 * and written in a transaction with the shop's default, so the last run always saw the last units.
 */
export const markLowStock = onDocumentWritten(
  `${collections.stock}/{stockId}`,
  observed.event('markLowStock', async (event) => {
    const { stockId } = event.params;
    if (!mayChangeLow(event.data?.before.data(), event.data?.after.data())) return;
    await loggedTrigger('mark low stock', { stockId }, () =>
      runTransaction(db, 'mark low stock', async (transaction) => {
        const [variant, shop] = await transaction.getAll(stock.doc(stockId), settings);
        const low = variant?.exists ? lowOf(variant.data(), shopLowAtOf(shop?.data())) : null;
        if (low === null) {
          if (variant?.exists) logger.warn('A stock document is not in the expected shape: low left as it is', { stockId });
          return;
        }
        if (low !== variant?.get('low')) transaction.update(stock.doc(stockId), { low });
      }),
    );
  }),
);

/** Firestore's most writes in one batch. */
const batchLimit = 500;

/**
 * Deleting a product deletes the stock of its variants: nothing sells them any more, and a low one
 * would stay on the dashboard's "Low stock" list, linked to a page that is gone, and in the shop-wide
 * threshold's recount. The stock movements stay, as the history of what was sold and counted.
 */
export const removeDeletedProductStock = onDeletedDocument(
  collections.products,
  'removeDeletedProductStock',
  'remove the stock of a deleted product',
  async (productId) => {
    const { docs } = await stock.where('productId', '==', productId).get();
    for (let start = 0; start < docs.length; start += batchLimit) {
      const batch = db.batch();
      for (const variant of docs.slice(start, start + batchLimit)) batch.delete(variant.ref);
      await batch.commit();
    }
    logger.info('Removed the stock of a deleted product', { productId, variants: docs.length });
  },
);
