import { fakeFirestore } from '../../../test/fake-firestore';
import { productWrites, storedProduct } from '../../../test/fake-product-firestore';
import { ProductConflictError, saveProductEdit } from './save-product-edit';
import { toStoreProduct } from './store-product';
import type { Firestore } from 'firebase/firestore';

jest.mock('firebase/firestore', () => jest.requireActual('../../../test/fake-product-firestore').productFirestoreModule);

const db = {} as Firestore;
const denied = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

function loaded() {
  const data = storedProduct('boubou', { version: 3 });
  return toStoreProduct('boubou', data);
}

beforeEach(() => {
  fakeFirestore.reset();
  productWrites.reset();
});

describe('saveProductEdit when the rules refuse the commit', () => {
  it('reports a conflict when another save moved the version at the same moment', async () => {
    const base = loaded();
    productWrites.beforeUpdate = () => {
      productWrites.beforeUpdate = null;
      storedProduct('boubou', { version: 4, price: 12_000 });
      throw denied;
    };
    const save = saveProductEdit(db, { id: 'boubou', base, fields: { ...base, price: 11_000 } });
    await expect(save).rejects.toBeInstanceOf(ProductConflictError);
    await expect(save).rejects.toMatchObject({ current: { price: 12_000, version: 4 } });
  });

  it('passes the refusal on when the version did not move: the write itself was wrong', async () => {
    const base = loaded();
    productWrites.failWrites = denied;
    await expect(saveProductEdit(db, { id: 'boubou', base, fields: { ...base, price: 11_000 } })).rejects.toBe(denied);
  });
});
