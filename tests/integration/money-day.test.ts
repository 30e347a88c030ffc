import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Timestamp } from 'firebase-admin/firestore';
import { collection, doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { receiveCashOutputSchema } from '@kasuwa/contract/cash';
import { closeCashDayOutputSchema } from '@kasuwa/contract/cash-close';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { shopDay } from '@kasuwa/contract/days';
import { functionNames, functionsRegion } from '@kasuwa/contract/functions';
import { paymentReferenceKey, type PaymentMethod } from '@kasuwa/contract/order-statuses';
import { correctPaymentOutputSchema } from '@kasuwa/contract/payments';
import { recordReturnOutputSchema, refundReturnOutputSchema } from '@kasuwa/contract/returns';
import { adminDb } from '../support/admin-app';
import { anonymousCallables, callableOutcome } from '../support/callable-client';
import { signedInClient } from '../support/client-app';
import { functionsOrigin } from '../support/emulators';
import { eventually } from '../support/eventually';
import { newStaffAccount } from '../support/test-accounts';
import {
  apply,
  modelCloseId,
  moneyProblems,
  orderNames,
  people,
  refundKey,
  roleOf,
  startOfDay,
  type ModelOrder,
  type MoneyState,
  type Move,
  type Outcome,
  type Person,
} from './money-model';

/**
 * The property test of a day's money. A day is a random sequence of money moves by the owner, the
 * manager, a seller and a rider on seven orders: first payments (some offline replays: built with the
 * money version the device saw a few moves earlier, and sent late), corrections, hand-overs of cash,
 * refunds (each after its return), cancels and the day's closes, each move by anyone, allowed or not.
 *
 * (a) Over the pure model (money-model.ts), 200 days: after every move, every franc collected is in
 * exactly one place (someone's hands, a close, the Mobile Money account) or paid out as a refund, the
 * cash in hand the moves kept is what the orders say each person holds, each close expected what its
 * lines come to, and no reference key serves two orders; a refused move moves no money, a replay sent
 * after the money moved is refused.
 *
 * (b) On the emulators, three of those days (seeded, 8 to 10 moves each), each with fresh staff of
 * each role and its own seven orders seeded with the Admin SDK: each move is made as the console makes
 * it (a first payment or a cancel written by the client, under the rules; the rest through the
 * callables, refunds through recordReturn then refundReturn), and accepted or refused as the model
 * predicted, its orders' money then as the model says; at the end, once the cash trigger settled,
 * the emulator's orders, returns, cashInHand, closes with their lines and paymentReferences, read back
 * into the model's terms, have no problem and are the model's final state. The seed was picked so that
 * the three days (26 moves) between them accept each kind of move (the rider's cash payment and its
 * hand-over, a cash refund that leaves its refunder's close below zero) and refuse a second payment
 * sent at the version seen and a late one; a test below keeps them so if the generator changes. They
 * take about 40 s, half of it making the twelve accounts.
 */

const referencePool = ['MP-1001', 'mp 1001', 'MP-1002', 'RF-2001', 'rf.2001', 'MP-\u04101003'];
const staffWhoWork = ['owner', 'manager', 'seller'] as const satisfies readonly Person[];

/** A move as generated: who does what, resolved against the state of the day when it is made. */
type Intent =
  | { kind: 'pay'; order: string; onPaid: boolean; by: Person; method: PaymentMethod; ref: number; lateBy: number }
  | { kind: 'correct'; order: string; onPaid: boolean; by: Person; method: PaymentMethod; ref: number; lateBy: number }
  | { kind: 'handOver'; from: Person; fromHolder: boolean; to: Person; pick: 'all' | 'first' | 'withAnother'; amountOff: boolean }
  | { kind: 'close'; holder: Person; by: Person; expectedOff: boolean }
  | {
      kind: 'refund';
      order: string;
      onPaid: boolean;
      by: Person;
      share: 'half' | 'all' | 'over';
      sameMethod: boolean;
      ref: number;
    }
  | { kind: 'cancel'; order: string; by: Person };

const person = fc.constantFrom(...people);
const worker = fc.constantFrom(...staffWhoWork);
const order = fc.constantFrom(...orderNames);
const method = fc.constantFrom<PaymentMethod>('cash', 'mobile-money');
const ref = fc.nat({ max: referencePool.length - 1 });
/** 0: sent at once, with the version seen now; more: an offline replay, built that many moves ago. */
const lateBy = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.integer({ min: 1, max: 6 }) });
/** Whether the move is aimed at an order paid by now (when there is one): `weight` in 10. */
const onPaid = (weight: number) =>
  fc.oneof({ weight, arbitrary: fc.constant(true) }, { weight: 10 - weight, arbitrary: fc.constant(false) });
