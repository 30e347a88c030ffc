import { z } from 'zod';

/**
 * Stock per product × size × colour, held by the server: a variant whose stock document exists sells
 * at most `available` more units; a variant without one sells as before stock existed (stock is
 * optional, so installed apps and products nobody counted keep selling). Documents are kept apart from
 * products, so a sale never conflicts with a product edit. Functions only write them.
 */
export const stockCollections = { stock: 'stock', movements: 'stockMovements' } as const;

/** A variant: a product, and its size and colour when the product has them. */
export interface Variant {
  productId: string;
  size?: string;
  color?: string;
}

/** The stock document's id: each part escaped, so a "/" in a size cannot make a path, and ":" between. */
export function stockIdOf({ productId, size, color }: Variant): string {
  return [productId, size ?? '', color ?? ''].map(encodeURIComponent).join(':');
}

export const stockSchema = z
  .object({
    productId: z.string().min(1).max(128),
    size: z.string().max(24).nullable(),
    color: z.string().max(24).nullable(),
    /** Units that can still be sold: on hand, less those in open orders. Never below 0. */
    available: z.number().int().min(0),
    /** Units in open orders: back to `available` when an order is cancelled, gone when it is delivered. */
    reserved: z.number().int().min(0).default(0),
  })
  .passthrough();

export type Stock = z.infer<typeof stockSchema>;

/** Why stock moved: an order took it, a cancellation gave it back, a delivery consumed it, staff counted it. */
export const stockMovementReasons = ['order', 'cancel', 'deliver', 'staff'] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];

/** Why an order cannot have a variant, in French for the shopper: sold out, or how many are left. */
export function soldOutMessage(title: string, variant: Variant, left: number): string {
  const options = [variant.size, variant.color].filter(Boolean).join(', ');
  const name = `${title}${options ? ` (${options})` : ''}`;
  return left === 0 ? `Épuisé : ${name}.` : `Épuisé : il ne reste que ${left} × ${name}.`;
}

/** The most units staff may set for one variant: far above a Niamey shop's shelf, far below a typo's damage. */
export const maxStockUnits = 100_000;

/**
 * setStock input (staff only): how many units of a variant can be sold from now on (0: sold out). The
 * size and colour must be the product's own. Units in open orders stay reserved.
 */
export const setStockInputSchema = z
  .object({
    productId: z
      .string()
      .min(1)
      .max(128)
      .regex(/^[^/]+$/),
    size: z.string().trim().min(1).max(24).optional(),
    color: z.string().trim().min(1).max(24).optional(),
    available: z.number().int().min(0).max(maxStockUnits),
  })
  .strict();
export type SetStockInput = z.infer<typeof setStockInputSchema>;

export const setStockOutputSchema = z
  .object({ stockId: z.string(), available: z.number().int(), reserved: z.number().int() })
  .strict();
export type SetStockOutput = z.infer<typeof setStockOutputSchema>;
