import { brand } from '@kasuwa/contract/brand';
import { isPaymentReference, paymentReferenceKey, type OrderStatus, type PaymentMethod } from '@kasuwa/contract/order-statuses';
import { movesFrom, salesStatuses, statusIn } from '@kasuwa/contract/order-workflow';
import { roleCan, type StaffPermission, type StaffRole } from '@kasuwa/contract/staff-roles';

/**
 * A pure model of a day's money (no Firebase), for the property test of money-day.test.ts: the moves
 * that change an order's money, each accepted or refused as the rules and the functions would, and the
 * state they leave. Only the first payment of an order is a client's (firestore.rules, paymentRecord);
 * every later money move is the server's and moves `moneyVersion` by one: correctPayment, receiveCash,
 * closeCashDay, refundReturn (after recordReturn). A cancel is a staff move of the status only.
 *
 * The moves keep, as the functions do, each holder's cash in hand (`cashInHand`, the documents of that
 * name: order id → its total, a cash refund as `refund-<returnId>` → minus its amount) and the
 * Mobile Money references in use (`references`, the paymentReferences documents). `recount` is written
 * apart from the moves and reads the orders and the refunds alone: where each franc collected is now.
 * `moneyProblems` compares the two: every franc in exactly one place, the cash in hand the moves kept
 * equal to what the orders say, each close what its lines add up to, no reference used twice.
 */

/** The people of the day: three staff members of the shop's team and a rider. */
export const people = ['owner', 'manager', 'seller', 'rider'] as const;
export type Person = (typeof people)[number];
export const roleOf: Record<Person, StaffRole> = { owner: brand.adminRole, manager: 'manager', seller: 'seller', rider: 'rider' };
const can = (person: Person, power: StaffPermission) => roleCan(roleOf[person], power);

export interface ModelOrder {
  status: OrderStatus;
  total: number;
  /** Its one line: `units` units at `unitPrice`; a return takes back one unit, worth `unitPrice`. */
  unitPrice: number;
  units: number;
  returnedUnits: number;
  /** The run it is in: its rider, and whether the run is today's (a rider works only today's). */
  run?: { rider: Person; today: boolean };
  payment?: PaymentMethod;
  reference?: string;
  paidBy?: Person;
  /** Who holds its cash (a cash payment not counted in a close yet). */
  holder?: Person;
  /** The close that counted its cash. */
  closedIn?: string;
  moneyVersion: number;
  refunded: number;
}

/** A refund, keyed by its return: how much, how, by whom; a cash refund's holder until their close counts it. */
export interface ModelRefund {
  orderId: string;
  amount: number;
  method: PaymentMethod;
  by: Person;
  reference?: string;
  holder?: Person;
  closedIn?: string;
}

/** A day's close of one person's cash: what was expected and counted, and the lines it counted. */
export interface ModelClose {
  holder: Person;
  by: Person;
  expected: number;
  counted: number;
  orders: string[];
  refunds: string[];
}

export interface MoneyState {
  orders: Record<string, ModelOrder>;
  /** Every return recorded (one unit each), keyed by its id: its order and its value. */
  returns: Record<string, { orderId: string; value: number }>;
  refunds: Record<string, ModelRefund>;
  /** Keyed by modelCloseId: one close per person and day. */
  closes: Record<string, ModelClose>;
  cashInHand: Partial<Record<Person, Record<string, number>>>;
  /** Reference key → the order it serves, and the return whose refund it paid, for a refund's. */
  references: Record<string, { orderId: string; refundOf?: string }>;
}

export const modelCloseId = (holder: Person) => `close-${holder}`;
export const refundKey = (returnId: string) => `refund-${returnId}`;

/** The orders of the day, none paid: three sold at the counter, one to confirm, three in the rider's runs. */
export function startOfDay(): MoneyState {
  const order = (status: OrderStatus, unitPrice: number, run?: ModelOrder['run']): ModelOrder => ({
    status,
    total: 2 * unitPrice,
    unitPrice,
    units: 2,
    returnedUnits: 0,
    ...(run && { run }),
    moneyVersion: 0,
    refunded: 0,
  });
  return {
    orders: {
      counter1: order('delivered', 4_000),
      counter2: order('delivered', 6_500),
      counter3: order('delivered', 2_500),
      toConfirm: order('confirmed', 3_000),
      runOut: order('outForDelivery', 5_000, { rider: 'rider', today: true }),
      runDone: order('delivered', 7_500, { rider: 'rider', today: true }),
      runYesterday: order('delivered', 3_500, { rider: 'rider', today: false }),
    },
    returns: {},
    refunds: {},
    closes: {},
    cashInHand: {},
    references: {},
  };
}

