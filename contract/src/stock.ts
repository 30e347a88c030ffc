import { z } from 'zod';
import { productLimits } from './limits';
import type { OrderRefusal } from './refusals/orders';
import { variantKey, type Variant } from './variants';

/** The one document of stockSettings: the shop's settings for stock. */
export const stockSettingsDocId = 'shop';

/** The stock document's id: each part escaped, so a "/" in a size cannot make a path, and ":" between. */
export function stockIdOf(variant: Variant): string {
  return `${encodeURIComponent(variant.productId)}:${variantKey(variant)}`;
}

/** The most units staff may set for one variant: far above a Niamey shop's shelf, far below a typo's damage. */
export const maxStockUnits = 100_000;

export const stockSchema = z
  .object({
    productId: z.string().min(1).max(128),
    size: z.string().max(24).nullable(),
    color: z.string().max(24).nullable(),
    /** Units that can still be sold: on hand, less those in open orders. Never below 0. */
    available: z.number().int().min(0),
    /** Units in open orders: back to `available` when an order is cancelled, gone when it is delivered. */
    reserved: z.number().int().min(0).default(0),
    /** At or below this many units the variant is low on stock; null: the shop's default. Set per product. */
    lowAt: z.number().int().min(0).max(maxStockUnits).nullable().default(null),
    /** Kept by the server from `available`, `lowAt` and the shop's default, for the dashboard's list. */
    low: z.boolean().optional(),
    /** The product's title when staff last set this stock: the dashboard's list names the variant without reading the product. */
    title: z.string().max(120).optional(),
  })
  .passthrough();

export type Stock = z.infer<typeof stockSchema>;

/** Why stock moved: an order took it, a cancellation gave it back, a delivery consumed it, staff counted it, a return brought it back. */
export const stockMovementReasons = ['order', 'cancel', 'deliver', 'staff', 'return'] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];

/** Why an order cannot have a variant: its French for the shopper (placeOrder's message), and its code for the console. */
export interface SoldOut {
  message: string;
  refusal: Extract<OrderRefusal, 'sold-out' | 'few-left'>;
  values: { item: string };
}

/**
 * Sold out, or only a few left. Never the count itself: a shopper asking again and again learns
 * nothing a competitor could use.
 */
export function soldOut(title: string, variant: Variant, left: number): SoldOut {
  const options = [variant.size, variant.color].filter(Boolean).join(', ');
  const item = `${title}${options ? ` (${options})` : ''}`;
  return left === 0
    ? { message: `Épuisé : ${item}.`, refusal: 'sold-out', values: { item } }
    : {
        message: `Plus que quelques-uns : ${item}. Commandez-en moins, ou appelez la boutique.`,
        refusal: 'few-left',
        values: { item },
      };
}

const variantChoice = z.string().trim().min(1).max(24).optional();

/** The shop-wide low-stock threshold when none is stored yet, and its settings document. */
export const defaultLowStockAt = 5;
export const stockSettingsSchema = z.object({ lowAt: z.number().int().min(0).max(maxStockUnits) }).passthrough();

/** Is a variant low on stock: at or below its product's threshold, else the shop's. */
export const isLowStock = (available: number, lowAt: number | null, shopLowAt: number) => available <= (lowAt ?? shopLowAt);

/**
 * setStock input (staff only): for variants of one product, how many units can be sold from now on (0:
 * sold out), and optionally the product's low-stock threshold (null: the shop's default). Each size and
 * colour must be the product's own; units in open orders stay reserved; all are written together.
 */
export const setStockInputSchema = z
  .object({
    productId: z
      .string()
      .min(1)
      .max(128)
      .regex(/^[^/]+$/),
    variants: z
      .array(
        z.object({ size: variantChoice, color: variantChoice, available: z.number().int().min(0).max(maxStockUnits) }).strict(),
      )
      .min(1)
      .max(productLimits.maxLabels * productLimits.maxLabels)
      .refine((variants) => new Set(variants.map(variantKey)).size === variants.length, 'Each variant may appear once.'),
    lowAt: z.number().int().min(0).max(maxStockUnits).nullable().optional(),
  })
  .strict();
export type SetStockInput = z.infer<typeof setStockInputSchema>;

const stockCount = z.object({ stockId: z.string(), available: z.number().int(), reserved: z.number().int() }).strict();
export const setStockOutputSchema = z.object({ variants: z.array(stockCount) }).strict();
export type SetStockOutput = z.infer<typeof setStockOutputSchema>;

/** setLowStockDefault input (staff only): the shop-wide threshold for products without their own. */
export const setLowStockDefaultInputSchema = z.object({ lowAt: z.number().int().min(0).max(maxStockUnits) }).strict();
export type SetLowStockDefaultInput = z.infer<typeof setLowStockDefaultInputSchema>;
export const setLowStockDefaultOutputSchema = z.object({ lowAt: z.number().int(), variantsChecked: z.number().int() }).strict();
export type SetLowStockDefaultOutput = z.infer<typeof setLowStockDefaultOutputSchema>;
