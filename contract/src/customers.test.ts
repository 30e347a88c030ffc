import { customerKeyOf, orderCustomerPart, readCustomer, usualOf, type CustomerOrder, type CustomerRecord } from './customers';
import { nestedFigures, salesChange, sumSales, type SalesPart } from './sales';
import { randomFrom } from './test-support/seeded-random';

const at = (iso: string) => new Date(iso);

const delivered: CustomerOrder = {
  userId: 'u-awa',
  phone: '+227 96 11 22 33',
  customerName: 'Awa Hamidou',
  status: 'delivered',
  items: [{ productId: 'boubou', title: 'Boubou', price: 25_000, quantity: 2 }],
  total: 51_000,
  deliveryFee: 1_000,
  zoneId: 'plateau',
  zoneName: 'Plateau',
  payment: 'cash',
  returnedUnits: { 0: 1 },
  refunded: 25_000,
  createdAt: at('2026-11-20T08:30:00Z'),
};

/** The records a part makes, as the customer page reads them. */
const recordsOf = (part: SalesPart) =>
  new Map([...nestedFigures(part, (value) => value)].map(([key, data]) => [key, readCustomer(key, data)]));

describe("a customer's key", () => {
  it('is the number whatever its spelling, and nothing for what is no number', () => {
    for (const spelling of ['+227 96 11 22 33', '96112233', '0022796112233', '+22796112233', '96 11 22 33'])
      expect(customerKeyOf(spelling)).toBe('96112233');
    expect(customerKeyOf('+33 6 12 34 56 78')).toBe('33612345678');
    for (const none of [undefined, '', 'inconnu', '12345', '1'.repeat(16)]) expect(customerKeyOf(none)).toBeNull();
  });
});

describe("an order's part in its customer's record", () => {
  it('counts the order, what was delivered, returned and refunded, its zone, payment, channel and who placed it', () => {
    expect(recordsOf(orderCustomerPart(delivered)).get('96112233')).toEqual({
      key: '96112233',
      phone: '+227 96 11 22 33',
      name: 'Awa Hamidou',
      orders: 1,
      cancelled: 0,
      delivered: { orders: 1, amount: 51_000 },
      refused: 0,
      returnedUnits: 1,
      refunded: 25_000,
      zones: { plateau: { orders: 1, name: 'Plateau' } },
      payments: { cash: 1 },
      channels: { app: 1 },
      placedBy: { 'u-awa': 1 },
    } satisfies CustomerRecord);
  });

  it('counts a refusal at the door and a cancellation, and nothing for an order not priced or with no number', () => {
    const refused = recordsOf(
      orderCustomerPart({ ...delivered, status: 'cancelled', failureReason: 'refused', payment: undefined, takenBy: 's-1' }),
    ).get('96112233');
    expect(refused).toMatchObject({ orders: 1, cancelled: 1, refused: 1, delivered: { orders: 0, amount: 0 }, payments: {} });
    expect(refused?.channels).toEqual({ phone: 1 });
    for (const status of ['pending', 'rejected', undefined])
      expect(orderCustomerPart({ ...delivered, status }).counts).toEqual({});
    expect(orderCustomerPart({ ...delivered, phone: 'inconnu' }).counts).toEqual({});
    expect(orderCustomerPart({ ...delivered, createdAt: undefined }).counts).toEqual({});
  });
});

describe('a stored record', () => {
  it('reads what cannot be read as nothing', () => {
    expect(
      readCustomer('96112233', { orders: 'many', delivered: null, zones: { x: 3, y: { orders: -2 } }, payments: [] }),
    ).toEqual({
      key: '96112233',
      phone: '',
      name: '',
      orders: 0,
      cancelled: 0,
      delivered: { orders: 0, amount: 0 },
      refused: 0,
      returnedUnits: 0,
      refunded: 0,
      zones: {},
      payments: {},
      channels: {},
      placedBy: {},
    });
  });

  it('says the usual of a breakdown: the most orders, the first by key on a tie, none when empty', () => {
    expect(usualOf({ wadata: 2, plateau: 5 })).toBe('plateau');
    expect(usualOf({ wadata: 3, plateau: 3 })).toBe('plateau');
    expect(usualOf({})).toBeNull();
  });
});

const numbers = ['+227 96 11 22 33', '96112233', '0022796112233', '+227 97 44 55 66', '97445566', '98 77 88 99'];

