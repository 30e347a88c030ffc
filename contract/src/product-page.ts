import type { CatalogueProduct } from './catalogue';

/**
 * A product's own page, /boutique/<id>: rendered by the productPage function behind a Hosting rewrite,
 * brought to life by a small script (web/src/features/product-page/) that reads what the page wrote
 * into it. No zod here: the script imports this for a few bytes.
 */

/** The ids a page may name: Firestore's own (20 letters and digits) and the seeded slugs; anything else is no product. */
export const productIdPattern = /^[A-Za-z0-9_-]{1,128}$/;

/** The product's page, from /boutique's cards, a shared link or the cart. */
export const productPagePath = (id: string) => `/boutique/${encodeURIComponent(id)}`;

/** Where the page's script is served from (a stable name: the function cannot know the build's hashes). */
export const productPageScriptPath = '/boutique-produit.js';

/** The id of the `<script type="application/json">` that carries the page's data for its script. */
export const productPageDataId = 'product-page-data';

/** The words the script says, in the page's language. */
export interface ProductPageScriptTexts {
  added: string;
  notSaved: string;
  choose: string;
  soldOut: string;
  addToCart: string;
}

/** What the page writes for its script: the product as the cart takes it, and the script's words. */
export interface ProductPageScriptData {
  product: Pick<CatalogueProduct, 'id' | 'title' | 'price' | 'category' | 'cartImage' | 'sizes' | 'colors' | 'soldOut'>;
  texts: ProductPageScriptTexts;
}
