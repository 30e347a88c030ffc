import {
  orderSalesPart,
  readSalesDay,
  readVariantMonth,
  refundSalesPart,
  salesByDay,
  salesChange,
  salesKey,
  sumSales,
  trendYearsOf,
  variantMonthsOf,
  type SalesOrder,
  type SalesPart,
} from './sales';
import { recountSales, withoutEmptyEntries } from './test-support/sales-recount';
import { randomFrom } from './test-support/seeded-random';

const at = (iso: string) => new Date(iso);

const deliveredByRider: SalesOrder = {
  status: 'delivered',
  items: [
    { productId: 'boubou', title: 'Boubou brodé', size: 'L', color: 'Indigo', price: 25_000, quantity: 2 },
    { productId: 'pagne', title: 'Pagne wax', price: 8_000, quantity: 1 },
  ],
  total: 59_500,
  deliveryFee: 1_500,
  zoneId: 'plateau',
  zoneName: 'Plateau',
  takenBy: 'seller-1',
  riderId: 'rider-1',
  statusChangedBy: 'rider-1',
  payment: 'cash',
  // 09:30 in Niamey (UTC+1).
  createdAt: at('2026-11-20T08:30:00Z'),
  statusChangedAt: at('2026-11-21T10:00:00Z'),
};

/** The variants' months of a part, as the best sellers read them, without those that come to nothing. */
const monthsOf = (part: SalesPart) =>
  new Map(
    [...variantMonthsOf(part, (value) => value)]
      .map(([id, data]) => [id, readVariantMonth(data)] as const)
      .filter(([, variant]) => variant.units !== 0 || variant.amount !== 0),
  );

/** The days of a part, as the reports page reads them. */
const daysOf = (part: SalesPart) =>
  new Map([...salesByDay(part, (value) => value)].map(([day, data]) => [day, withoutEmptyEntries(readSalesDay(day, data))]));

describe("an order's part in the sales", () => {
  it('counts on the day it was placed, in every breakdown, at the prices of its lines', () => {
    const day = daysOf(orderSalesPart(deliveredByRider)).get('2026-11-20')!;
    expect(day).toMatchObject({
      orders: 1,
      units: 3,
      amount: 59_500,
      deliveryFees: 1_500,
      placed: { orders: 1, amount: 59_500 },
    });
    expect([...monthsOf(orderSalesPart(deliveredByRider))]).toEqual([
      [
        '2026-11_boubou:L:Indigo',
        { month: '2026-11', productId: 'boubou', title: 'Boubou brodé', size: 'L', color: 'Indigo', units: 2, amount: 50_000 },
      ],
      ['2026-11_pagne::', { month: '2026-11', productId: 'pagne', title: 'Pagne wax', units: 1, amount: 8_000 }],
    ]);
    expect(day.zones).toEqual({ plateau: { name: 'Plateau', orders: 1, amount: 59_500 } });
    expect(day.channels).toEqual({ phone: { orders: 1, amount: 59_500 } });
    expect(day.payments).toEqual({ cash: { orders: 1, amount: 59_500 } });
    expect(day.takenBy).toEqual({ 'seller-1': { orders: 1, amount: 59_500 } });
    expect(day.deliveredBy).toEqual({ 'rider-1': { orders: 1, amount: 59_500 } });
    expect(day.hours).toEqual({ '09': { orders: 1, amount: 59_500 } });
  });

  it('takes a cancellation back on the day it happens, keeping the hour it was placed', () => {
    const cancelled = {
      ...deliveredByRider,
      status: 'cancelled',
      payment: undefined,
      statusChangedAt: at('2026-11-22T12:00:00Z'),
    };
    const days = daysOf(orderSalesPart(cancelled));
    expect(days.get('2026-11-20')).toMatchObject({
      orders: 1,
      amount: 59_500,
      payments: { unpaid: { orders: 1, amount: 59_500 } },
    });
    const taken = days.get('2026-11-22')!;
    expect(taken).toMatchObject({ orders: -1, units: -3, amount: -59_500, cancelled: { orders: 1, amount: 59_500 }, hours: {} });
    expect(taken.deliveredBy).toEqual({});
    expect(taken.zones).toEqual({ plateau: { name: 'Plateau', orders: -1, amount: -59_500 } });
  });

  it('counts nothing for an order not priced yet, or rejected', () => {
    for (const status of ['pending', 'rejected', undefined]) {
      expect(orderSalesPart({ ...deliveredByRider, status }).counts).toEqual({});
    }
    expect(orderSalesPart({ ...deliveredByRider, createdAt: undefined }).counts).toEqual({});
  });

  it('says how an order came in: staff say, else a phone order, else the app', () => {
    const channels = (order: SalesOrder) => Object.keys(daysOf(orderSalesPart(order)).get('2026-11-20')!.channels);
    expect(channels({ ...deliveredByRider, channel: 'whatsapp' })).toEqual(['whatsapp']);
    expect(channels({ ...deliveredByRider, takenBy: undefined })).toEqual(['app']);
  });

  it('counts a refund on the day it is paid, by its method, off the lines that came back', () => {
    const refund = { lines: [{ line: 0, quantity: 1 }], amount: 25_000, method: 'mobile-money', at: at('2026-11-25T15:00:00Z') };
    const part = refundSalesPart(deliveredByRider, refund);
    const day = daysOf(part).get('2026-11-25')!;
    expect(day).toMatchObject({ orders: 0, units: -1, amount: -25_000, refunded: { orders: 1, amount: 25_000 } });
    expect([...monthsOf(part).values()]).toEqual([expect.objectContaining({ productId: 'boubou', units: -1, amount: -25_000 })]);
    expect(day.payments).toEqual({ 'mobile-money': { orders: 0, amount: -25_000 } });
    expect(day.zones.plateau).toEqual({ name: 'Plateau', orders: 0, amount: -25_000 });
  });

  it('counts a cancelled order’s refund as a refund only: the cancellation took its sale back', () => {
    const cancelled = { ...deliveredByRider, status: 'cancelled', statusChangedAt: at('2026-11-21T09:00:00Z') };
    const refund = {
      lines: [{ line: 0, quantity: 1 }],
      amount: 59_500,
      method: 'cash',
      at: at('2026-11-25T15:00:00Z'),
      ofCancelled: true,
    };
    const day = daysOf(refundSalesPart(cancelled, refund)).get('2026-11-25')!;
    expect(day).toMatchObject({ orders: 0, units: 0, amount: 0, refunded: { orders: 1, amount: 59_500 } });
    expect(day.payments).toEqual({});
    expect(monthsOf(refundSalesPart(cancelled, refund)).size).toBe(0);
  });
});

