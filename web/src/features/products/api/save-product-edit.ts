import { Timestamp, deleteField, doc, getDoc, runTransaction, type Firestore } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { normaliseProductDates } from '@kasuwa/contract/schemas';
import { productBodyOf, type ProductFields } from './product-document';
import { changedFields, rebaseEdit } from './product-edit';
import { toStoreProduct, type StoreProduct } from './store-product';
import '../../../components/staff/staff-text-fr-products';

/** Someone saved the product after this form loaded it; `current` is what is stored now. */
export class ProductConflictError extends Error {
  override name = 'ProductConflictError';
  constructor(readonly current: StoreProduct) {
    super('This product was changed by someone else');
  }
}

export class ProductGoneError extends Error {
  override name = 'ProductGoneError';
}

export interface ProductEdit {
  id: string;
  /** The product as the form loaded it: its version guards the save, its fields tell what I changed. */
  base: StoreProduct;
  fields: ProductFields;
  /** Save my changes even though someone else saved since `base`: still only the fields I changed. */
  overwrite?: boolean;
}

/**
 * Saves an edit in a transaction: reads the product, refuses with ProductConflictError when its
 * version moved since the form loaded (unless told to overwrite), and writes only the fields that
 * differ, images merged (see rebaseEdit), with the next version, which the rules require.
 *
 * `time` and `date` are left as they are: they say when the product was put on sale, which the
 * Android app sorts and shows by. A product saved before the rules' shapes gets both normalised,
 * keeping their instant. Images the edit drops lose their files through removeDroppedProductImages.
 */
export async function saveProductEdit(db: Firestore, edit: ProductEdit): Promise<number> {
  try {
    return await saveInTransaction(db, edit);
  } catch (error) {
    // Two saves committed at the same moment: the rules refuse the later one, as its version is no
    // longer the next, before the transaction could see the change and say so itself.
    if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
    const snapshot = await getDoc(doc(db, collections.products, edit.id));
    const current = snapshot.exists() ? toStoreProduct(edit.id, snapshot.data()) : null;
    if (!current || current.version === edit.base.version) throw error;
    if (!edit.overwrite) throw new ProductConflictError(current);
    return saveInTransaction(db, edit);
  }
}

async function saveInTransaction(db: Firestore, { id, base, fields, overwrite = false }: ProductEdit): Promise<number> {
  const ref = doc(db, collections.products, id);
  return runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    const data = snapshot.data();
    if (!data) throw new ProductGoneError(`Product ${id} no longer exists`);
    const current = toStoreProduct(id, data);
    if (current.version !== base.version && !overwrite) throw new ProductConflictError(current);

    const next = rebaseEdit(base, fields, current);
    const dates = normaliseProductDates(current.savedDates.time, current.savedDates.date, Date.now());
    // The whole product is checked, as the rules will check it, though only changes are written.
    const { thumbnails, ...body } = productBodyOf(next, dates.date);
    const version = current.version + 1;
    const update: Record<string, unknown> = { version };
    for (const field of changedFields(current, next)) {
      if (field === 'images') Object.assign(update, { images: body.images, thumbnails: thumbnails ?? deleteField() });
      else update[field] = body[field];
    }
    if (dates.changed.time) update.time = Timestamp.fromMillis(dates.timeMillis);
    if (dates.changed.date) update.date = dates.date;
    transaction.update(ref, update);
    return version;
  });
}
