import { addToCart, lineName } from '../../lib/cart/cart';
import { loadCart, saveCart } from '../../lib/cart/cart-storage';
import { listProductDocuments } from './api/list-products';
import { categoriesOf } from '../../lib/catalogue-search';
import { filterProducts } from './product-filter';
import { choices, productCard } from './product-card';
import { shopProducts, type ShopProduct } from './shop-product';

const addedMessageMs = 4000;

const loadCatalogue = async () => shopProducts(await listProductDocuments());

const countLabel = (count: number) => `${count} produit${count > 1 ? 's' : ''}`;

/**
 * Brings /boutique (shop-page.tsx) to life: loads the catalogue, fills the category list, filters as
 * the visitor types or chooses, and adds products to the cart. The public entry imports this module
 * only on /boutique, once the page is shown; it brings the Firestore lite SDK with it (imported
 * statically, so the browser fetches both at once rather than one after the other).
 */
export async function enhanceShop(root: ParentNode = document, loadProducts = loadCatalogue): Promise<void> {
  const shop = root.querySelector<HTMLElement>('[data-shop]');
  const part = <T extends HTMLElement>(name: string) => shop?.querySelector<T>(`[data-${name}]`) ?? null;
  const form = part<HTMLFormElement>('shop-filters');
  const search = part<HTMLInputElement>('shop-search');
  const category = part<HTMLSelectElement>('shop-category');
  const status = part('shop-status');
  const errorMessage = part('shop-error-message');
  const retry = part<HTMLButtonElement>('shop-retry');
  const list = part<HTMLUListElement>('shop-list');
  const added = part('shop-added');
  if (!shop || !form || !search || !category || !status || !errorMessage || !retry || !list || !added) {
    console.error('The shop page is missing parts of its markup');
    return;
  }

  let products: ShopProduct[] | null = null;
  let addedTimer: ReturnType<typeof setTimeout> | undefined;

  const render = () => {
    if (!products) return;
    const shown = filterProducts(products, { search: search.value, category: category.value });
    list.replaceChildren(...shown.map(productCard));
    if (products.length === 0) status.textContent = 'Aucun produit pour le moment.';
    else if (shown.length === 0) status.textContent = 'Aucun produit ne correspond à votre recherche.';
    else if (shown.length === products.length) status.textContent = countLabel(shown.length);
    else status.textContent = `${countLabel(shown.length)} sur ${products.length}`;
  };

  const fillCategories = (names: string[]) => {
    const chosen = category.value;
    const options = names.map((name) => new Option(name, name));
    category.replaceChildren(category.options[0] ?? new Option('Toutes les catégories', ''), ...options);
    category.value = names.includes(chosen) ? chosen : '';
  };

  const load = async () => {
    status.textContent = 'Chargement des produits…';
    retry.hidden = true;
    errorMessage.textContent = '';
    try {
      products = await loadProducts();
    } catch (failure) {
      console.error('The products could not be loaded', failure);
      status.textContent = '';
      retry.hidden = false;
      errorMessage.textContent = 'Impossible de charger les produits. Vérifiez votre connexion, puis réessayez.';
      return;
    }
    fillCategories(categoriesOf(products));
    render();
  };

  const showAdded = (message: string) => {
    clearTimeout(addedTimer);
    added.textContent = message;
    addedTimer = setTimeout(() => {
      added.textContent = '';
    }, addedMessageMs);
  };

  form.addEventListener('submit', (event) => event.preventDefault());
  search.addEventListener('input', render);
  category.addEventListener('change', render);
  retry.addEventListener('click', () => {
    // The button is about to hide: focus stays on the page, where the loading message is.
    status.focus();
    void load();
  });
  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-product-id]');
    const product = button && products?.find((candidate) => candidate.id === button.dataset.productId);
    const card = button?.closest('li');
    if (!product || !card) return;
    const chosen: { size?: string; color?: string } = {};
    for (const { field, label } of choices) {
      const select = card.querySelector<HTMLSelectElement>(`select[data-choice="${field}"]`);
      if (!select) continue;
      if (!select.value) {
        select.setAttribute('aria-invalid', 'true');
        select.focus();
        showAdded(`Choisissez : ${label.toLowerCase()} de ${product.title}.`);
        return;
      }
      select.removeAttribute('aria-invalid');
      chosen[field] = select.value;
    }
    const { id, title, price, category: productCategory, cartImage } = product;
    const line = { id, title, price, category: productCategory, image: cartImage, ...chosen };
    // Read again: another tab may have changed the cart since this page opened.
    const saved = saveCart(addToCart(loadCart(), line));
    showAdded(
      saved
        ? `Ajouté au panier : ${lineName(line)}`
        : 'Impossible d’enregistrer le panier dans ce navigateur (navigation privée ?). Commandez depuis l’application.',
    );
  });

  await load();
}
