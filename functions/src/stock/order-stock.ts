import { collections } from '@kasuwa/contract/collections';
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import type { OrderItem } from '@kasuwa/contract/schemas';
import type { SoldOut } from '@kasuwa/contract/stock';
import { db } from '../firebase';
import { movementId } from './stock-movements';
import { demandsOf, reserve } from './stock-reservation';

const stock = db.collection(collections.stock);
const stockMovements = db.collection(collections.stockMovements);

/** The stock of variants as the order's transaction read it already, by stock id. */
export type StockRead = ReadonlyMap<string, DocumentData | undefined>;

/**
 * Reads the stock of every variant the lines ask for (in the order's transaction, before any write,
 * unless `alreadyRead` holds it: a read costs as much the second time) and gives back either the refusal
 * (its French and its code) or `take`, which writes what is left and a movement per variant (who: the order; why:
 * "order") once the order is sure to be written.
 */
export async function reserveStock(
  transaction: Transaction,
  items: readonly OrderItem[],
  alreadyRead?: StockRead,
): Promise<{ soldOut: SoldOut } | { take(orderId: string): void }> {
  const demands = demandsOf(items);
  const unread = demands.filter((demand) => !alreadyRead?.has(demand.stockId));
  const snapshots = unread.length === 0 ? [] : await transaction.getAll(...unread.map((demand) => stock.doc(demand.stockId)));
  const stockNow = new Map([...(alreadyRead ?? []), ...snapshots.map((snapshot) => [snapshot.id, snapshot.data()] as const)]);
  const reservation = reserve(demands, stockNow);
  if (!reservation.ok) return { soldOut: reservation.soldOut };
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
