import { productLimits } from '@kasuwa/contract/limits';
import type { ProductFields } from './api/product-document';
import type { StaffTextId } from '../../components/staff/staff-language';
import type { FormImage } from './image-list';
import { fieldsOfForm, requiredFields, type ProductFormValues, type RequiredField } from './product-form-fields';
import '../../components/staff/staff-text-fr-products';

type FormCheck =
  | { kind: 'invalid'; message: StaffTextId; focus: RequiredField | 'images' }
  /** Everything is right but an image is still uploading: the save waits for it. */
  | { kind: 'waiting' }
  | { kind: 'ready'; fields: ProductFields };

/**
 * The checks of Add and Save, in the spec's order: images first, then the fields that must not be
 * blank (the spec's four, in the form's order). Blank or whitespace-only counts as missing (the
 * spec's original only caught null, so "" slipped through).
 */
export function checkProductForm(values: ProductFormValues, images: readonly FormImage[]): FormCheck {
  if (images.length === 0) return { kind: 'invalid', message: 'Please select images first!', focus: 'images' };
  const missing = requiredFields.find((field) => values[field].trim() === '');
  if (missing) return { kind: 'invalid', message: 'Please fill all fields', focus: missing };
  const price = values.price.trim();
  if (!/^\d+$/.test(price) || Number(price) > productLimits.maxPrice) {
    return { kind: 'invalid', message: 'Enter the price as a whole number of F CFA, 0 or more.', focus: 'price' };
  }
  if (images.some((image) => image.upload.status === 'failed')) {
    return { kind: 'invalid', message: 'An image could not be uploaded: retry it or remove it.', focus: 'images' };
  }
  const stored = images.flatMap((image) => (image.upload.status === 'ready' ? [image.upload.image] : []));
  if (stored.length < images.length) return { kind: 'waiting' };
  return { kind: 'ready', fields: { ...fieldsOfForm(values), images: stored } };
}
