import { lineKey, maxQuantity, type Cart, type CartItem } from './cart';
import { productLimits } from '@kasuwa/contract/limits';
import { isRecord, text, wholeNumber, webUrl } from '@kasuwa/contract/records';

/**
 * The cart's saved copy in localStorage: `{ version, items }` under one key. Reading never fails: a
 * copy that is damaged, hand-edited or written by an older version keeps its valid lines and loses
 * the rest.
 */
export const cartStorageKey = 'kasuwa.cart';
// 2: lines may carry the chosen size and colour; version 1 copies read alike, without them.
const cartStorageVersion = 2;

/** Fired on window when this page saves the cart; other tabs hear the browser's `storage` event. */
const cartSavedEvent = 'kasuwa:cart-saved';

function parseItem(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'string' && value.id !== '' ? value.id : null;
  const title = text(value.title);
  const price = wholeNumber(value.price, 0, productLimits.maxPrice);
  const quantity = wholeNumber(value.quantity, 1, Number.MAX_SAFE_INTEGER);
  if (id === null || title === '' || price === null || quantity === null) return null;
  // Older copies kept the whole product, with its list of images rather than one thumbnail.
  const image = webUrl(value.image) || webUrl(Array.isArray(value.images) ? value.images[0] : undefined);
  const variant = (field: unknown) => text(field).slice(0, productLimits.labelLength);
  const [size, color] = [variant(value.size), variant(value.color)];
  return {
    id,
    title,
    price,
    image,
    category: text(value.category),
    ...(size && { size }),
    ...(color && { color }),
    quantity: Math.min(quantity, maxQuantity),
  };
}

interface SavedCartReading {
  cart: Cart;
  /** Something was dropped: unreadable text, an unknown shape, invalid or repeated lines. */
  damaged: boolean;
}

/** The cart in a saved copy (null when there is none). Pure and total: it never throws. */
export function parseSavedCart(saved: string | null): SavedCartReading {
  if (saved === null || saved === '') return { cart: [], damaged: false };
  let data: unknown;
  try {
    data = JSON.parse(saved);
  } catch {
    // Reported through `damaged`, which loadCart logs.
    return { cart: [], damaged: true };
  }
  // Version 0 saved the bare list; later versions wrap it, and a newer one's lines are read alike.
  const entries = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.items) ? data.items : null;
  if (!entries) return { cart: [], damaged: true };

  const cart: CartItem[] = [];
  for (const entry of entries) {
    const item = parseItem(entry);
    // A repeated line keeps its first copy: adding again never writes a second one.
    if (item && !cart.some((kept) => lineKey(kept) === lineKey(item))) cart.push(item);
  }
  return { cart, damaged: cart.length !== entries.length };
}

export function serializeCart(cart: Cart): string {
  return JSON.stringify({ version: cartStorageVersion, items: cart });
}

/** localStorage, or null where the browser refuses it (blocked storage, some private modes). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch (error) {
    console.error('The cart cannot use local storage', error);
    return null;
  }
}

export function loadCart(storage: Storage | null = browserStorage()): Cart {
  if (!storage) return [];
  let saved: string | null;
  try {
    saved = storage.getItem(cartStorageKey);
  } catch (error) {
    console.error('The saved cart could not be read', error);
    return [];
  }
  const { cart, damaged } = parseSavedCart(saved);
  if (damaged) console.warn(`The saved cart was damaged: ${cart.length} valid line(s) kept, the rest dropped`);
  return cart;
}

/** Saves the cart and tells this page's listeners; false when the browser refused to store it. */
export function saveCart(cart: Cart, storage: Storage | null = browserStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(cartStorageKey, serializeCart(cart));
  } catch (error) {
    console.error('The cart could not be saved', error);
    return false;
  }
  window.dispatchEvent(new CustomEvent<Cart>(cartSavedEvent, { detail: cart }));
  return true;
}

/** Calls back with the new cart whenever it is saved, here or in another tab; returns the unsubscribe. */
export function onCartChange(listener: (cart: Cart) => void): () => void {
  const onSaved = (event: Event) => listener((event as CustomEvent<Cart>).detail);
  // key null: the other tab cleared all of the site's storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === cartStorageKey || event.key === null) listener(loadCart());
  };
  window.addEventListener(cartSavedEvent, onSaved);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(cartSavedEvent, onSaved);
    window.removeEventListener('storage', onStorage);
  };
}
