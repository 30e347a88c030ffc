import type { DocumentReference } from 'firebase-admin/firestore';
import { orderEffectNames, type OrderEffectName } from '@kasuwa/contract/order-workflow';
import { runOrderEffects, type OrderChange, type OrderEffect } from './order-effect';

const change: OrderChange = {
  orderId: 'order-1',
  before: { status: 'new' },
  after: { status: 'cancelled' },
  ref: {} as DocumentReference,
};

/** An effect per name that records what it saw, the named ones failing. */
function effects(failing: OrderEffectName[] = []) {
  const seen: { name: OrderEffectName; change: OrderChange }[] = [];
  const byName = Object.fromEntries(
    orderEffectNames.map((name) => [
      name,
      async (given: OrderChange) => {
        seen.push({ name, change: given });
        if (failing.includes(name)) throw new Error(`${name} broke`);
      },
    ]),
  ) as Record<OrderEffectName, OrderEffect>;
  return { byName, seen };
}

it('hands one write to every effect, in the order the workflow lists them', async () => {
  const { byName, seen } = effects();
  await runOrderEffects(byName, change);
  expect(seen.map(({ name }) => name)).toEqual([...orderEffectNames]);
  expect(seen.every((run) => run.change === change)).toBe(true);
});

it('runs every effect when some fail, then fails the run naming them', async () => {
  const { byName, seen } = effects(['holds', 'tracking']);
  await expect(runOrderEffects(byName, change)).rejects.toThrow('Order effects failed for order-1: holds, tracking');
  expect(seen).toHaveLength(orderEffectNames.length);
});
