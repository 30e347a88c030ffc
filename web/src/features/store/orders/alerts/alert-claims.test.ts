import { claimAlert } from './alert-claims';

beforeEach(() => localStorage.clear());

it('lets one tab alert about an order, once, and remembers the last 200 orders', async () => {
  const claims = await Promise.all([claimAlert('order-1'), claimAlert('order-1'), claimAlert('order-2')]);
  expect(claims).toEqual([true, false, true]);
  expect(await claimAlert('order-1')).toBe(false);
  for (let index = 0; index < 200; index += 1) await claimAlert(`later-${index}`);
  expect(await claimAlert('order-1')).toBe(true);
});

it('still alerts when what the device kept is unreadable', async () => {
  localStorage.setItem('kasuwa.alerted-orders', '{not json');
  expect(await claimAlert('order-3')).toBe(true);
});