describe('a change of the sales', () => {
  it('is nothing when what counts did not change', () => {
    const part = orderSalesPart(deliveredByRider);
    expect(salesChange(part.counts, orderSalesPart({ ...deliveredByRider, deliveryNote: 'x' } as SalesOrder))).toEqual({
      counts: {},
      labels: {},
    });
  });

  it('moves a payment recorded later from unpaid to its method, on the day of the sale', () => {
    const unpaid = orderSalesPart({ ...deliveredByRider, payment: undefined });
    const change = salesChange(unpaid.counts, orderSalesPart(deliveredByRider));
    expect(change.counts).toEqual({
      [salesKey('2026-11-20', ['payments', 'unpaid', 'orders'])]: -1,
      [salesKey('2026-11-20', ['payments', 'unpaid', 'amount'])]: -59_500,
      [salesKey('2026-11-20', ['payments', 'cash', 'orders'])]: 1,
      [salesKey('2026-11-20', ['payments', 'cash', 'amount'])]: 59_500,
    });
  });

  it('puts the days of October to December in the next year’s trend too', () => {
    expect(trendYearsOf('2026-09-30')).toEqual(['2026']);
    expect(trendYearsOf('2026-10-01')).toEqual(['2026', '2027']);
    expect(trendYearsOf('2026-12-31')).toEqual(['2026', '2027']);
  });
});

