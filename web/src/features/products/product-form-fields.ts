import { productLimits } from '@kasuwa/contract/limits';
import type { StaffEditableProductField } from '@kasuwa/contract/schemas';
import type { ProductFields } from './api/product-document';
import { commonColors, commonSizes } from '@kasuwa/contract/variants';
import '../../components/staff/staff-text-fr-products';

/** How the form asks for a field: a line of text, a paragraph, a whole price, or a list of labels. */
type ProductFormField =
  | { kind: 'text' | 'paragraph'; label: string; maxLength: number; suggest?: true }
  | { kind: 'price'; label: string }
  | { kind: 'labels'; legend: string; noun: string; common: readonly string[] };

/**
 * The product form, field by field: one entry per field the contract
 * says staff edit (`satisfies` makes a missing one a compile error). The form, its check and the
 * edit page's start all loop over this table.
 */
export const productFormFields = {
  title: { kind: 'text', label: 'Title', maxLength: productLimits.titleLength },
  price: { kind: 'price', label: 'Price (F CFA)' },
  category: { kind: 'text', label: 'Category', maxLength: productLimits.categoryLength, suggest: true },
  description: { kind: 'paragraph', label: 'Description', maxLength: productLimits.descriptionLength },
  sizes: { kind: 'labels', legend: 'Sizes', noun: 'size', common: commonSizes },
  colors: { kind: 'labels', legend: 'Colours', noun: 'colour', common: commonColors },
} as const satisfies Record<StaffEditableProductField, ProductFormField>;

type Fields = typeof productFormFields;

/** What the form holds while staff type: text as typed for a text or a price, the chosen labels for a list. */
export type ProductFormValues = { [Name in keyof Fields]: Fields[Name]['kind'] extends 'labels' ? string[] : string };

/** The fields that must not be blank: every text and the price. */
export type RequiredField = { [Name in keyof Fields]: Fields[Name]['kind'] extends 'labels' ? never : Name }[keyof Fields];
type LabelField = Exclude<keyof Fields, RequiredField>;

const fieldNames = Object.keys(productFormFields) as (keyof Fields)[];

/** The texts and the price, in the form's order; then the lists of labels. */
export const requiredFields = fieldNames.filter((name): name is RequiredField => productFormFields[name].kind !== 'labels');
export const labelFields = fieldNames.filter((name): name is LabelField => productFormFields[name].kind === 'labels');

export const emptyFormValues = Object.fromEntries<unknown>(
  fieldNames.map((name) => [name, productFormFields[name].kind === 'labels' ? [] : '']),
) as ProductFormValues;

/** The form's values for a product as stored; a product saved without a price shows an empty price. */
export function formValuesOf(fields: Omit<ProductFields, 'price' | 'images'> & { price: number | null }): ProductFormValues {
  return Object.fromEntries<unknown>(
    fieldNames.map((name) => {
      const value = fields[name];
      return [name, Array.isArray(value) ? value : value === null ? '' : String(value)];
    }),
  ) as ProductFormValues;
}

/** The fields to save from values already checked: texts trimmed, the price a number, the lists as chosen. */
export function fieldsOfForm(values: ProductFormValues): Omit<ProductFields, 'images'> {
  const fields = Object.fromEntries<unknown>(
    fieldNames.map((name) => {
      const value = values[name];
      if (typeof value !== 'string') return [name, value];
      return [name, productFormFields[name].kind === 'price' ? Number(value.trim()) : value.trim()];
    }),
  );
  return fields as Omit<ProductFields, 'images'>;
}