const intent: fc.Arbitrary<Intent> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('pay' as const), order, onPaid: onPaid(3), by: person, method, ref, lateBy }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('correct' as const),
      order,
      onPaid: onPaid(8),
      by: fc.constantFrom<Person>('owner', 'manager', 'manager', 'seller'),
      method,
      ref,
      lateBy,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('handOver' as const),
      from: person,
      fromHolder: onPaid(7),
      to: person,
      pick: fc.constantFrom('all' as const, 'first' as const, 'withAnother' as const),
      amountOff: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('close' as const), holder: person, by: person, expectedOff: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      order,
      onPaid: onPaid(8),
      by: fc.oneof(worker, person),
      share: fc.constantFrom('half' as const, 'all' as const, 'over' as const),
      sameMethod: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      ref,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order, by: person }) },
);
const day = (minLength: number, maxLength: number) => fc.array(intent, { minLength, maxLength, size: 'max' });

const totalOf = (state: MoneyState, orderIds: readonly string[]) =>
  orderIds.reduce((sum, orderId) => sum + (state.orders[orderId]?.total ?? 0), 0);
const referenceOf = (method: PaymentMethod, at: number) => (method === 'mobile-money' ? referencePool[at] : undefined);

/**
 * The move an intent makes on the day as it stands (`history` ends with it): the version a device saw
 * `lateBy` moves ago, the cash a person holds as their cash in hand shows it (what the console shows).
 */
function resolve(intent: Intent, history: readonly MoneyState[]): Move {
  const state = history[history.length - 1]!;
  const paid = orderNames.filter((orderId) => state.orders[orderId]!.payment !== undefined);
  const aimed = (wanted: string, onPaid: boolean) =>
    onPaid && paid.length > 0 ? paid[orderNames.indexOf(wanted) % paid.length]! : wanted;
  switch (intent.kind) {
    case 'pay':
    case 'correct': {
      const target = aimed(intent.order, intent.onPaid);
      const seenState = history[Math.max(0, history.length - 1 - intent.lateBy)]!;
      const reference = referenceOf(intent.method, intent.ref);
      return {
        kind: intent.kind,
        order: target,
        by: intent.by,
        method: intent.method,
        ...(reference !== undefined && { reference }),
        seen: seenState.orders[target]!.moneyVersion,
      };
    }
    case 'handOver': {
      const holders = people.filter((someone) => Object.keys(state.cashInHand[someone] ?? {}).some((key) => key in state.orders));
      const from = intent.fromHolder && holders.length > 0 ? holders[people.indexOf(intent.from) % holders.length]! : intent.from;
      const held = orderNames.filter((orderId) => state.cashInHand[from]?.[orderId] !== undefined);
      const another = orderNames.find((orderId) => !held.includes(orderId))!;
      const orders =
        intent.pick === 'all'
          ? held.length > 0
            ? held
            : [another]
          : intent.pick === 'first'
            ? [held[0] ?? another]
            : [...held, another];
      return { kind: 'handOver', from, to: intent.to, orders, amount: totalOf(state, orders) + (intent.amountOff ? 500 : 0) };
    }
    case 'close': {
      const shown = Object.values(state.cashInHand[intent.holder] ?? {}).reduce((sum, amount) => sum + amount, 0);
      const expected = shown + (intent.expectedOff ? 500 : 0);
      return { kind: 'close', holder: intent.holder, by: intent.by, expected, counted: Math.max(0, expected) };
    }
    case 'refund': {
      const target = aimed(intent.order, intent.onPaid);
      const { payment = 'cash', unitPrice } = state.orders[target]!;
      const method: PaymentMethod = intent.sameMethod ? payment : payment === 'cash' ? 'mobile-money' : 'cash';
      const amount = { half: Math.floor(unitPrice / 2), all: unitPrice, over: unitPrice + 500 }[intent.share];
      const reference = referenceOf(method, intent.ref);
      return { kind: 'refund', order: target, by: intent.by, amount, method, ...(reference !== undefined && { reference }) };
    }
    case 'cancel':
      return { kind: 'cancel', order: intent.order, by: intent.by };
  }
}

