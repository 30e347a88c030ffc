import { Timestamp } from 'firebase/firestore';
import { productSchema, type Product, type StaffEditableProductField, type ThumbnailSet } from '@kasuwa/contract/schemas';
import type { StoredImage } from './store-product';

/**
 * What the form decides: the contract's staff-editable fields, typed as the schema types them, and the
 * images with their thumbnails; `time` and `date` are added when the product is first saved.
 */
export type ProductFields = Pick<Product, StaffEditableProductField> & { images: StoredImage[] };

interface ProductBody {
  title: string;
  price: number;
  images: string[];
  /** Absent when one image has no thumbnail set: the list is parallel to `images` or not there. */
  thumbnails?: ThumbnailSet[];
  category: string;
  sizes: string[];
  colors: string[];
  description: string;
}

class InvalidProductError extends Error {
  override name = 'InvalidProductError';
}

/**
 * The document's fields, trimmed and checked with the contract's productSchema before anything is
 * written, as firestore.rules will check them. `time` is serverTimestamp() at write, a sentinel the
 * schema cannot read, so the check is made with the current time in its place.
 */
export function productBodyOf(fields: ProductFields, date: string): ProductBody {
  const thumbnails = fields.images.map((image) => image.thumbnails);
  const complete = thumbnails.every((set): set is ThumbnailSet => set !== undefined);
  const parsed = productSchema.safeParse({
    title: fields.title,
    price: fields.price,
    images: fields.images.map((image) => image.url),
    ...(complete && { thumbnails }),
    category: fields.category,
    sizes: fields.sizes,
    colors: fields.colors,
    description: fields.description,
    time: Timestamp.now(),
    date,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidProductError(`The product is not valid: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const { time: _checkedTime, date: _checkedDate, ...body } = parsed.data;
  return body;
}