/** An order's life, one state after another, as staff and functions write it. */
function historyOf(random: () => number, index: number): SalesOrder[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const createdAt = new Date(Date.UTC(2026, 10, 1) + Math.floor(random() * 20 * 86_400_000));
  const later = (days: number) => new Date(createdAt.getTime() + Math.floor(random() * days * 86_400_000));
  const items = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
    productId: pick(['boubou', 'pagne', 'sac']),
    title: 'Article',
    size: pick([undefined, 'M', 'L']),
    price: pick([5_000, 12_500]),
    quantity: 1 + Math.floor(random() * 3),
  }));
  const fee = pick([0, 1_000]);
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, fee);
  const first: SalesOrder = {
    status: random() < 0.2 ? 'pending' : 'new',
    items,
    total,
    deliveryFee: fee,
    zoneId: pick(['plateau', 'wadata', undefined]),
    zoneName: 'Zone',
    takenBy: pick([undefined, 'seller-1']),
    channel: pick([undefined, 'whatsapp']),
    createdAt,
  };
  const states = [first];
  const move = (change: Partial<SalesOrder>) => states.push({ ...states.at(-1)!, ...change });
  if (first.status === 'pending') move({ status: random() < 0.8 ? 'new' : 'rejected' });
  if (states.at(-1)!.status === 'rejected') return states;
  const end = pick(['new', 'confirmed', 'delivered', 'delivered', 'cancelled', 'failedThenCancelled']);
  if (end === 'new') return states;
  move({ status: 'confirmed', statusChangedBy: 'manager-1', statusChangedAt: later(1) });
  if (end === 'cancelled') return (move({ status: 'cancelled', statusChangedAt: later(5) }), states);
  if (end === 'confirmed') return states;
  move({ status: 'outForDelivery', riderId: `rider-${index % 3}`, statusChangedBy: 'manager-1', statusChangedAt: later(2) });
  if (end === 'failedThenCancelled') {
    move({ status: 'deliveryFailed', statusChangedAt: later(3) });
    move({ status: 'cancelled', statusChangedAt: later(6) });
    return states;
  }
  if (random() < 0.5) move({ payment: pick(['cash', 'mobile-money']) });
  move({ status: 'delivered', statusChangedBy: states.at(-1)!.riderId, statusChangedAt: later(3) });
  if (random() < 0.5) move({ payment: pick(['cash', 'mobile-money']) });
  return states;
}

/**
 * The trigger's way, in memory: each event reads the order as it is when the event runs, compares it
 * with what was counted, and applies the difference.
 */
function countByEvents(random: () => number, histories: SalesOrder[][]): SalesPart {
  const counted = new Map<number, SalesPart>();
  const applied: SalesPart[] = [];
  const current = histories.map(() => 0);
  const events: number[] = [];
  histories.forEach((history, order) => history.forEach(() => events.push(order)));
  // Events come late, out of order and twice: each step writes the next state and runs a random
  // earlier event of some order (maybe one already run).
  const pending = [...events];
  while (pending.length > 0) {
    const order = pending.splice(Math.floor(random() * pending.length), 1)[0]!;
    current[order] = Math.min(current[order]! + 1, histories[order]!.length - 1);
    const runs = random() < 0.3 ? 2 : 1;
    for (let run = 0; run < runs; run += 1) {
      const history = histories[order] ?? [];
      const target = orderSalesPart(history[current[order] ?? 0] ?? { items: [] });
      applied.push(salesChange(counted.get(order)?.counts ?? {}, target));
      counted.set(order, target);
    }
  }
  // The last event of every order has run: each is counted as it is now.
  histories.forEach((history, order) => {
    const target = orderSalesPart(history.at(-1)!);
    applied.push(salesChange(counted.get(order)?.counts ?? {}, target));
  });
  return sumSales(applied);
}

describe('the summaries, event by event', () => {
  it.each([1, 2, 3, 4, 5])(
    'equal a recount of the orders as they end, whatever the events’ order and repeats (seed %i)',
    (seed) => {
      const random = randomFrom(seed);
      const histories = Array.from({ length: 200 }, (_, index) => historyOf(random, index));
      const counted = countByEvents(random, histories);
      const summed = daysOf(counted);
      const recount = recountSales(
        histories.map((history) => history.at(-1)!),
        [],
      );
      expect(new Set(summed.keys())).toEqual(
        new Set([...recount.days.keys()].filter((day) => summed.has(day) || hasFigures(recount.days.get(day)!))),
      );
      for (const [day, expected] of recount.days)
        expect(summed.get(day) ?? withoutEmptyEntries(readSalesDay(day, {}))).toEqual(withoutEmptyEntries(expected));
      const variantsLeft = [...recount.variantMonths].filter(([, variant]) => variant.units !== 0 || variant.amount !== 0);
      expect(monthsOf(counted)).toEqual(new Map(variantsLeft));
    },
  );
});

function hasFigures(day: ReturnType<typeof readSalesDay>) {
  return JSON.stringify(withoutEmptyEntries(day)) !== JSON.stringify(withoutEmptyEntries(readSalesDay(day.day, {})));
}