/** The money of the day without the returns, which a refused refund may leave recorded. */
const moneyOf = ({ returns: _returns, orders, ...money }: MoneyState) => ({
  ...money,
  orders: Object.fromEntries(Object.entries(orders).map(([id, { returnedUnits: _units, ...rest }]) => [id, rest])),
});

describe('a day’s money, on the pure model', () => {
  it('keeps every franc in exactly one place after every move of 200 random days', () => {
    const tally: Record<string, { accepted: number; refused: number }> = {};
    const count = (name: string, accepted: boolean) => {
      const seen = (tally[name] ??= { accepted: 0, refused: 0 });
      seen[accepted ? 'accepted' : 'refused'] += 1;
    };
    fc.assert(
      fc.property(day(1, 30), (intents) => {
        const history = [startOfDay()];
        intents.forEach((intent, at) => {
          const before = history[history.length - 1]!;
          const move = resolve(intent, history);
          const outcome = apply(before, move);
          const late = (move.kind === 'pay' || move.kind === 'correct') && move.seen !== before.orders[move.order]!.moneyVersion;
          count(late ? `${move.kind} (late)` : move.kind, outcome.accepted);
          const problems = moneyProblems(outcome.state);
          if (problems.length > 0) {
            throw new Error(`After move ${at + 1}, ${JSON.stringify(move)}: ${outcome.why}\n${problems.join('\n')}`);
          }
          if (!outcome.accepted) expect(moneyOf(outcome.state)).toEqual(moneyOf(before));
          // A payment or a correction built before the money moved never lands.
          if (late) expect(outcome.accepted).toBe(false);
          history.push(outcome.state);
        });
      }),
      { numRuns: 200 },
    );
    // The days were not all refusals: each kind of move was both accepted and refused.
    for (const kind of ['pay', 'correct', 'handOver', 'close', 'refund', 'cancel']) {
      expect({ kind, accepted: (tally[kind]?.accepted ?? 0) > 0, refused: (tally[kind]?.refused ?? 0) > 0 }).toEqual({
        kind,
        accepted: true,
        refused: true,
      });
    }
    expect(tally['pay (late)']?.refused).toBeGreaterThan(0);
  });
});

// (b) The same days on the emulators.

const seed = 10_046;
const emulatorDays = fc.sample(day(8, 10), { seed, numRuns: 3 });
const run = Date.now().toString(36);
const today = () => shopDay(new Date());
const yesterday = () => shopDay(new Date(Date.now() - 86_400_000));

const correctCall = callableOutcome(functionNames.correctPayment, (data) => correctPaymentOutputSchema.parse(data));
const receiveCall = callableOutcome(functionNames.receiveCash, (data) => receiveCashOutputSchema.parse(data));
const closeCall = callableOutcome(functionNames.closeCashDay, (data) => closeCashDayOutputSchema.parse(data));
const recordReturnCall = callableOutcome(functionNames.recordReturn, (data) => recordReturnOutputSchema.parse(data));
const refundCall = callableOutcome(functionNames.refundReturn, (data) => refundReturnOutputSchema.parse(data));

