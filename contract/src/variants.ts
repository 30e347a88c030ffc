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

export type ChosenVariant = { size?: string; color?: string };

/** The values a choice still allows: the one chosen, or every one the product offers (none: the product has no such choice). */
const allowed = (chosen: string | undefined, offered: readonly string[]): readonly (string | undefined)[] =>
  chosen !== undefined ? [chosen] : offered.length > 0 ? offered : [undefined];

/** Whether every variant the choices so far allow is in `keys` (variantKey of each): sold out, say. */
export function everyAllowedVariantIn(
  keys: readonly string[] | undefined,
  product: { sizes: readonly string[]; colors: readonly string[] },
  chosen: ChosenVariant,
): boolean {
  if (!keys) return false;
  const listed = new Set(keys);
  return allowed(chosen.size, product.sizes).every((size) =>
    allowed(chosen.color, product.colors).every((color) =>
      listed.has(variantKey({ ...(size !== undefined && { size }), ...(color !== undefined && { color }) })),
    ),
  );
}

/** The sizes the product form offers in one tap; staff may type others. */
export const commonSizes = ['S', 'M', 'L', 'XL', 'XXL'];
/** The colours it offers: customers read them in the French catalogue and app, as the seeded products' colours are. */
export const commonColors = ['Noir', 'Blanc', 'Rouge', 'Bleu', 'Vert', 'Jaune'];
