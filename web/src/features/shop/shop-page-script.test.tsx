import { renderToStaticMarkup } from 'react-dom/server';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatXof } from '@kasuwa/contract/money';
import { CurrentPathContext } from '../../components/layout/current-path';
import { SiteLayout } from '../../components/layout/site-layout';
import { enhanceCartBadge } from '../../components/layout/cart-badge-count';
import { cartStorageKey, loadCart } from '../../lib/cart/cart-storage';
import { listProductDocuments } from './api/list-products';
import { enhanceShop } from './shop-page-script';
import { ShopPage } from './shop-page';
import type { ShopProduct } from './shop-product';

// The Firebase boundary: each test hands enhanceShop its own catalogue loader instead.
jest.mock('./api/list-products', () => ({ listProductDocuments: jest.fn() }));

const srcset = (id: string) => [200, 400, 800].map((width) => `https://cdn.test/${id}-w${width}.webp ${width}w`).join(', ');

const product = (
  id: string,
  title: string,
  category: string,
  price: number,
  thumbnails = true,
  { sizes = [], colors = [] }: { sizes?: string[]; colors?: string[] } = {},
): ShopProduct => ({
  id,
  title,
  category,
  description: '',
  price,
  image: thumbnails ? { src: `https://cdn.test/${id}-w400.webp`, srcset: srcset(id) } : { src: `https://cdn.test/${id}.jpg` },
  cartImage: thumbnails ? `https://cdn.test/${id}-w200.webp` : `https://cdn.test/${id}.jpg`,
  sizes,
  colors,
});

const catalogue = [
  product('boubou', 'Grand boubou brodé indigo', 'Vêtements', 45000),
  product('baskets', 'Baskets urbaines légères', 'Chaussures', 27500),
  product('sandales', "Sandales en cuir d'Agadez", 'Chaussures', 15000, false),
  product('theiere', 'Théière Sahel en inox', 'Maison', 8500),
  product('casque', 'Casque Bluetooth pliable', 'Électronique', 14500),
  product('sac', 'Sac à main en cuir tressé', 'Sacs', 32000),
];

const xof = (amount: number) => formatXof(amount).replace(/\s/g, ' ');
const productList = () => screen.getByRole('list', { name: 'Produits' });
const cards = () => within(productList()).queryAllByRole('listitem');
const card = (title: string) => within(productList()).getByRole('heading', { name: title }).closest('li') as HTMLElement;
const status = () => document.querySelector('[data-shop-status]') as HTMLElement;

let stopBadge = () => undefined as void;

function renderShop() {
  document.body.innerHTML = renderToStaticMarkup(
    <CurrentPathContext.Provider value="/boutique">
      <SiteLayout>
        <ShopPage />
      </SiteLayout>
    </CurrentPathContext.Provider>,
  );
  stopBadge = enhanceCartBadge();
}