export const orderNames = Object.keys(startOfDay().orders);

/** A money move, as a person makes it: what they send, with the money version their device saw. */
export type Move =
  | { kind: 'pay'; order: string; by: Person; method: PaymentMethod; reference?: string; seen: number }
  | { kind: 'correct'; order: string; by: Person; method: PaymentMethod; reference?: string; seen: number }
  | { kind: 'handOver'; from: Person; to: Person; orders: string[]; amount: number }
  | { kind: 'close'; holder: Person; by: Person; expected: number; counted: number }
  | { kind: 'refund'; order: string; by: Person; amount: number; method: PaymentMethod; reference?: string }
  | { kind: 'cancel'; order: string; by: Person };

export interface Outcome {
  accepted: boolean;
  /** 'ok', or why it was refused. */
  why: string;
  state: MoneyState;
  /** A refund recorded its return first (a new one), whatever came of the refund. */
  returnRecorded?: string;
}

const refused = (state: MoneyState, why: string, returnRecorded?: string): Outcome => ({
  accepted: false,
  why,
  state,
  ...(returnRecorded && { returnRecorded }),
});
const keyOf = (reference: string | undefined) => (reference === undefined ? '' : paymentReferenceKey(reference));
const goodReference = (method: PaymentMethod, reference: string | undefined) =>
  method === 'mobile-money' ? reference !== undefined && isPaymentReference(reference) : reference === undefined;

function put(state: MoneyState, holder: Person, key: string, amount: number) {
  state.cashInHand[holder] = { ...state.cashInHand[holder], [key]: amount };
}

function drop(state: MoneyState, holder: Person, key: string) {
  const held = { ...state.cashInHand[holder] };
  delete held[key];
  if (Object.keys(held).length === 0) delete state.cashInHand[holder];
  else state.cashInHand[holder] = held;
}

/**
 * A client's payment (the rules' paymentRecord): staff who work orders, or the rider on their own
 * order of today's run and in cash only; the order's first payment, at the version stored plus one
 * (`seen` is the version the device saw), on a sale, with a Mobile Money reference no one holds.
 */
export function firstPayment(state: MoneyState, move: Extract<Move, { kind: 'pay' }>): Outcome {
  const order = state.orders[move.order];
  if (!order) return refused(state, 'no-order');
  if (!can(move.by, 'orders')) {
    const ridersOwn = can(move.by, 'run') && order.run?.rider === move.by && order.run.today;
    if (!ridersOwn) return refused(state, 'not-their-order');
    if (move.method !== 'cash') return refused(state, 'rider-mobile-money');
  }
  if (order.payment !== undefined) return refused(state, 'paid-already');
  if (move.seen !== order.moneyVersion) return refused(state, 'version-moved');
  if (!statusIn(salesStatuses, order.status)) return refused(state, 'not-a-sale');
  if (order.closedIn !== undefined) return refused(state, 'closed');
  if (!goodReference(move.method, move.reference)) return refused(state, 'bad-reference');
  const key = keyOf(move.reference);
  if (key !== '' && key in state.references) return refused(state, 'reference-used');

  const next = structuredClone(state);
  const paid = next.orders[move.order]!;
  paid.payment = move.method;
  if (move.reference !== undefined) paid.reference = move.reference;
  paid.paidBy = move.by;
  paid.moneyVersion += 1;
  if (move.method === 'cash') {
    paid.holder = move.by;
    put(next, move.by, move.order, paid.total);
  }
  if (key !== '') next.references[key] = { orderId: move.order };
  return { accepted: true, why: 'ok', state: next };
}

