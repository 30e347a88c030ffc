import { collections } from '@kasuwa/contract/collections';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { OrderItem } from '@kasuwa/contract/schemas';
import { db } from '../firebase';
import { movementId } from './stock-movements';
import { demandsOf, reserve } from './stock-reservation';

const stock = db.collection(collections.stock);
const stockMovements = db.collection(collections.stockMovements);

/**
 * Reads the stock of every variant the lines ask for (in the order's transaction, before any write)
 * and gives back either the French refusal or `take`, which writes what is left and a movement per
 * variant (who: the order; why: "order") once the order is sure to be written.
 */
export async function reserveStock(
  transaction: Transaction,
  items: readonly OrderItem[],
): Promise<{ soldOut: string } | { take(orderId: string): void }> {
  const demands = demandsOf(items);
  const snapshots = demands.length === 0 ? [] : await transaction.getAll(...demands.map((demand) => stock.doc(demand.stockId)));
  const reservation = reserve(demands, new Map(snapshots.map((snapshot) => [snapshot.id, snapshot.data()])));
  if (!reservation.ok) return { soldOut: reservation.message };
  return {
    take: (orderId: string) => {
      for (const { stockId, productId, quantity, available } of reservation.taken) {
        transaction.update(stock.doc(stockId), {
          available,
          reserved: FieldValue.increment(quantity),
          updatedAt: FieldValue.serverTimestamp(),
        });
        transaction.create(stockMovements.doc(movementId(orderId, 'order', stockId)), {
          stockId,
          productId,
          change: -quantity,
          reason: 'order',
          orderId,
          at: FieldValue.serverTimestamp(),
        });
      }
    },
  };
}
