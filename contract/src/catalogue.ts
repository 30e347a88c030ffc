import { searchText } from './catalogue-search';
import { productLimits } from './limits';
import { readProduct } from './records/product';
import { isRecord, text, webUrl, wholeNumber } from './records/values';

/** Products per answer of the catalogue function: /boutique's first view, then each "more". */
export const cataloguePageSize = 24;

/** What /boutique may ask: a page number, a search of a few words, a category as stored. */
export const catalogueQueryLimits = { maxPage: 1000, searchLength: 80, categoryLength: productLimits.categoryLength } as const;

interface CatalogueImage {
  src: string;
  /** Set when the product has thumbnails: their three widths. */
  srcset?: string;
}

/** A product as /boutique shows it and the catalogue function sends it. */
export interface CatalogueProduct {
  id: string;
  title: string;
  price: number;
  category: string;
  image: CatalogueImage;
  /** The smallest picture, which the cart keeps. */
  cartImage: string;
  /** What the customer chooses from before adding, where the product offers a choice. */
  sizes: string[];
  colors: string[];
  /** The variants sold out (variantKey of each), when any: /boutique offers no add to cart for them. */
  soldOut?: string[];
}

/** A catalogue product as the catalogue documents keep it: with what a search looks through and its age. */
export interface CatalogueEntry extends CatalogueProduct {
  /** searchText of the title, category and description. */
  search: string;
  /** Milliseconds of the product's `time`, for newest first; 0 when it has none. */
  time: number;
}

/**
 * A zzstoreProducts document as the shop can show it (with its variants sold out), or null when it cannot: no title, no valid
 * price or no picture. The Android app writes this collection too, so it is read through the
 * contract's reader, which takes nothing on trust.
 */
export function catalogueEntry(id: string, data: unknown, soldOut: string[] = []): CatalogueEntry | null {
  const { title, price, images, category, description, sizes, colors, createdAt } = readProduct(data);
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
  const search = searchText({ title, category, description });
  // Only when some are: every byte of the catalogue goes to every visitor's phone.
  return {
    id,
    title,
    price,
    category,
    ...pictures,
    sizes,
    colors,
    ...(soldOut.length > 0 && { soldOut }),
    search,
    time: createdAt,
  };
}

const textList = (value: unknown) => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);

/** A catalogue product sent over the network or kept by the functions, or null when it is not one. */
export function readCatalogueProduct(value: unknown): CatalogueProduct | null {
  if (!isRecord(value) || !isRecord(value.image)) return null;
  const [id, title, src, cartImage] = [text(value.id), text(value.title), webUrl(value.image.src), webUrl(value.cartImage)];
  const price = wholeNumber(value.price, 0, productLimits.maxPrice);
  if (!id || !title || price === null || !src || !cartImage) return null;
  const srcset = text(value.image.srcset);
  const soldOut = textList(value.soldOut);
  return {
    id,
    title,
    price,
    category: text(value.category),
    image: srcset ? { src, srcset } : { src },
    cartImage,
    sizes: textList(value.sizes),
    colors: textList(value.colors),
    ...(soldOut.length > 0 && { soldOut }),
  };
}

/** One answer of the catalogue function. */
export interface CatalogueAnswer {
  /** The page asked for, newest first. */
  products: CatalogueProduct[];
  /** Products matching the search and category, over every page. */
  matches: number;
  /** Products in the whole catalogue. */
  total: number;
  page: number;
  /** Pages of matches: 0 when nothing matches. */
  pages: number;
  /** Every category of the whole catalogue, in French order. */
  categories: string[];
}

const count = (value: unknown) => wholeNumber(value, 0, Number.MAX_SAFE_INTEGER);

/** An answer as the page received it, or null when it is not one; products it cannot read are left out. */
export function readCatalogueAnswer(value: unknown): CatalogueAnswer | null {
  if (!isRecord(value) || !Array.isArray(value.products)) return null;
  const [matches, total, page, pages] = [count(value.matches), count(value.total), count(value.page), count(value.pages)];
  if (matches === null || total === null || page === null || pages === null) return null;
  const products = value.products.flatMap((product) => readCatalogueProduct(product) ?? []);
  return { products, matches, total, page, pages, categories: textList(value.categories) };
}
