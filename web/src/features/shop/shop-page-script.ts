import type { CatalogueAnswer, CatalogueProduct } from '@kasuwa/contract/catalogue';
import { addToCart, lineName } from '../../lib/cart/cart';
import { loadCart, saveCart } from '../../lib/cart/cart-storage';
import { fetchCataloguePage, type CatalogueRequest } from './api/catalogue-page';
import { choices, isSoldOut, productCard, showAvailability } from './product-card';
import { findParts } from '../../lib/page-parts';
import { sayIn, textsIn, type Say } from '../../lib/page-texts';
import { shopParts } from './shop-parts';
import type { ShopTexts } from './shop-texts';

const addedMessageMs = 4000;
// Long enough not to ask for every letter typed, short enough to feel immediate.
const searchDelayMs = 300;

type FetchPage = (request: CatalogueRequest, signal: AbortSignal) => Promise<CatalogueAnswer>;

/** The status line: how many products match, of how many, and how many are on screen when not all. */
function statusOf({ matches, total }: CatalogueAnswer, shown: number, say: Say<ShopTexts>): string {
  if (total === 0) return say('noProducts');
  if (matches === 0) return say('noMatch');
  const products = say('products', { count: matches });
  const found = matches === total ? products : say('matchesOfTotal', { matches: products, total });
  return shown < matches ? say('someShown', { found, shown }) : found;
}

/**
 * Brings /boutique (shop-page.tsx) to life: asks the catalogue function for the first page, then for
 * the next one on "more", and for matches as the visitor searches or chooses a category (the search
 * covers the whole catalogue on the server); adds products to the cart. No Firebase SDK: a page of
 * JSON from Hosting's cache is all a visit downloads.
 */
export async function enhanceShop(root: ParentNode = document, fetchPage: FetchPage = fetchCataloguePage): Promise<void> {
  const shop = root.querySelector<HTMLElement>('[data-shop]');
  const parts = shop && findParts(shop, shopParts);
  if (!parts) {
    console.error('The shop page is missing parts of its markup');
    return;
  }
  const { filters: form, search, category, status, errorMessage, retry, list, more, added } = parts;
  const say = sayIn(textsIn<ShopTexts>(parts.texts));

  let shown: CatalogueProduct[] = [];
  let lastPage = 0;
  let failedPage = 1;
  let asked = 0;
  let inFlight: AbortController | undefined;
  let addedTimer: ReturnType<typeof setTimeout> | undefined;
  let searchTimer: ReturnType<typeof setTimeout> | undefined;

  const fillCategories = (names: string[]) => {
    const chosen = category.value;
    const options = names.map((name) => new Option(name, name));
    category.replaceChildren(category.options[0] ?? new Option(say('allCategories'), ''), ...options);
    category.value = names.includes(chosen) ? chosen : '';
  };

  /** Page 1 replaces the list (a new search), a later page adds to it; an answer overtaken is dropped. */
  const load = async (page: number) => {
    clearTimeout(searchTimer);
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const ask = ++asked;
    status.textContent = say('loading');
    retry.hidden = true;
    errorMessage.textContent = '';
    more.setAttribute('aria-busy', 'true');
    let answer: CatalogueAnswer;
    try {
      answer = await fetchPage({ page, search: search.value, category: category.value }, controller.signal);
    } catch (failure) {
      if (ask !== asked) return;
      console.error('The products could not be loaded', failure);
      failedPage = page;
      status.textContent = '';
      more.removeAttribute('aria-busy');
      retry.hidden = false;
      errorMessage.textContent = say('failed');
      return;
    }
    if (ask !== asked) return;
    const start = page === 1 ? 0 : shown.length;
    const cards = answer.products.map((product, index) => productCard(product, start + index, say));
    if (page === 1) {
      shown = answer.products;
      list.replaceChildren(...cards);
    } else {
      shown = [...shown, ...answer.products];
      list.append(...cards);
    }
    lastPage = answer.page;
    fillCategories(answer.categories);
    const moreFocused = document.activeElement === more;
    more.removeAttribute('aria-busy');
    more.hidden = answer.page >= answer.pages;
    // The button goes once the last page is in: focus moves on to the first product it brought.
    if (moreFocused && more.hidden) cards[0]?.querySelector('button')?.focus();
    status.textContent = statusOf(answer, shown.length, say);
  };

  const showAdded = (message: string) => {
    clearTimeout(addedTimer);
    added.textContent = message;
    addedTimer = setTimeout(() => {
      added.textContent = '';
    }, addedMessageMs);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void load(1);
  });
  search.addEventListener('input', () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => void load(1), searchDelayMs);
  });
  category.addEventListener('change', () => void load(1));
  more.addEventListener('click', () => {
    if (more.getAttribute('aria-busy') !== 'true') void load(lastPage + 1);
  });
  retry.addEventListener('click', () => {
    // The button is about to hide: focus stays on the page, where the loading message is.
    status.focus();
    void load(failedPage);
  });
  list.addEventListener('change', (event) => {
    const card = (event.target as Element).closest('li');
    const product =
      card && shown.find((candidate) => candidate.id === card.querySelector<HTMLElement>('[data-product-id]')?.dataset.productId);
    if (card && product) showAvailability(card, product, say);
  });
  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-product-id]');
    const product = button && shown.find((candidate) => candidate.id === button.dataset.productId);
    const card = button?.closest('li');
    if (!product || !card) return;
    const chosen: { size?: string; color?: string } = {};
    for (const { field, unchosen } of choices) {
      const select = card.querySelector<HTMLSelectElement>(`select[data-choice="${field}"]`);
      if (!select) continue;
      if (!select.value) {
        select.setAttribute('aria-invalid', 'true');
        select.focus();
        showAdded(say(unchosen, { product: product.title }));
        return;
      }
      select.removeAttribute('aria-invalid');
      chosen[field] = select.value;
    }
    const { id, title, price, category: productCategory, cartImage } = product;
    const line = { id, title, price, category: productCategory, image: cartImage, ...chosen };
    if (isSoldOut(product, chosen)) {
      showAdded(say('soldOutLine', { line: lineName(line) }));
      return;
    }
    // Read again: another tab may have changed the cart since this page opened.
    const saved = saveCart(addToCart(loadCart(), line));
    showAdded(saved ? say('added', { line: lineName(line) }) : say('notSaved'));
  });

  await load(1);
}