/** An order's life as staff, the app and functions write it: placed, paid, failed at the door, delivered, returned, relinked. */
function historyOf(random: () => number): CustomerOrder[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const first: CustomerOrder = {
    userId: pick(['u-1', 'u-2', 'phone-22796112233']),
    phone: pick(numbers),
    customerName: pick(['Awa', 'Moussa']),
    status: random() < 0.2 ? 'pending' : 'new',
    items: [{ productId: 'p', title: 'P', price: 5_000, quantity: 1 }],
    total: pick([5_000, 6_000]),
    zoneId: pick(['plateau', 'wadata', undefined]),
    zoneName: 'Zone',
    takenBy: pick([undefined, 'seller-1']),
    createdAt: new Date(Date.UTC(2026, 10, 1) + Math.floor(random() * 20 * 86_400_000)),
  };
  const states = [first];
  const move = (change: Partial<CustomerOrder>) => states.push({ ...states.at(-1)!, ...change });
  if (first.status === 'pending') move({ status: random() < 0.8 ? 'new' : 'rejected' });
  if (states.at(-1)!.status === 'rejected') return states;
  if (random() < 0.2) move({ userId: 'u-linked' });
  const end = pick(['new', 'delivered', 'delivered', 'cancelled', 'refusedThenCancelled', 'refusedThenDelivered']);
  if (end === 'new') return states;
  if (end === 'cancelled') return (move({ status: 'cancelled' }), states);
  move({ status: 'outForDelivery' });
  if (end.startsWith('refused')) move({ status: 'deliveryFailed', failureReason: pick(['refused', 'absent']) });
  if (end === 'refusedThenCancelled') return (move({ status: 'cancelled' }), states);
  if (random() < 0.5) move({ payment: pick(['cash', 'mobile-money']) });
  move({ status: 'delivered' });
  if (random() < 0.3) move({ returnedUnits: { 0: 1 } });
  if (random() < 0.5 && states.at(-1)!.returnedUnits) move({ refunded: 5_000 });
  return states;
}

/** The records counted apart, straight from the orders as they end: what the trigger's sum must equal. */
function recount(orders: CustomerOrder[]): Map<string, CustomerRecord> {
  const records = new Map<string, CustomerRecord>();
  for (const order of orders) {
    const key = customerKeyOf(order.phone);
    if (!key || order.status === 'pending' || order.status === 'rejected') continue;
    const record = records.get(key) ?? readCustomer(key, {});
    records.set(key, record);
    record.phone = order.phone ?? '';
    record.name = order.customerName ?? '';
    record.orders += 1;
    if (order.status === 'cancelled') record.cancelled += 1;
    if (order.status === 'delivered')
      record.delivered = { orders: record.delivered.orders + 1, amount: record.delivered.amount + order.total! };
    if (order.failureReason === 'refused') record.refused += 1;
    record.returnedUnits += Object.values(order.returnedUnits ?? {}).reduce((sum, units) => sum + units, 0);
    record.refunded += order.refunded ?? 0;
    const zone = order.zoneId ?? 'none';
    record.zones[zone] = { orders: (record.zones[zone]?.orders ?? 0) + 1, name: order.zoneName ?? '' };
    if (order.payment) record.payments[order.payment] = (record.payments[order.payment] ?? 0) + 1;
    const channel = order.takenBy ? 'phone' : 'app';
    record.channels[channel] = (record.channels[channel] ?? 0) + 1;
    record.placedBy[order.userId!] = (record.placedBy[order.userId!] ?? 0) + 1;
  }
  return records;
}

describe('the records, event by event', () => {
  it.each([1, 2, 3, 4, 5])(
    'equal a recount of the orders as they end, whatever the events’ order and repeats (seed %i)',
    (seed) => {
      const random = randomFrom(seed);
      const histories = Array.from({ length: 200 }, () => historyOf(random));
      const counted = new Map<number, SalesPart>();
      const applied: SalesPart[] = [];
      const current = histories.map(() => 0);
      // Events come late, out of order and twice; each reads the order as it is when it runs.
      const pending = histories.flatMap((history, order) => history.map(() => order));
      while (pending.length > 0) {
        const order = pending.splice(Math.floor(random() * pending.length), 1)[0]!;
        current[order] = Math.min(current[order]! + 1, histories[order]!.length - 1);
        for (let run = 0; run < (random() < 0.3 ? 2 : 1); run += 1) {
          const target = orderCustomerPart(histories[order]![current[order]]!);
          applied.push(salesChange(counted.get(order)?.counts ?? {}, target));
          counted.set(order, target);
        }
      }
      histories.forEach((history, order) =>
        applied.push(salesChange(counted.get(order)?.counts ?? {}, orderCustomerPart(history.at(-1)!))),
      );
      const records = recordsOf(sumSales(applied));
      const expected = recount(histories.map((history) => history.at(-1)!));
      // Names and numbers are labels, written with the changes that carry them: compared apart from the figures.
      const figures = (record: CustomerRecord | undefined) => record && { ...record, phone: '', name: '' };
      for (const [key, record] of expected) expect(figures(records.get(key))).toEqual(figures(record));
      expect([...records.keys()].filter((key) => !expected.has(key))).toEqual([]);
    },
  );
});