type Member = Awaited<ReturnType<typeof newStaffAccount>> & { db: Firestore; functions: Functions; close(): Promise<void> };

/** Everything a day made on the emulators, for the clean-up and for reading it back in the model's terms. */
interface EmulatedDay {
  tag: string;
  staff: Record<Person, Member>;
  orderIds: Record<string, string>;
  /** The model's return ids → the returns' ids on the emulator (their request ids). */
  returnIds: Map<string, string>;
}
const days: EmulatedDay[] = [];

/** A reference as written on the emulator: the day's tag keeps its key apart from other days' and other tests'. */
const tagged = (reference: string, tag: string) => `${reference}-${tag}`;
const untagged = (reference: string, tag: string) => reference.replace(new RegExp(`-${tag}$`), '');

/** A day's staff: a fresh account of each role, signed in (the rules and the functions see it as the console). */
async function newStaff(): Promise<Record<Person, Member>> {
  const members = await Promise.all(
    people.map(async (someone) => {
      const account = await newStaffAccount(`money-${someone}`, roleOf[someone]);
      const client = await signedInClient(account.email, account.password);
      const functions = getFunctions(client.app, functionsRegion);
      const { hostname, port } = new URL(functionsOrigin);
      connectFunctionsEmulator(functions, hostname, Number(port));
      return [someone, { ...account, db: client.db, functions, close: client.close }] as const;
    }),
  );
  return Object.fromEntries(members) as Record<Person, Member>;
}
const staffOfDays: Record<Person, Member>[] = [];

/** A day on the emulators: its staff, and its seven orders as the model starts them, none paid. */
async function openDay(n: number): Promise<EmulatedDay> {
  const tag = `${run}d${n}`;
  const staff = staffOfDays[n - 1]!;
  const orderIds = Object.fromEntries(orderNames.map((name) => [name, `it-money-${name}-${tag}`]));
  const anHourAgo = Timestamp.fromMillis(Date.now() - 3_600_000);
  await Promise.all(
    Object.entries(startOfDay().orders).map(([name, order]) =>
      adminDb
        .collection(collections.orders)
        .doc(orderIds[name]!)
        .set({
          userId: 'seed-customer-verified',
          items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: order.unitPrice, quantity: order.units }],
          total: order.total,
          status: order.status,
          phone: '+227 96 11 22 33',
          deliveryAddress: 'Plateau, Niamey',
          createdAt: anHourAgo,
          statusChangedAt: anHourAgo,
          ...(order.run && {
            riderId: staff[order.run.rider].uid,
            runDay: order.run.today ? today() : yesterday(),
            runPosition: 1,
          }),
        }),
    ),
  );
  const opened = { tag, staff, orderIds, returnIds: new Map<string, string>() };
  days.push(opened);
  return opened;
}

/** A first payment as the console writes it (record-payment.ts): the order, its record, a reference claimed. */
function clientPayment(emulated: EmulatedDay, move: Extract<Move, { kind: 'pay' }>) {
  const { db, uid } = emulated.staff[move.by];
  const orderRef = doc(db, collections.orders, emulated.orderIds[move.order]!);
  const change = doc(collection(orderRef, orderSubcollections.paymentChanges));
  const reference = move.reference === undefined ? undefined : tagged(move.reference, emulated.tag);
  const batch = writeBatch(db);
  if (reference) {
    batch.set(doc(db, collections.paymentReferences, paymentReferenceKey(reference)), {
      orderId: orderRef.id,
      by: uid,
      at: serverTimestamp(),
    });
  }
  batch.update(orderRef, {
    payment: move.method,
    ...(reference && { paymentReference: reference }),
    paidBy: uid,
    paidAt: serverTimestamp(),
    paymentChangeId: change.id,
    moneyVersion: move.seen + 1,
    ...(move.method === 'cash' && { cashHolder: uid, cashSince: serverTimestamp() }),
  });
  batch.set(change, { payment: move.method, ...(reference && { reference }), by: uid, at: serverTimestamp() });
  return batch.commit();
}