/**
 * correctPayment: the owner or the manager, on a paid order at the version they saw, its cash not
 * counted in a close and nothing refunded on it, to another payment (a reference no other order holds).
 * The corrector holds the cash of a cash payment from now; a reference given up is let go.
 */
export function correct(state: MoneyState, move: Extract<Move, { kind: 'correct' }>): Outcome {
  if (!can(move.by, 'orders') || !can(move.by, 'figures')) return refused(state, 'not-owner-or-manager');
  if (!goodReference(move.method, move.reference)) return refused(state, 'bad-reference');
  const order = state.orders[move.order];
  if (!order) return refused(state, 'no-order');
  if (order.payment === undefined) return refused(state, 'not-paid');
  if (order.moneyVersion !== move.seen) return refused(state, 'changed');
  if (order.closedIn !== undefined) return refused(state, 'closed');
  if (order.refunded > 0) return refused(state, 'refunded');
  const [newKey, oldKey] = [keyOf(move.reference), keyOf(order.reference)];
  if (move.method === order.payment && newKey === oldKey) return refused(state, 'same');
  const heldBy = newKey === '' ? undefined : state.references[newKey]?.orderId;
  if (heldBy !== undefined && heldBy !== move.order) return refused(state, 'reference-used');

  const next = structuredClone(state);
  const corrected = next.orders[move.order]!;
  if (corrected.holder !== undefined) drop(next, corrected.holder, move.order);
  corrected.payment = move.method;
  if (move.reference !== undefined) corrected.reference = move.reference;
  else delete corrected.reference;
  corrected.paidBy = move.by;
  corrected.moneyVersion += 1;
  if (move.method === 'cash') {
    corrected.holder = move.by;
    put(next, move.by, move.order, corrected.total);
  } else delete corrected.holder;
  const old = oldKey === '' ? undefined : next.references[oldKey];
  if (old && oldKey !== newKey && old.orderId === move.order && old.refundOf === undefined) delete next.references[oldKey];
  if (newKey !== '' && heldBy === undefined) next.references[newKey] = { orderId: move.order };
  return { accepted: true, why: 'ok', state: next };
}

/**
 * receiveCash: staff who work orders receive from someone else the cash of orders that person holds,
 * exactly those orders' total; each order is then held by the receiver, its money version moved.
 */
export function handOver(state: MoneyState, move: Extract<Move, { kind: 'handOver' }>): Outcome {
  if (!can(move.to, 'orders')) return refused(state, 'receiver-cannot');
  if (move.orders.length === 0 || new Set(move.orders).size !== move.orders.length) return refused(state, 'bad-orders');
  if (move.from === move.to) return refused(state, 'from-oneself');
  let total = 0;
  for (const id of move.orders) {
    const order = state.orders[id];
    if (!order || order.payment !== 'cash' || order.holder !== move.from) return refused(state, 'not-held');
    total += order.total;
  }
  if (total !== move.amount) return refused(state, 'wrong-amount');

  const next = structuredClone(state);
  for (const id of move.orders) {
    const order = next.orders[id]!;
    order.holder = move.to;
    order.moneyVersion += 1;
    drop(next, move.from, id);
    put(next, move.to, id, order.total);
  }
  return { accepted: true, why: 'ok', state: next };
}

/**
 * closeCashDay: one's own cash (staff who work orders), anyone's for the owner and the manager; once a
 * person and day (the same close asked again is answered as made). Expected is the cash payments the
 * holder holds less the cash refunds they paid out since; each is then counted in the close.
 */
