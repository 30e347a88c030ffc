import { meterAggregation, meterQuery, meterSnapshot, type ReadMeter } from './read-meter';

const meter = () => (globalThis as { kasuwaReads?: ReadMeter }).kasuwaReads;

describe('the read meter', () => {
  it('counts what Firestore bills: documents, one for an empty query, a read per 1,000 counted', () => {
    const before = meter()?.documents ?? 0;
    meterQuery('orders', { docs: [1, 2, 3] });
    meterQuery('orders', { docs: [] });
    meterSnapshot('orders', 0, true);
    meterSnapshot('orders', 0, false);
    meterSnapshot('orders', 2, false);
    meterAggregation('sales', 0);
    meterAggregation('sales', 100_000);
    meterAggregation('sales', 1_001);
    expect((meter()?.documents ?? 0) - before).toBe(3 + 1 + 1 + 0 + 2 + 1 + 100 + 2);
    expect(meter()?.bySource).toMatchObject({ orders: 7, sales: 103 });
  });
});