/** A cancel as the console writes it (move-order.ts): the status, with its record of the move. */
function clientCancel(emulated: EmulatedDay, move: Extract<Move, { kind: 'cancel' }>, from: string) {
  const { db, uid } = emulated.staff[move.by];
  const orderRef = doc(db, collections.orders, emulated.orderIds[move.order]!);
  const change = doc(collection(orderRef, orderSubcollections.statusChanges));
  const reason = 'Le client a annulé';
  const batch = writeBatch(db);
  batch.update(orderRef, {
    status: 'cancelled',
    statusChangeId: change.id,
    statusChangedBy: uid,
    statusChangedAt: serverTimestamp(),
    cancelReason: reason,
  });
  batch.set(change, { from, to: 'cancelled', by: uid, at: serverTimestamp(), reason });
  return batch.commit();
}

const written = (write: Promise<void>) =>
  write.then(
    () => true,
    (error: { code?: string }) => {
      if (error.code !== 'permission-denied') throw error;
      return false;
    },
  );
const answered = (answer: { ok?: unknown; code?: string; message?: string }) => {
  if (answer.code === 'functions/internal') throw new Error(`The function failed: ${answer.message}`);
  return answer.ok !== undefined;
};

/** Makes a move on the emulators; answers whether it was accepted, and whether a return was recorded for it. */
async function perform(
  emulated: EmulatedDay,
  move: Move,
  before: MoneyState,
): Promise<{ accepted: boolean; returnRecorded?: string }> {
  const { staff, orderIds, tag } = emulated;
  const reference = 'reference' in move && move.reference !== undefined ? { reference: tagged(move.reference, tag) } : {};
  switch (move.kind) {
    case 'pay':
      return { accepted: await written(clientPayment(emulated, move)) };
    case 'cancel':
      return { accepted: await written(clientCancel(emulated, move, before.orders[move.order]!.status)) };
    case 'correct':
      return {
        accepted: answered(
          await correctCall(staff[move.by].functions, {
            requestId: randomUUID(),
            orderId: orderIds[move.order],
            moneyVersion: move.seen,
            payment: move.method,
            ...reference,
            reason: 'Mal saisi à la caisse',
          }),
        ),
      };
    case 'handOver':
      return {
        accepted: answered(
          await receiveCall(staff[move.to].functions, {
            requestId: randomUUID(),
            from: staff[move.from].uid,
            orderIds: move.orders.map((name) => orderIds[name]),
            amount: move.amount,
          }),
        ),
      };
    case 'close':
      return {
        accepted: answered(
          await closeCall(staff[move.by].functions, {
            holder: staff[move.holder].uid,
            expected: move.expected,
            counted: move.counted,
            ...(move.counted !== move.expected && { note: 'Remboursé en espèces' }),
          }),
        ),
      };
    case 'refund': {
      const open = Object.keys(before.returns).find(
        (returnId) => before.returns[returnId]!.orderId === move.order && before.refunds[returnId] === undefined,
      );
      let returnId = open === undefined ? undefined : emulated.returnIds.get(open);
      let returnRecorded: string | undefined;
      if (returnId === undefined) {
        const requestId = randomUUID();
        const recorded = await recordReturnCall(staff[move.by].functions, {
          requestId,
          orderId: orderIds[move.order],
          lines: [{ line: 0, quantity: 1, restock: false }],
          reason: 'defective',
        });
        if (!answered(recorded)) return { accepted: false };
        returnId = requestId;
        returnRecorded = `return-${Object.keys(before.returns).length + 1}`;
        emulated.returnIds.set(returnRecorded, requestId);
      }
      const refunded = await refundCall(staff[move.by].functions, {
        requestId: randomUUID(),
        returnId,
        method: move.method,
        ...reference,
        amount: move.amount,
      });
      return { accepted: answered(refunded), ...(returnRecorded && { returnRecorded }) };
    }
  }
}

