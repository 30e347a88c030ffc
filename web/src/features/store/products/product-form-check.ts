import { productLimits } from '@kasuwa/contract/limits';
import type { ProductFields } from './api/product-document';
import type { FormImage } from './image-list';

export interface ProductFormValues {
  title: string;
  /** As typed: whole F CFA. */
  price: string;
  category: string;
  description: string;
  sizes: string[];
  colors: string[];
}

export type RequiredField = 'title' | 'price' | 'category' | 'description';

type FormCheck =
  | { kind: 'invalid'; message: string; focus: RequiredField | 'images' }
  /** Everything is right but an image is still uploading: the save waits for it. */
  | { kind: 'waiting' }
  | { kind: 'ready'; fields: ProductFields };

export const emptyFormValues: ProductFormValues = { title: '', price: '', category: '', description: '', sizes: [], colors: [] };

const requiredFields: readonly RequiredField[] = ['title', 'price', 'category', 'description'];

/**
 * The checks of Add and Save, in the spec's order: images first, then the four fields. Blank or
 * whitespace-only counts as missing (the spec's original only caught null, so "" slipped through).
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
  return {
    kind: 'ready',
    fields: {
      title: values.title.trim(),
      price: Number(price),
      images: stored,
      category: values.category.trim(),
      sizes: values.sizes,
      colors: values.colors,
      description: values.description.trim(),
    },
  };
}
