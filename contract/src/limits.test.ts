import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { orderLimits, productLimits, referralLimits } from './limits';
import { referralCodePattern } from './referrals';

const rules = readFileSync(join(__dirname, '..', '..', 'firestore.rules'), 'utf8');

describe('firestore.rules', () => {
  it('caps prices and order totals at the contract limits', () => {
    expect(rules).toContain(`wholeNumber(p.price, ${productLimits.maxPrice})`);
    expect(rules).toContain(`wholeNumber(o.total, ${orderLimits.maxTotal})`);
  });

  it('caps a cancellation reason at the contract limit', () => {
    expect(rules).toContain(`cancelReason(value) {\n      return text(value, ${orderLimits.cancelReasonLength});`);
  });

  it('checks a new campaign with the referral endpoint’s code pattern and the label limit', () => {
    expect(rules).toContain(`code.matches('${referralCodePattern}')`);
    expect(rules).toContain(`text(request.resource.data.label, ${referralLimits.labelLength})`);
  });
});