/** The fields of an order that hold its money, as the model and the emulator both say them. */
const orderMoney = (order: ModelOrder | undefined) =>
  order && {
    status: order.status,
    payment: order.payment,
    reference: order.reference,
    paidBy: order.paidBy,
    holder: order.holder,
    closedIn: order.closedIn,
    moneyVersion: order.moneyVersion,
    refunded: order.refunded,
    returnedUnits: order.returnedUnits,
  };

/** The day's orders on the emulator, in the model's terms. */
async function readOrders(emulated: EmulatedDay): Promise<MoneyState['orders']> {
  const personOf = personLookup(emulated);
  const closeOf = (closeId: unknown) => closeLookup(emulated, closeId);
  const read = await adminDb.getAll(
    ...orderNames.map((name) => adminDb.collection(collections.orders).doc(emulated.orderIds[name]!)),
  );
  return Object.fromEntries(
    read.map((snapshot, at) => {
      const data = snapshot.data() ?? {};
      const item = (data.items as { price: number; quantity: number }[])[0]!;
      const order: ModelOrder = {
        status: data.status,
        total: data.total,
        unitPrice: item.price,
        units: item.quantity,
        returnedUnits: Number((data.returnedUnits as Record<string, number> | undefined)?.['0'] ?? 0),
        ...(typeof data.riderId === 'string' && { run: { rider: personOf(data.riderId), today: data.runDay === today() } }),
        ...(data.payment !== undefined && { payment: data.payment }),
        ...(typeof data.paymentReference === 'string' && { reference: untagged(data.paymentReference, emulated.tag) }),
        ...(data.paidBy !== undefined && { paidBy: personOf(data.paidBy) }),
        ...(data.cashHolder !== undefined && { holder: personOf(data.cashHolder) }),
        ...(data.cashClosedIn !== undefined && { closedIn: closeOf(data.cashClosedIn) }),
        moneyVersion: Number(data.moneyVersion ?? 0),
        refunded: Number(data.refunded ?? 0),
      };
      return [orderNames[at]!, order];
    }),
  );
}

/** uid → the person of the day (an unknown uid is kept, marked, so a comparison shows it). */
const personLookup = (emulated: EmulatedDay) => (uid: unknown) =>
  (people.find((someone) => emulated.staff[someone].uid === uid) ?? `unknown ${String(uid)}`) as Person;
const closeLookup = (emulated: EmulatedDay, closeId: unknown) => {
  const holder = people.find((someone) => closeId === `${today()}_${emulated.staff[someone].uid}`);
  return holder ? modelCloseId(holder) : `unknown ${String(closeId)}`;
};

async function readCashInHand(emulated: EmulatedDay): Promise<MoneyState['cashInHand']> {
  const orderName = new Map(Object.entries(emulated.orderIds).map(([name, id]) => [id, name]));
  const returnName = new Map([...emulated.returnIds].map(([modelId, id]) => [refundKey(id), refundKey(modelId)]));
  const read = await adminDb.getAll(
    ...people.map((someone) => adminDb.collection(collections.cashInHand).doc(emulated.staff[someone].uid)),
  );
  const held: MoneyState['cashInHand'] = {};
  read.forEach((snapshot, at) => {
    const entries = Object.entries((snapshot.get('orders') ?? {}) as Record<string, { amount: number }>);
    if (entries.length === 0) return;
    held[people[at]!] = Object.fromEntries(
      entries.map(([key, entry]) => [orderName.get(key) ?? returnName.get(key) ?? `unknown ${key}`, entry.amount]),
    );
  });
  return held;
}

