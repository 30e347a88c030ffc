import { searchText } from './catalogue-search';
import { productLimits } from './limits';
import { readProduct, type StoredImage } from './records/product';
import { isRecord, text, webUrl, wholeNumber } from './records/values';

const textList = (value: unknown) => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);

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

/** The most characters of a description a product's page (/boutique/<id>) shows and shares. */
export const productSummaryLength = 300;

/**
 * What only a product's own page (/boutique/<id>) shows: kept in its catalogue entry, so the page costs
 * one read, and never sent to /boutique, whose cards do without.
 */
export interface ProductPageFields {
  /** The pictures after the first, each as the first is given. */
  photos?: CatalogueImage[];
  /** The description's opening, at most productSummaryLength characters. */
  summary?: string;
  /** The variants with only a few units left (variantKey of each): low, not sold out. */
  fewLeft?: string[];
}

/** A catalogue product as the catalogue documents keep it: with what a search looks through and its age. */
export interface CatalogueEntry extends CatalogueProduct, ProductPageFields {
  /** searchText of the title, category and description. */
  search: string;
  /** Milliseconds of the product's `time`, for newest first; 0 when it has none. */
  time: number;
}

// Products saved before thumbnails existed (or by the Android app) have only full-size images.
const pictureOf = ({ url, thumbnails }: StoredImage): CatalogueImage =>
  thumbnails
    ? { src: thumbnails.w400, srcset: `${thumbnails.w200} 200w, ${thumbnails.w400} 400w, ${thumbnails.w800} 800w` }
    : { src: url };

/** The description cut at a word before productSummaryLength, with an ellipsis when cut. */
export function summaryOf(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat.length <= productSummaryLength) return flat;
  const cut = flat.slice(0, productSummaryLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * A zzstoreProducts document as the shop can show it (with its variants sold out or few left), or null
 * when it cannot: no title, no valid price or no picture. The Android app writes this collection too,
 * so it is read through the contract's reader, which takes nothing on trust.
 */
export function catalogueEntry(id: string, data: unknown, soldOut: string[] = [], fewLeft: string[] = []): CatalogueEntry | null {
  const { title, price, images, category, description, sizes, colors, createdAt } = readProduct(data);
  const [first, ...others] = images;
  if (!title || price === null || !first) return null;
  const search = searchText({ title, category, description });
  const summary = summaryOf(description);
  // Only when some are: every byte of the catalogue goes to every visitor's phone.
  return {
    id,
    title,
    price,
    category,
    image: pictureOf(first),
    cartImage: first.thumbnails?.w200 ?? first.url,
    sizes,
    colors,
    ...(soldOut.length > 0 && { soldOut }),
    ...(others.length > 0 && { photos: others.map(pictureOf) }),
    ...(summary && { summary }),
    ...(fewLeft.length > 0 && { fewLeft }),
    search,
    time: createdAt,
  };
}

const pictureIn = (value: unknown): CatalogueImage | null => {
  const src = isRecord(value) ? webUrl(value.src) : '';
  const srcset = isRecord(value) ? text(value.srcset) : '';
  return src ? (srcset ? { src, srcset } : { src }) : null;
};

/** The page's own fields of an entry as the catalogue documents keep it; what is unreadable is left out. */
export function readProductPageFields(value: unknown): ProductPageFields {
  if (!isRecord(value)) return {};
  const photos = Array.isArray(value.photos) ? value.photos.flatMap((photo) => pictureIn(photo) ?? []) : [];
  const summary = text(value.summary).slice(0, productSummaryLength);
  const fewLeft = textList(value.fewLeft);
  return {
    ...(photos.length > 0 && { photos }),
    ...(summary && { summary }),
    ...(fewLeft.length > 0 && { fewLeft }),
  };
}

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