export function close(state: MoneyState, move: Extract<Move, { kind: 'close' }>): Outcome {
  if (!can(move.by, 'orders')) return refused(state, 'cannot-close');
  if (move.holder !== move.by && !can(move.by, 'figures')) return refused(state, 'someone-elses');
  if (move.counted < 0) return refused(state, 'bad-count');
  const id = modelCloseId(move.holder);
  const made = state.closes[id];
  if (made) {
    const same = made.by === move.by && made.expected === move.expected && made.counted === move.counted;
    return same ? { accepted: true, why: 'ok', state } : refused(state, 'closed-today');
  }
  const orders = Object.keys(state.orders).filter((orderId) => state.orders[orderId]!.holder === move.holder);
  const refunds = Object.keys(state.refunds).filter((returnId) => state.refunds[returnId]!.holder === move.holder);
  const expected =
    orders.reduce((sum, orderId) => sum + state.orders[orderId]!.total, 0) -
    refunds.reduce((sum, returnId) => sum + state.refunds[returnId]!.amount, 0);
  if (expected !== move.expected) return refused(state, 'changed');

  const next = structuredClone(state);
  for (const orderId of orders) {
    const order = next.orders[orderId]!;
    delete order.holder;
    order.closedIn = id;
    order.moneyVersion += 1;
    drop(next, move.holder, orderId);
  }
  for (const returnId of refunds) {
    const refund = next.refunds[returnId]!;
    delete refund.holder;
    refund.closedIn = id;
    drop(next, move.holder, refundKey(returnId));
  }
  next.closes[id] = { holder: move.holder, by: move.by, expected, counted: move.counted, orders, refunds };
  return { accepted: true, why: 'ok', state: next };
}

/**
 * recordReturn then refundReturn, as the console does them: one unit of a delivered order comes back
 * (or the return recorded earlier and not refunded yet is the one refunded), then it is refunded by
 * the method paid, at most its value and what is left of what was paid, a Mobile Money reference once.
 * A return recorded stays recorded when its refund is refused. A cash refund comes out of the
 * refunder's hands until their close.
 */
export function refund(state: MoneyState, move: Extract<Move, { kind: 'refund' }>): Outcome {
  if (!can(move.by, 'orders')) return refused(state, 'cannot-refund');
  const order = state.orders[move.order];
  if (!order) return refused(state, 'no-order');
  let next = state;
  let returnId = Object.keys(state.returns).find(
    (id) => state.returns[id]!.orderId === move.order && state.refunds[id] === undefined,
  );
  let recorded: string | undefined;
  if (returnId === undefined) {
    if (order.status !== 'delivered') return refused(state, 'not-delivered');
    if (order.returnedUnits >= order.units) return refused(state, 'nothing-left-to-return');
    returnId = `return-${Object.keys(state.returns).length + 1}`;
    recorded = returnId;
    next = structuredClone(state);
    next.returns[returnId] = { orderId: move.order, value: order.unitPrice };
    next.orders[move.order]!.returnedUnits += 1;
  }
  const value = next.returns[returnId]!.value;
  if (!goodReference(move.method, move.reference) || move.amount < 1) return refused(next, 'bad-refund', recorded);
  if (order.payment === undefined) return refused(next, 'not-paid', recorded);
  if (move.method !== order.payment) return refused(next, 'other-method', recorded);
  if (move.amount > value) return refused(next, 'above-return', recorded);
  if (move.amount > order.total - order.refunded) return refused(next, 'above-paid', recorded);
  const key = keyOf(move.reference);
  if (key !== '' && key in next.references) return refused(next, 'reference-used', recorded);

  if (next === state) next = structuredClone(state);
  const refunded = next.orders[move.order]!;
  refunded.refunded += move.amount;
  refunded.moneyVersion += 1;
  next.refunds[returnId] = {
    orderId: move.order,
    amount: move.amount,
    method: move.method,
    by: move.by,
    ...(move.reference !== undefined && { reference: move.reference }),
    ...(move.method === 'cash' && { holder: move.by }),
  };
  if (move.method === 'cash') put(next, move.by, refundKey(returnId), -move.amount);
  if (key !== '') next.references[key] = { orderId: move.order, refundOf: returnId };
  return { accepted: true, why: 'ok', state: next, ...(recorded && { returnRecorded: recorded }) };
}

/** A staff move to cancelled, with its reason: staff who work orders, before delivery only. Money stays where it is. */
export function cancel(state: MoneyState, move: Extract<Move, { kind: 'cancel' }>): Outcome {
  if (!can(move.by, 'orders')) return refused(state, 'cannot-cancel');
  const order = state.orders[move.order];
  if (!order) return refused(state, 'no-order');
  if (!movesFrom(order.status).includes('cancelled')) return refused(state, 'not-before-delivery');
  const next = structuredClone(state);
  next.orders[move.order]!.status = 'cancelled';
  return { accepted: true, why: 'ok', state: next };
}

