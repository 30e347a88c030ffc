import { operationsLimits } from '@kasuwa/contract/limits';
import { createReportBudget } from './report-budget';

/** Many addresses, as a crowd of phones or one attacker's network of them. */
const addressOf = (index: number) => `198.51.${Math.floor(index / 250)}.${index % 250}`;

describe('the error reports budget', () => {
  it('keeps a flood of one error from any number of addresses to its own budget: a new error still gets through', () => {
    const budget = createReportBudget();
    let taken = 0;
    for (let sender = 0; sender < 2_000; sender += 1) {
      if (budget.allowSender(addressOf(sender)) && budget.allowReport('2026-11-26T10.flood', addressOf(sender))) taken += 1;
    }
    expect(taken).toBe(operationsLimits.reportsPerKindPerMinute);
    expect(budget.allowSender('203.0.113.9') && budget.allowReport('2026-11-26T10.real', '203.0.113.9')).toBe(true);
  });

  it('budgets an IPv6 sender by its /64, however many of its addresses it uses', () => {
    const budget = createReportBudget();
    const sent = Array.from({ length: 100 }, (_, index) => budget.allowSender(`2001:db8:aa:1::${index.toString(16)}`));
    expect(sent.filter(Boolean)).toHaveLength(operationsLimits.reportsPerMinute);
    expect(budget.allowSender('2001:db8:aa:2::1')).toBe(true);
  });

  it('limits the new kinds each address and all together may report, so the writes stay bounded', () => {
    const budget = createReportBudget();
    const fromOne = Array.from({ length: 10 }, (_, index) => budget.allowReport(`hour.one-${index}`, '203.0.113.9'));
    expect(fromOne.filter(Boolean)).toHaveLength(operationsLimits.newKindsPerMinute);
    let newKinds = fromOne.filter(Boolean).length;
    for (let sender = 0; sender < 100; sender += 1) {
      for (let kind = 0; kind < 3; kind += 1) if (budget.allowReport(`hour.${sender}-${kind}`, addressOf(sender))) newKinds += 1;
    }
    expect(newKinds).toBe(operationsLimits.newKindsPerMinuteInAll);
  });
});
