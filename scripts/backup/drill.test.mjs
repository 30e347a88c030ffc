import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonical, differences } from './drill.mjs';

test('a stored value reads the same whatever the order of its map keys, and keeps its types', () => {
  const a = { mapValue: { fields: { total: { integerValue: '12000' }, at: { timestampValue: '2026-11-26T10:00:00Z' } } } };
  const b = { mapValue: { fields: { at: { timestampValue: '2026-11-26T10:00:00Z' }, total: { integerValue: '12000' } } } };
  assert.equal(canonical(a), canonical(b));
  assert.notEqual(canonical({ integerValue: '1' }), canonical({ stringValue: '1' }));
  assert.notEqual(
    canonical({ arrayValue: { values: [{ stringValue: 'M' }, { stringValue: 'L' }] } }),
    canonical({ arrayValue: { values: [{ stringValue: 'L' }, { stringValue: 'M' }] } }),
  );
});

test('the drill names each collection, and the accounts, that did not come back equal', () => {
  const before = {
    collections: { orders: { documents: 2, hash: 'a' }, products: { documents: 1, hash: 'b' } },
    accounts: { count: 3, hash: 'c' },
  };
  assert.deepEqual(differences(before, structuredClone(before)), []);
  const after = {
    collections: { orders: { documents: 2, hash: 'changed' }, posts: { documents: 1, hash: 'd' } },
    accounts: { count: 2, hash: 'c' },
  };
  assert.deepEqual(differences(before, after), ['orders', 'posts', 'products', 'Auth accounts']);
});