export function apply(state: MoneyState, move: Move): Outcome {
  switch (move.kind) {
    case 'pay':
      return firstPayment(state, move);
    case 'correct':
      return correct(state, move);
    case 'handOver':
      return handOver(state, move);
    case 'close':
      return close(state, move);
    case 'refund':
      return refund(state, move);
    case 'cancel':
      return cancel(state, move);
  }
}

// The recount: written apart from the moves, from the orders and the refunds alone.

/** Where some money is: in a person's hands, counted in a close, or in the shop's Mobile Money account. */
export type Place = `hands:${string}` | `close:${string}` | 'mobile-money';

export interface Recount {
  /** Every franc paid on the orders, and every franc refunded on them. */
  collected: number;
  paidOut: number;
  /** Each paid order's money and each refund's, by where it is: exactly one place each, when all is well. */
  orderPlaces: Record<string, Place[]>;
  refundPlaces: Record<string, Place[]>;
  /** What each person holds, line by line: an order's total, a cash refund's minus its amount. */
  hands: Record<string, Record<string, number>>;
  /** What each close counted: its orders, its refunds and what they come to. */
  closes: Record<string, { orders: string[]; refunds: string[]; net: number }>;
  /** Mobile Money received less Mobile Money refunded. */
  mobileMoney: number;
  /** Reference key → each use of it: `order:<id>` for a payment's, `refund:<returnId>` for a refund's. */
  referenceUses: Record<string, string[]>;
}