/** All the day's money on the emulator, read back into the model's terms. */
async function readDay(emulated: EmulatedDay): Promise<MoneyState> {
  const personOf = personLookup(emulated);
  const orderName = new Map(Object.entries(emulated.orderIds).map(([name, id]) => [id, name]));
  const returnName = new Map([...emulated.returnIds].map(([modelId, id]) => [id, modelId]));
  const ids = Object.values(emulated.orderIds);
  const [orders, cashInHand, returns, references, closes] = await Promise.all([
    readOrders(emulated),
    readCashInHand(emulated),
    adminDb.collection(collections.orderReturns).where('orderId', 'in', ids).get(),
    adminDb.collection(collections.paymentReferences).where('orderId', 'in', ids).get(),
    adminDb.getAll(
      ...people.map((someone) => adminDb.collection(collections.cashCloses).doc(`${today()}_${emulated.staff[someone].uid}`)),
    ),
  ]);
  const state: MoneyState = { orders, returns: {}, refunds: {}, closes: {}, cashInHand, references: {} };
  for (const found of returns.docs) {
    const returnId = returnName.get(found.id) ?? `unknown ${found.id}`;
    const orderId = orderName.get(found.get('orderId') as string)!;
    state.returns[returnId] = { orderId, value: found.get('amount') as number };
    const refund = found.get('refund') as { method: PaymentMethod; amount: number; by: string; reference?: string } | undefined;
    if (!refund) continue;
    state.refunds[returnId] = {
      orderId,
      amount: refund.amount,
      method: refund.method,
      by: personOf(refund.by),
      ...(refund.reference !== undefined && { reference: untagged(refund.reference, emulated.tag) }),
      ...(found.get('refundCashHolder') !== undefined && { holder: personOf(found.get('refundCashHolder')) }),
      ...(found.get('cashClosedIn') !== undefined && { closedIn: closeLookup(emulated, found.get('cashClosedIn')) }),
    };
  }
  const suffix = paymentReferenceKey(emulated.tag);
  for (const found of references.docs) {
    const key = found.id.endsWith(suffix) ? found.id.slice(0, -suffix.length) : `unknown ${found.id}`;
    const refundOf = found.get('refundOf') as string | undefined;
    state.references[key] = {
      orderId: orderName.get(found.get('orderId') as string)!,
      ...(refundOf !== undefined && { refundOf: returnName.get(refundOf) ?? `unknown ${refundOf}` }),
    };
  }
  for (const [at, made] of closes.entries()) {
    if (!made.exists) continue;
    const lines = await adminDb.collection(collections.cashCloseLines).doc(made.id).get();
    state.closes[modelCloseId(people[at]!)] = {
      holder: personOf(made.get('holder')),
      by: personOf(made.get('by')),
      expected: made.get('expected') as number,
      counted: made.get('counted') as number,
      orders: ((lines.get('orders') ?? []) as { id: string }[])
        .map((line) => orderName.get(line.id) ?? `unknown ${line.id}`)
        .sort(),
      refunds: ((lines.get('refunds') ?? []) as { id: string }[])
        .map((line) => returnName.get(line.id) ?? `unknown ${line.id}`)
        .sort(),
    };
  }
  return state;
}

/** The model's state with each close's lines in order, as readDay gives them. */
const inOrder = (state: MoneyState): MoneyState => ({
  ...state,
  closes: Object.fromEntries(
    Object.entries(state.closes).map(([id, made]) => [
      id,
      { ...made, orders: [...made.orders].sort(), refunds: [...made.refunds].sort() },
    ]),
  ),
});

const describeMove = (move: Move) => JSON.stringify(move);

