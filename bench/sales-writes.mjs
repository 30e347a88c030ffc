/**
 * What the sales summaries and the customer records cost the shop in Firestore operations per order,
 * over a year of orders (npm run seed:year's, made in memory): each order's life replayed state by
 * state as staff move it (new, confirmed, out with a rider, delivered and paid, then what came back
 * and its refund; or cancelled), each change counted as followOrder's sales effect counts it (nothing read or
 * written when the change counts for nothing; else the order and what it was counted for read, the
 * profiles of the staff it names, and the days, variant months, trends, customer record and counted
 * record written), and each refund as refundReturn writes it. Pure: no emulator. Writes
 * bench/results/sales-writes.json and .md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  nestedFigures,
  orderCustomerPart,
  orderSalesPart,
  refundSalesPart,
  salesByDay,
  salesChange,
  staffOf,
  trendsOf,
  variantMonthsOf,
} from '../scripts/lib/contract.mjs';
import { cashRecords } from '../scripts/year/cash.mjs';
import * as year from '../scripts/year/documents.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const staff = { rider: 'rider', seller: 'seller', manager: 'manager' };
const now = Date.UTC(2026, 10, 27, 12);
const count = Number(process.argv[2] ?? year.defaultSizes.orders);

/** The states an order went through to the one stored, as staff and functions write them. */
function lifeOf(order) {
  const placed = {
    ...order,
    returnedUnits: undefined,
    refunded: undefined,
    status: 'new',
    payment: undefined,
    riderId: undefined,
    statusChangedBy: undefined,
    statusChangedAt: undefined,
  };
  if (order.status === 'rejected') return [{ ...order, status: 'pending' }, order];
  if (order.status === 'new') return [placed];
  const confirmed = { ...placed, status: 'confirmed', statusChangedBy: staff.manager, statusChangedAt: order.createdAt };
  if (order.status === 'cancelled') return [placed, order];
  if (order.status === 'confirmed') return [placed, confirmed];
  const out = order.riderId ? [{ ...confirmed, status: 'outForDelivery', riderId: order.riderId }] : [];
  // What came back is recorded after the delivery, and its refund after that.
  const returned = order.returnedUnits ? [{ ...order, returnedUnits: undefined, refunded: undefined }] : [];
  const refunded = order.refunded ? [{ ...order, refunded: undefined }] : [];
  return [placed, confirmed, ...out, ...returned, ...refunded, order];
}

const documentsOf = (change) =>
  salesByDay(change, Number).size + variantMonthsOf(change, Number).size + trendsOf(change, Number).size;

const totals = { orders: 0, events: 0, countedEvents: 0, reads: 0, writes: 0, refunds: 0, refundWrites: 0 };
const orders = [...year.orders(count, { ...year.defaultSizes, orders: count }, now, staff)];
for (const { data } of orders) {
  totals.orders += 1;
  const life = lifeOf(data);
  let before = { sales: { counts: {} }, customer: { counts: {} } };
  for (const state of life) {
    totals.events += 1;
    const after = { sales: orderSalesPart(state), customer: orderCustomerPart(state) };
    const change = salesChange(before.sales.counts, after.sales);
    const customerChange = salesChange(before.customer.counts, after.customer);
    before = after;
    if (Object.keys(change.counts).length === 0 && Object.keys(customerChange.counts).length === 0) continue;
    totals.countedEvents += 1;
    totals.reads += 2 + staffOf(change).length;
    totals.writes += documentsOf(change) + nestedFigures(customerChange, Number).size + 1;
  }
}
const byId = new Map(orders.map(({ id, data }) => [id, data]));
for (const { data } of cashRecords(orders, staff, now).orderReturns) {
  if (!data.refund) continue;
  totals.refunds += 1;
  totals.refundWrites += documentsOf(
    refundSalesPart(byId.get(data.orderId), {
      lines: data.lines,
      amount: data.refund.amount,
      method: data.refund.method,
      at: data.refund.at,
    }),
  );
}

const perOrder = (value) => Math.round((value / totals.orders) * 100) / 100;
const result = {
  orders: totals.orders,
  eventsPerOrder: perOrder(totals.events),
  countedEventsPerOrder: perOrder(totals.countedEvents),
  readsPerOrder: perOrder(totals.reads),
  writesPerOrder: perOrder(totals.writes),
  refunds: totals.refunds,
  writesPerRefund: Math.round((totals.refundWrites / Math.max(1, totals.refunds)) * 100) / 100,
};
console.log(JSON.stringify(result));
await mkdir(join(here, 'results'), { recursive: true });
await writeFile(join(here, 'results', 'sales-writes.json'), `${JSON.stringify(result, null, 2)}\n`);
await writeFile(
  join(here, 'results', 'sales-writes.md'),
  `# What the sales summaries and customer records cost per order\n\nMade by \`npm run bench\` (bench/sales-writes.mjs): the ${result.orders.toLocaleString('en')} orders ` +
    `of a year (npm run seed:year's), each replayed from \`new\` to the status it ends in (and what came back, and its refund), as followOrder's sales effect counts each ` +
    `change, and their ${result.refunds} refunds as refundReturn writes them.\n\n` +
    `| per order | |\n| --- | ---: |\n| changes of the order (trigger runs) | ${result.eventsPerOrder} |\n` +
    `| changes that count (the others read and write nothing) | ${result.countedEventsPerOrder} |\n` +
    `| documents read by the counting | ${result.readsPerOrder} |\n` +
    `| documents written by the counting (days, variant months, trends, the customer record, the counted record) | ${result.writesPerOrder} |\n\n` +
    `A refund writes ${result.writesPerRefund} documents more, in its own transaction.\n`,
);