export function recount({ orders, refunds }: Pick<MoneyState, 'orders' | 'refunds'>): Recount {
  const result: Recount = {
    collected: 0,
    paidOut: 0,
    orderPlaces: {},
    refundPlaces: {},
    hands: {},
    closes: {},
    mobileMoney: 0,
    referenceUses: {},
  };
  const inClose = (closeId: string) => (result.closes[closeId] ??= { orders: [], refunds: [], net: 0 });
  const inHands = (holder: string) => (result.hands[holder] ??= {});
  const used = (reference: string | undefined, use: string) => {
    if (reference === undefined) return;
    (result.referenceUses[paymentReferenceKey(reference)] ??= []).push(use);
  };

  for (const [orderId, order] of Object.entries(orders)) {
    result.paidOut += order.refunded;
    if (order.payment === undefined) continue;
    result.collected += order.total;
    const places: Place[] = [];
    if (order.payment === 'cash' && order.holder !== undefined) {
      places.push(`hands:${order.holder}`);
      inHands(order.holder)[orderId] = order.total;
    }
    if (order.closedIn !== undefined) {
      places.push(`close:${order.closedIn}`);
      const counted = inClose(order.closedIn);
      counted.orders.push(orderId);
      counted.net += order.total;
    }
    if (order.payment === 'mobile-money') {
      places.push('mobile-money');
      result.mobileMoney += order.total;
    }
    result.orderPlaces[orderId] = places;
    used(order.reference, `order:${orderId}`);
  }

  for (const [returnId, refund] of Object.entries(refunds)) {
    const places: Place[] = [];
    if (refund.method === 'cash' && refund.holder !== undefined) {
      places.push(`hands:${refund.holder}`);
      inHands(refund.holder)[refundKey(returnId)] = -refund.amount;
    }
    if (refund.closedIn !== undefined) {
      places.push(`close:${refund.closedIn}`);
      const counted = inClose(refund.closedIn);
      counted.refunds.push(returnId);
      counted.net -= refund.amount;
    }
    if (refund.method === 'mobile-money') {
      places.push('mobile-money');
      result.mobileMoney -= refund.amount;
    }
    result.refundPlaces[returnId] = places;
    used(refund.reference, `refund:${returnId}`);
  }
  return result;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
const sorted = (values: readonly string[]) => [...values].sort();
const sameList = (a: readonly string[], b: readonly string[]) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const sameMap = (a: Record<string, number> = {}, b: Record<string, number> = {}) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * What is wrong with a day's money, in words (none when all is well): every franc collected is in
 * exactly one place (someone's hands, a close, the Mobile Money account) or paid out as a refund, and
 * they add up; the cash in hand kept by the moves is what the orders and refunds say each person holds;
 * each close expected what its lines come to; a reference key serves one use, and the references kept
 * are exactly those in use, each naming its order.
 */
export function moneyProblems(state: MoneyState): string[] {
  const problems: string[] = [];
  const counted = recount(state);

  for (const [orderId, order] of Object.entries(state.orders)) {
    if (order.payment === undefined) {
      if (order.holder !== undefined || order.closedIn !== undefined || order.reference !== undefined) {
        problems.push(`${orderId} is unpaid but has money somewhere (${JSON.stringify(order)})`);
      }
      if (order.moneyVersion !== 0) problems.push(`${orderId} is unpaid at money version ${order.moneyVersion}`);
    } else {
      const places = counted.orderPlaces[orderId] ?? [];
      if (places.length !== 1) problems.push(`${orderId}'s ${order.total} F is in ${places.length} places: ${places.join(', ')}`);
      if (order.moneyVersion < 1) problems.push(`${orderId} is paid at money version ${order.moneyVersion}`);
    }
    if (order.refunded > order.total) problems.push(`${orderId} refunded ${order.refunded} F of ${order.total} F`);
    const refunds = sum(
      Object.values(state.refunds)
        .filter((refund) => refund.orderId === orderId)
        .map((refund) => refund.amount),
    );
    if (refunds !== order.refunded) problems.push(`${orderId} says ${order.refunded} F refunded, its refunds ${refunds} F`);
  }
  for (const [returnId, places] of Object.entries(counted.refundPlaces)) {
    if (places.length !== 1) problems.push(`refund of ${returnId} is in ${places.length} places: ${places.join(', ')}`);
  }

  const located =
    sum(Object.values(counted.hands).map((held) => sum(Object.values(held)))) +
    sum(Object.values(counted.closes).map((close) => close.net)) +
    counted.mobileMoney;
  if (counted.collected - counted.paidOut !== located) {
    problems.push(
      `${counted.collected} F collected less ${counted.paidOut} F refunded, but ${located} F found in hands, closes and Mobile Money`,
    );
  }

  for (const person of new Set([...Object.keys(counted.hands), ...Object.keys(state.cashInHand)])) {
    const kept = state.cashInHand[person as Person];
    if (!sameMap(kept, counted.hands[person])) {
      problems.push(
        `${person}'s cash in hand is ${JSON.stringify(kept ?? {})}, the orders say ${JSON.stringify(counted.hands[person] ?? {})}`,
      );
    }
  }

  for (const closeId of new Set([...Object.keys(counted.closes), ...Object.keys(state.closes)])) {
    const made = state.closes[closeId];
    const lines = counted.closes[closeId] ?? { orders: [], refunds: [], net: 0 };
    if (!made) {
      problems.push(`${closeId} counts ${JSON.stringify(lines)} but was never made`);
      continue;
    }
    if (made.expected !== lines.net) problems.push(`${closeId} expected ${made.expected} F, its lines come to ${lines.net} F`);
    if (!sameList(made.orders, lines.orders) || !sameList(made.refunds, lines.refunds)) {
      problems.push(
        `${closeId} lists ${JSON.stringify([made.orders, made.refunds])}, the orders say ${JSON.stringify([lines.orders, lines.refunds])}`,
      );
    }
  }

  for (const [key, uses] of Object.entries(counted.referenceUses)) {
    if (uses.length !== 1) problems.push(`reference ${key} is used ${uses.length} times: ${uses.join(', ')}`);
  }
  for (const key of new Set([...Object.keys(counted.referenceUses), ...Object.keys(state.references)])) {
    const kept = state.references[key];
    const use = counted.referenceUses[key]?.[0];
    const wanted =
      use === undefined
        ? undefined
        : use.startsWith('order:')
          ? { orderId: use.slice('order:'.length) }
          : { orderId: state.refunds[use.slice('refund:'.length)]?.orderId, refundOf: use.slice('refund:'.length) };
    if (kept?.orderId !== wanted?.orderId || kept?.refundOf !== wanted?.refundOf) {
      problems.push(`reference ${key} is kept as ${JSON.stringify(kept)}, in use as ${JSON.stringify(wanted)}`);
    }
  }
  return problems;
}