describe('a day’s money, on the emulators: the model’s predictions hold', () => {
  beforeAll(async () => {
    // Every day's staff first, before any order keeps the triggers busy; and a function's first call
    // starts its worker: start them all at once meanwhile (the calls themselves are refused).
    const visitor = anonymousCallables();
    const [staff] = await Promise.all([
      Promise.all(emulatorDays.map(() => newStaff())),
      ...[correctCall, receiveCall, closeCall, recordReturnCall, refundCall].map((call) => call(visitor.functions, {})),
    ]);
    staffOfDays.push(...staff);
    await visitor.close();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(staffOfDays.flatMap((staff) => Object.values(staff).map((member) => member.close())));
    for (const emulated of days) {
      const ids = Object.values(emulated.orderIds);
      const uids = Object.values(emulated.staff).map((member) => member.uid);
      const [returns, references, corrections, handovers] = await Promise.all([
        adminDb.collection(collections.orderReturns).where('orderId', 'in', ids).get(),
        adminDb.collection(collections.paymentReferences).where('orderId', 'in', ids).get(),
        adminDb.collection(collections.paymentCorrections).where('orderId', 'in', ids).get(),
        adminDb.collection(collections.cashHandovers).where('from', 'in', uids).get(),
      ]);
      await Promise.all([
        ...ids.map((id) => adminDb.collection(collections.orders).doc(id).delete()),
        ...[...returns.docs, ...references.docs, ...corrections.docs, ...handovers.docs].map((found) => found.ref.delete()),
        ...uids.flatMap((uid) => [
          adminDb.collection(collections.cashInHand).doc(uid).delete(),
          adminDb.collection(collections.cashCloses).doc(`${today()}_${uid}`).delete(),
          adminDb.collection(collections.cashCloseLines).doc(`${today()}_${uid}`).delete(),
        ]),
      ]);
    }
  });

  it('plays days that show the point: each kind of move accepted, a second payment and a late one refused', () => {
    const seen = new Set<string>();
    for (const intents of emulatorDays) {
      const history = [startOfDay()];
      for (const intent of intents) {
        const before = history[history.length - 1]!;
        const move = resolve(intent, history);
        const outcome = apply(before, move);
        const version = 'seen' in move ? before.orders[move.order]!.moneyVersion : undefined;
        if (outcome.accepted) seen.add(`${move.kind} by ${move.kind === 'handOver' ? move.to : move.by}`);
        else if (move.kind === 'pay' && outcome.why === 'paid-already' && move.seen === version) seen.add('second payment');
        else if ('seen' in move && move.seen !== version) seen.add('late');
        history.push(outcome.state);
      }
    }
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'cancel by manager',
        'close by manager',
        'correct by manager',
        'handOver by manager',
        'late',
        'pay by owner',
        'pay by rider',
        'refund by owner',
        'second payment',
      ]),
    );
  });

  it.each(
    emulatorDays.map(
      (intents, at) => [`${at + 1} of ${emulatorDays.length}`, intents.map((one) => one.kind).join(', '), intents] as const,
    ),
  )(
    'day %s (%s)',
    async (label, _kinds, intents) => {
      const emulated = await openDay(Number(label.split(' ')[0]));
      const history = [startOfDay()];
      const done: string[] = [];
      for (const intent of intents) {
        const before = history[history.length - 1]!;
        const move = resolve(intent, history);
        const predicted: Outcome = apply(before, move);
        const actual = await perform(emulated, move, before);
        done.push(`${describeMove(move)} → ${actual.accepted ? 'accepted' : 'refused'} (model: ${predicted.why})`);
        const said = `Day ${label}, moves so far:\n${done.join('\n')}`;
        expect({ said, accepted: actual.accepted, returnRecorded: actual.returnRecorded }).toEqual({
          said,
          accepted: predicted.accepted,
          returnRecorded: predicted.returnRecorded,
        });
        const orders = await readOrders(emulated);
        const money = (state: MoneyState['orders']) =>
          Object.fromEntries(orderNames.map((name) => [name, orderMoney(state[name])]));
        expect({ said, orders: money(orders) }).toEqual({ said, orders: money(predicted.state.orders) });
        history.push(predicted.state);
      }
      const final = history[history.length - 1]!;
      // The cash trigger follows the client's payments: its cash in hand settles after the last move.
      await eventually(
        () => readCashInHand(emulated),
        (held) => expectEqual(held, final.cashInHand),
        30_000,
      );
      const read = await readDay(emulated);
      expect(moneyProblems(read)).toEqual([]);
      expect(read).toEqual(inOrder(final));
    },
    120_000,
  );
});

/** Whether two values are equal as Jest's toEqual says it. */
function expectEqual(a: unknown, b: unknown): boolean {
  try {
    expect(a).toEqual(b);
    return true;
  } catch {
    return false;
  }
}
