/**
 * A variant: a product, and its size and colour when the product has them. What stock is counted per
 * and what /boutique marks sold out; no zod here, so the public pages can use it for a few bytes.
 */
export interface Variant {
  productId: string;
  size?: string;
  color?: string;
}

/** A variant within its product: size and colour escaped, ":" between ("" for a product without either). */
export function variantKey({ size, color }: Omit<Variant, 'productId'>): string {
  return [size ?? '', color ?? ''].map(encodeURIComponent).join(':');
}

/** The sizes the product form offers in one tap; staff may type others. */
export const commonSizes = ['S', 'M', 'L', 'XL', 'XXL'];
/** The colours it offers: customers read them in the French catalogue and app, as the seeded products' colours are. */
export const commonColors = ['Noir', 'Blanc', 'Rouge', 'Bleu', 'Vert', 'Jaune'];
