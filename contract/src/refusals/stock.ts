/** setStock. */
export const stockRefusals = {
  'no-product': 'There is no such product.',
  'size-not-offered': 'Choose one of the product’s sizes: {offered}.',
  'colour-not-offered': 'Choose one of the product’s colours: {offered}.',
  'no-sizes': 'This product has no sizes: choose none.',
  'no-colours': 'This product has no colours: choose none.',
} as const;