async function openShop(load: () => Promise<ShopProduct[]> = async () => catalogue) {
  renderShop();
  await act(() => enhanceShop(document, load));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  stopBadge();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('/boutique before its script runs', () => {
  it('has its title, search field, category choice and loading message in the HTML', () => {
    renderShop();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Boutique');
    expect(screen.getByRole('searchbox', { name: 'Rechercher un produit' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Catégorie' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toutes les catégories']);
    expect(status()).toHaveTextContent('Chargement des produits…');
    expect(status()).toHaveAttribute('role', 'status');
  });
});

describe('/boutique with the catalogue from Firestore', () => {
  it('shows the documents it can show, newest first as read, and skips the malformed ones', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const image = (name: string) => ({ images: [`https://cdn.test/${name}.jpg`] });
    jest.mocked(listProductDocuments).mockResolvedValueOnce([
      { id: 'new', data: { title: 'Nouveau pagne', price: 18000, category: 'Vêtements', ...image('pagne') } },
      { id: 'android', data: { title: 'Sans prix', category: 'Maison', ...image('x') } },
      { id: 'old', data: { title: 'Vieux casque', price: '14500', category: 'Électronique', ...image('casque') } },
    ]);
    renderShop();
    await act(() => enhanceShop());
    expect(cards().map((item) => within(item).getByRole('heading').textContent)).toEqual(['Nouveau pagne', 'Vieux casque']);
    expect(within(card('Vieux casque')).getByRole('img')).toHaveAttribute('src', 'https://cdn.test/casque.jpg');
  });
});

describe('/boutique', () => {
  it('shows one card per product, in the order given, with picture, title and price in XOF', async () => {
    await openShop();
    expect(cards().map((item) => within(item).getByRole('heading').textContent)).toEqual(catalogue.map((item) => item.title));
    const boubou = card('Grand boubou brodé indigo');
    const image = within(boubou).getByRole('img', { name: 'Grand boubou brodé indigo' });
    expect(image).toHaveAttribute('src', 'https://cdn.test/boubou-w400.webp');
    expect(image.getAttribute('srcset')).toContain('https://cdn.test/boubou-w800.webp 800w');
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(boubou).toHaveTextContent(xof(45000));
    expect(boubou).toHaveTextContent('Vêtements');
    expect(status()).toHaveTextContent('6 produits');
  });

  it('uses the full image when a product has no thumbnails', async () => {
    await openShop();
    const image = within(card("Sandales en cuir d'Agadez")).getByRole('img');
    expect(image).toHaveAttribute('src', 'https://cdn.test/sandales.jpg');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('loads the first pictures at once and the later ones when scrolled to', async () => {
    await openShop();
    const loading = cards().map((item) => within(item).getByRole('img').getAttribute('loading'));
    expect(loading).toEqual([null, null, null, null, 'lazy', 'lazy']);
  });

  it('offers the categories of the catalogue, each once, in order', async () => {
    await openShop();
    const options = within(screen.getByRole('combobox', { name: 'Catégorie' })).getAllByRole('option');
    const names = options.map((option) => option.textContent);
    expect(names).toEqual(['Toutes les catégories', 'Chaussures', 'Électronique', 'Maison', 'Sacs', 'Vêtements']);
  });

  it('filters by title as the visitor types, and says when nothing matches', async () => {
    await openShop();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), 'cuir');
    expect(cards()).toHaveLength(2);
    expect(status()).toHaveTextContent('2 produits sur 6');
    await userEvent.type(screen.getByRole('searchbox'), ' rouge');
    expect(cards()).toHaveLength(0);
    expect(status()).toHaveTextContent('Aucun produit ne correspond à votre recherche.');
  });

  it('filters by category, together with the search', async () => {
    await openShop();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Chaussures');
    expect(cards().map((item) => item.querySelector('h2')?.textContent)).toEqual([
      'Baskets urbaines légères',
      "Sandales en cuir d'Agadez",
    ]);
    await userEvent.type(screen.getByRole('searchbox'), 'cuir');
    expect(cards()).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole('combobox'), '');
    expect(cards()).toHaveLength(2);
  });

  it('keeps what was typed before the products arrived', async () => {
    renderShop();
    await userEvent.type(screen.getByRole('searchbox'), 'theiere');
    await act(() => enhanceShop(document, async () => catalogue));
    expect(cards()).toHaveLength(1);
  });

  it('does not reload the page when the search is submitted', async () => {
    await openShop();
    const submit = new Event('submit', { cancelable: true });
    screen.getByRole('search').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('says so when the catalogue is empty', async () => {
    await openShop(async () => []);
    expect(cards()).toHaveLength(0);
    expect(status()).toHaveTextContent('Aucun produit pour le moment.');
  });
});

describe('adding to the cart', () => {
  it('adds the product with quantity 1, then 1 more, and says so', async () => {
    await openShop();
    const add = within(card('Grand boubou brodé indigo')).getByRole('button', { name: 'Ajouter au panier' });
    expect(add).toHaveAccessibleDescription('Grand boubou brodé indigo');
    await userEvent.click(add);
    expect(loadCart()).toEqual([
      {
        id: 'boubou',
        title: 'Grand boubou brodé indigo',
        price: 45000,
        image: 'https://cdn.test/boubou-w200.webp',
        category: 'Vêtements',
        quantity: 1,
      },
    ]);
    const added = document.querySelector('[data-shop-added]');
    expect(added).toHaveAttribute('role', 'status');
    expect(added).toHaveTextContent('Ajouté au panier : Grand boubou brodé indigo');

    await userEvent.click(add);
    expect(loadCart()[0]?.quantity).toBe(2);
  });

  it('updates the top bar’s badge at once', async () => {
    await openShop();
    await userEvent.click(within(card('Casque Bluetooth pliable')).getByRole('button', { name: 'Ajouter au panier' }));
    await userEvent.click(within(card('Théière Sahel en inox')).getByRole('button', { name: 'Ajouter au panier' }));
    expect(screen.getByRole('link', { name: 'Panier, 2 articles' })).toBeInTheDocument();
  });

  it('adds to the cart as another tab left it', async () => {
    await openShop();
    localStorage.setItem(
      cartStorageKey,
      JSON.stringify({ version: 1, items: [{ id: 'x', title: 'Pagne', price: 18000, image: '', category: '', quantity: 3 }] }),
    );
    await userEvent.click(within(card('Casque Bluetooth pliable')).getByRole('button', { name: 'Ajouter au panier' }));
    expect(loadCart().map((item) => [item.id, item.quantity])).toEqual([
      ['x', 3],
      ['casque', 1],
    ]);
  });

  it('clears its message after a few seconds', async () => {
    await openShop();
    jest.useFakeTimers();
    within(card('Casque Bluetooth pliable')).getByRole('button', { name: 'Ajouter au panier' }).click();
    const added = document.querySelector('[data-shop-added]');
    expect(added).toHaveTextContent('Ajouté au panier');
    jest.advanceTimersByTime(4000);
    expect(added).toHaveTextContent('');
  });

  it('tells the visitor when the browser refuses to keep the cart', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openShop();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await userEvent.click(within(card('Casque Bluetooth pliable')).getByRole('button', { name: 'Ajouter au panier' }));
    expect(document.querySelector('[data-shop-added]')).toHaveTextContent('Impossible d’enregistrer le panier');
    expect(error).toHaveBeenCalledWith('The cart could not be saved', expect.any(DOMException));
  });
});

describe('choosing a size and a colour', () => {
  const pagne = product('pagne', 'Pagne wax 6 yards', 'Vêtements', 18000, true, {
    sizes: ['6 yards', '12 yards'],
    colors: ['Vert et orange'],
  });

  it('asks for the size before adding, then adds the chosen variant as its own line', async () => {
    await openShop(async () => [pagne, ...catalogue]);
    const pagneCard = card('Pagne wax 6 yards');
    const size = within(pagneCard).getByLabelText('Taille');
    const colour = within(pagneCard).getByLabelText('Couleur');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir…', '6 yards', '12 yards']);
    // The only colour is chosen already.
    expect(colour).toHaveValue('Vert et orange');

    const add = within(pagneCard).getByRole('button', { name: 'Ajouter au panier' });
    await userEvent.click(add);
    expect(size).toHaveFocus();
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('[data-shop-added]')).toHaveTextContent('Choisissez : taille de Pagne wax 6 yards.');
    expect(loadCart()).toEqual([]);

    await userEvent.selectOptions(size, '12 yards');
    await userEvent.click(add);
    await userEvent.selectOptions(size, '6 yards');
    await userEvent.click(add);
    await userEvent.click(add);
    expect(size).not.toHaveAttribute('aria-invalid');
    expect(document.querySelector('[data-shop-added]')).toHaveTextContent(
      'Ajouté au panier : Pagne wax 6 yards (6 yards, Vert et orange)',
    );
    expect(loadCart().map((line) => [line.size, line.color, line.quantity])).toEqual([
      ['12 yards', 'Vert et orange', 1],
      ['6 yards', 'Vert et orange', 2],
    ]);
  });

  it('shows no choice for a product without sizes or colours', async () => {
    await openShop();
    expect(within(card('Casque Bluetooth pliable')).queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('when the products cannot be loaded', () => {
  it('says so in an alert, logs why, and loads again on retry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<ShopProduct[]>, []>()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValueOnce(catalogue);
    await openShop(load);
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger les produits.');
    expect(error).toHaveBeenCalledWith('The products could not be loaded', expect.any(Error));
    expect(cards()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(status()).toHaveFocus();
  });
});
