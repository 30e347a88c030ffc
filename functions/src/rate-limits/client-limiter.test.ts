import { createClientLimiter, referralHitLimit } from './client-limiter';

describe('the per-client limit of referral hits', () => {
  it(`lets a burst of ${referralHitLimit.burst} through, then ${referralHitLimit.perSecond} a second`, () => {
    let time = 0;
    const limiter = createClientLimiter({ now: () => time });
    const burst = Array.from({ length: referralHitLimit.burst + 5 }, () => limiter.allow('203.0.113.9'));
    expect(burst.filter(Boolean)).toHaveLength(referralHitLimit.burst);
    time += 1000;
    const next = Array.from({ length: referralHitLimit.perSecond + 5 }, () => limiter.allow('203.0.113.9'));
    expect(next.filter(Boolean)).toHaveLength(referralHitLimit.perSecond);
    // Another address has its own budget.
    expect(limiter.allow('198.51.100.1')).toBe(true);
  });

  it('stays bounded under a flood of addresses, serving each new one', () => {
    let time = 0;
    const limiter = createClientLimiter({ burst: 2, perSecond: 1, maxClients: 100, now: () => time });
    for (let address = 0; address < 1_000; address += 1) {
      time += 1;
      expect(limiter.allow(`10.0.${address >> 8}.${address & 255}`)).toBe(true);
    }
  });
});
