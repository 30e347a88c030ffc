import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { shopDay } from '@kasuwa/contract/days';
import { returnTerms, type ReturnExclusion } from '@kasuwa/contract/return-terms';
import { readReturnSettings, returnSettingsDocId, type RecordReturnInput } from '@kasuwa/contract/returns';
import { stockIdOf } from '@kasuwa/contract/stock';
import { addWorkingDays } from '@kasuwa/contract/working-days';
import { movementId } from '../stock/stock-movements';

/** What a return came to: recorded now or before (a retry), or refused with why. */
export type ReturnOutcome =
  | { kind: 'recorded'; amount: number; units: number }
  | { kind: 'another-request' }
  | { kind: 'not-delivered' }
  | { kind: 'window-passed'; deliveredDay: string }
  | { kind: 'no-line'; line: number }
  | { kind: 'too-many'; title: string; left: number }
  | { kind: 'excluded'; title: string; exclusion: ReturnExclusion };

/** Who records a return, and whether they may override the 7 days (the owner and the manager). */
export interface Returner {
  uid: string;
  email: string | undefined;
  overrides: boolean;
}

const dayMs = 86_400_000;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The lines asked, as the order has them: its price, title and variant. */
function linesOf(input: RecordReturnInput, items: DocumentData[]) {
  return input.lines.map((asked) => {
    const item = items[asked.line] ?? {};
    return {
      line: asked.line,
      productId: String(item.productId ?? ''),
      title: String(item.title ?? ''),
      ...(text(item.size) ? { size: item.size as string } : {}),
      ...(text(item.color) ? { color: item.color as string } : {}),
      price: Number(item.price) || 0,
      quantity: asked.quantity,
      restock: asked.restock,
      bought: Number(item.quantity) || 0,
    };
  });
}

/**
 * A return in one transaction: a retry finds its record; the order must be delivered, within 7 days
 * of its delivery (or past them with an override), each line bought, never more units back than were
 * bought (all returns counted), and on withdrawal no product of an excluded category. Then the units
 * come back on sale with a movement (a counted variant) or are recorded damaged, the order counts them
 * returned, and the return is recorded with the day its refund is due (14 working days).
 */
export function recordReturnIn(db: Firestore) {
  const returns = db.collection(collections.orderReturns);
  return (input: RecordReturnInput, by: Returner, now: Date): Promise<ReturnOutcome> =>
    db.runTransaction(async (transaction) => {
      const record = returns.doc(input.requestId);
      const orderRef = db.collection(collections.orders).doc(input.orderId);
      const [before, order, settings] = await transaction.getAll(
        record,
        orderRef,
        db.collection(collections.stockSettings).doc(returnSettingsDocId),
      );
      if (before?.exists) {
        const same = before.get('orderId') === input.orderId && before.get('by') === by.uid;
        if (!same) return { kind: 'another-request' };
        const lines = (before.get('lines') as { quantity: number }[]) ?? [];
        return {
          kind: 'recorded',
          amount: Number(before.get('amount')),
          units: lines.reduce((sum, line) => sum + line.quantity, 0),
        };
      }
      if (!order?.exists || order.get('status') !== 'delivered') return { kind: 'not-delivered' };
      const deliveredAt = order.get('statusChangedAt') instanceof Timestamp ? (order.get('statusChangedAt') as Timestamp) : null;
      const late = !deliveredAt || now.getTime() - deliveredAt.toMillis() > returnTerms.windowDays * dayMs;
      if (late && !(input.override && by.overrides)) {
        return { kind: 'window-passed', deliveredDay: deliveredAt ? shopDay(deliveredAt.toDate()) : '?' };
      }
      const items = (order.get('items') as DocumentData[] | undefined) ?? [];
      const returned = (order.get('returnedUnits') as Record<string, number> | undefined) ?? {};
      const lines = linesOf(input, items);
      for (const line of lines) {
        if (!items[line.line]) return { kind: 'no-line', line: line.line };
        const left = line.bought - (returned[String(line.line)] ?? 0);
        if (line.quantity > left) return { kind: 'too-many', title: line.title, left };
      }
      const productIds = [...new Set(lines.map((line) => line.productId).filter(Boolean))];
      const restocked = lines.filter((line) => line.restock && line.productId);
      const stockRefs = restocked.map((line) =>
        db.collection(collections.stock).doc(stockIdOf({ productId: line.productId, size: line.size, color: line.color })),
      );
      const productRefs =
        input.reason === 'withdrawal' ? productIds.map((id) => db.collection(collections.products).doc(id)) : [];
      const read = [...stockRefs, ...productRefs].length ? await transaction.getAll(...stockRefs, ...productRefs) : [];
      const excluded = readReturnSettings(settings?.data()).excluded;
      for (const product of read.slice(stockRefs.length)) {
        const exclusion = excluded[String(product.get('category') ?? '').trim()];
        if (exclusion) {
          const title = lines.find((line) => line.productId === product.id)?.title ?? product.id;
          return { kind: 'excluded', title, exclusion };
        }
      }
      const at = FieldValue.serverTimestamp();
      restocked.forEach((line, index) => {
        const stock = read[index];
        if (!stock?.exists) return;
        transaction.update(stock.ref, { available: FieldValue.increment(line.quantity), updatedAt: at });
        transaction.create(db.collection(collections.stockMovements).doc(movementId(input.requestId, 'return', stock.id)), {
          stockId: stock.id,
          productId: line.productId,
          change: line.quantity,
          reason: 'return',
          orderId: input.orderId,
          returnId: input.requestId,
          at,
        });
      });
      const nowReturned = { ...returned };
      for (const line of lines) nowReturned[String(line.line)] = (returned[String(line.line)] ?? 0) + line.quantity;
      transaction.update(orderRef, { returnedUnits: nowReturned });
      const amount = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
      const today = shopDay(now);
      transaction.create(record, {
        orderId: input.orderId,
        ...(typeof order.get('number') === 'number' ? { orderNumber: order.get('number') as number } : {}),
        lines: lines.map(({ bought: _bought, ...line }) => line),
        amount,
        reason: input.reason,
        ...(input.note ? { note: input.note } : {}),
        deliveredAt: deliveredAt ?? Timestamp.fromDate(now),
        ...(late && input.override ? { override: { note: input.override, by: by.uid } } : {}),
        by: by.uid,
        ...(by.email ? { byEmail: by.email } : {}),
        at,
        refundDue: addWorkingDays(today, returnTerms.refundWorkingDays),
        refundFlagFrom: addWorkingDays(today, returnTerms.flagFromWorkingDay),
      });
      return { kind: 'recorded', amount, units: lines.reduce((sum, line) => sum + line.quantity, 0) };
    });
}
