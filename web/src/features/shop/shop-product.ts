import { readProduct } from '@kasuwa/contract/records';
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
  /** What the customer chooses from before adding, where the product offers a choice. */
  sizes: string[];
  colors: string[];
}

/**
 * A zzstoreProducts document as the shop can show it, or null when it cannot: no title, no valid
 * price or no picture. The Android app writes this collection too, so it is read through the
 * contract's reader, which takes nothing on trust.
 */
export function parseProduct(id: string, data: unknown): ShopProduct | null {
  const { title, price, images, category, description, sizes, colors } = readProduct(data);
  const [first] = images;
  if (!title || price === null || !first) return null;
  // Products saved before thumbnails existed (or by the Android app) have only full-size images.
  const pictures = first.thumbnails
    ? {
        image: {
          src: first.thumbnails.w400,
          srcset: `${first.thumbnails.w200} 200w, ${first.thumbnails.w400} 400w, ${first.thumbnails.w800} 800w`,
        },
        cartImage: first.thumbnails.w200,
      }
    : { image: { src: first.url }, cartImage: first.url };
  return { id, title, price, category, description, ...pictures, sizes, colors };
}

/** The documents the shop can show, in their order; the others are left out and counted in the console. */
export function shopProducts(documents: readonly ProductDocument[]): ShopProduct[] {
  const products = documents.flatMap(({ id, data }) => parseProduct(id, data) ?? []);
  if (products.length < documents.length) {
    console.warn(`${documents.length - products.length} product document(s) left out of the shop: not in the expected shape`);
  }
  return products;
}
