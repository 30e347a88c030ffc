import { isRecord, maxPrice, text, wholeNumber, webUrl } from '../../lib/cart/untrusted-values';
import type { ProductDocument } from './api/list-products';

interface ShopImage {
  src: string;
  /** Set when the product has thumbnails: their three widths. */
  srcset?: string;
}

/** A product as /boutique shows it. */
export interface ShopProduct {
  id: string;
  title: string;
  price: number;
  category: string;
  /** Searched too, never shown in the list. */
  description: string;
  image: ShopImage;
  /** The smallest picture, which the cart keeps. */
  cartImage: string;
}

function mainImage(data: Record<string, unknown>): { image: ShopImage; cartImage: string } | null {
  const set: Record<string, unknown> = Array.isArray(data.thumbnails) && isRecord(data.thumbnails[0]) ? data.thumbnails[0] : {};
  const [w200, w400, w800] = [webUrl(set.w200), webUrl(set.w400), webUrl(set.w800)];
  if (w200 && w400 && w800) {
    return { image: { src: w400, srcset: `${w200} 200w, ${w400} 400w, ${w800} 800w` }, cartImage: w200 };
  }
  // Products saved before thumbnails existed (or by the Android app) have only full-size images.
  const original = webUrl(Array.isArray(data.images) ? data.images[0] : undefined);
  return original ? { image: { src: original }, cartImage: original } : null;
}

/**
 * A zzstoreProducts document as the shop can show it, or null when it cannot: no title, no valid
 * price or no picture. The Android app writes this collection too, so nothing is taken on trust.
 */
export function parseProduct(id: string, data: unknown): ShopProduct | null {
  if (!isRecord(data)) return null;
  const title = text(data.title);
  const price = wholeNumber(data.price, 0, maxPrice);
  const pictures = mainImage(data);
  if (!title || price === null || !pictures) return null;
  return { id, title, price, category: text(data.category), description: text(data.description), ...pictures };
}

/** The documents the shop can show, in their order; the others are left out and counted in the console. */
export function shopProducts(documents: readonly ProductDocument[]): ShopProduct[] {
  const products = documents.flatMap(({ id, data }) => parseProduct(id, data) ?? []);
  if (products.length < documents.length) {
    console.warn(`${documents.length - products.length} product document(s) left out of the shop: not in the expected shape`);
  }
  return products;
}
