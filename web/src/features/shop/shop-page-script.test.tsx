import { renderToStaticMarkup } from 'react-dom/server';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatXof } from '@kasuwa/contract/money';
import { CurrentPathContext } from '../../components/layout/current-path';
import { SiteLayout } from '../../components/layout/site-layout';
import { enhanceCartBadge } from '../../components/layout/cart-badge-count';
import { cartStorageKey, loadCart } from '../../lib/cart/cart-storage';
import { categoriesOf, searchMatcher, searchText } from '@kasuwa/contract/catalogue-search';
import type { CatalogueAnswer, CatalogueProduct } from '@kasuwa/contract/catalogue';
import type { CatalogueRequest } from './api/catalogue-page';
import { enhanceShop } from './shop-page-script';
import { ShopPage } from './shop-page';

const srcset = (id: string) => [200, 400, 800].map((width) => `https://cdn.test/${id}-w${width}.webp ${width}w`).join(', ');

const product = (
  id: string,
  title: string,
  category: string,
  price: number,
  thumbnails = true,
  { sizes = [], colors = [], soldOut }: { sizes?: string[]; colors?: string[]; soldOut?: string[] } = {},
): CatalogueProduct => ({
  id,
  title,
  category,
  price,
  image: thumbnails ? { src: `https://cdn.test/${id}-w400.webp`, srcset: srcset(id) } : { src: `https://cdn.test/${id}.jpg` },
  cartImage: thumbnails ? `https://cdn.test/${id}-w200.webp` : `https://cdn.test/${id}.jpg`,
  sizes,
  colors,
  ...(soldOut && { soldOut }),
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
const status = () => document.querySelector('[data-part="status"]') as HTMLElement;

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

/**
 * The catalogue function's boundary: answers as it would, from `products`, `pageSize` at a time, and
 * records what was asked.
 */
function catalogueOf(products: CatalogueProduct[], pageSize = 24) {
  const asked: CatalogueRequest[] = [];
  const fetchPage = jest.fn(async (request: CatalogueRequest): Promise<CatalogueAnswer> => {
    asked.push(request);
    const matches = searchMatcher(request.search);
    const found = products.filter(
      (item) => (!request.category || item.category === request.category) && matches(searchText({ ...item, description: '' })),
    );
    const start = (request.page - 1) * pageSize;
    return {
      products: found.slice(start, start + pageSize),
      matches: found.length,
      total: products.length,
      page: request.page,
      pages: Math.ceil(found.length / pageSize),
      categories: categoriesOf(products),
    };
  });
  return { fetchPage, asked };
}

type FetchPage = ReturnType<typeof catalogueOf>['fetchPage'];

async function openShop(fetchPage: FetchPage = catalogueOf(catalogue).fetchPage) {
  renderShop();
  await act(() => enhanceShop(document, fetchPage));
}

/** Past the pause the page leaves between keystrokes and its request, and the answer. */
const afterTyping = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

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
    await afterTyping();
    expect(cards()).toHaveLength(2);
    expect(status()).toHaveTextContent('2 produits sur 6');
    await userEvent.type(screen.getByRole('searchbox'), ' rouge');
    await afterTyping();
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
    await afterTyping();
    expect(cards()).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole('combobox'), '');
    await afterTyping();
    expect(cards()).toHaveLength(2);
  });

  it('asks once for what was typed in a burst, and shows only the answer to the last search', async () => {
    const { fetchPage, asked } = catalogueOf(catalogue);
    await openShop(fetchPage);
    await userEvent.type(screen.getByRole('searchbox'), 'sac');
    await afterTyping();
    expect(asked.map(({ search }) => search)).toEqual(['', 'sac']);
    expect(cards()).toHaveLength(1);

    // A slow answer overtaken by the next search is dropped when it comes.
    let answerSlowly = () => undefined as void;
    fetchPage.mockImplementationOnce(async (request) => {
      const answer = await catalogueOf(catalogue).fetchPage(request);
      await new Promise<void>((resolve) => {
        answerSlowly = resolve;
      });
      return answer;
    });
    await userEvent.clear(screen.getByRole('searchbox'));
    await afterTyping();
    await userEvent.type(screen.getByRole('searchbox'), 'theiere');
    await afterTyping();
    await act(async () => answerSlowly());
    expect(cards().map((item) => within(item).getByRole('heading').textContent)).toEqual(['Théière Sahel en inox']);
  });

  it('keeps what was typed before the products arrived', async () => {
    renderShop();
    await userEvent.type(screen.getByRole('searchbox'), 'theiere');
    await act(() => enhanceShop(document, catalogueOf(catalogue).fetchPage));
    expect(cards()).toHaveLength(1);
  });

  it('searches at once, without reloading the page, when the search is submitted', async () => {
    const { fetchPage, asked } = catalogueOf(catalogue);
    await openShop(fetchPage);
    screen.getByRole('searchbox').setAttribute('value', 'casque');
    const submit = new Event('submit', { cancelable: true });
    await act(async () => {
      screen.getByRole('search').dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    expect(asked.at(-1)).toEqual({ page: 1, search: 'casque', category: '' });
    expect(cards()).toHaveLength(1);
  });

  it('says so when the catalogue is empty', async () => {
    await openShop(catalogueOf([]).fetchPage);
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
    const added = document.querySelector('[data-part="added"]');
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
    const added = document.querySelector('[data-part="added"]');
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
    expect(document.querySelector('[data-part="added"]')).toHaveTextContent('Impossible d’enregistrer le panier');
    expect(error).toHaveBeenCalledWith('The cart could not be saved', expect.any(DOMException));
  });
});

describe('choosing a size and a colour', () => {
  const pagne = product('pagne', 'Pagne wax 6 yards', 'Vêtements', 18000, true, {
    sizes: ['6 yards', '12 yards'],
    colors: ['Vert et orange'],
  });

  it('asks for the size before adding, then adds the chosen variant as its own line', async () => {
    await openShop(catalogueOf([pagne, ...catalogue]).fetchPage);
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
    expect(document.querySelector('[data-part="added"]')).toHaveTextContent('Choisissez : taille de Pagne wax 6 yards.');
    expect(loadCart()).toEqual([]);

    await userEvent.selectOptions(size, '12 yards');
    await userEvent.click(add);
    await userEvent.selectOptions(size, '6 yards');
    await userEvent.click(add);
    await userEvent.click(add);
    expect(size).not.toHaveAttribute('aria-invalid');
    expect(document.querySelector('[data-part="added"]')).toHaveTextContent(
      'Ajouté au panier : Pagne wax 6 yards (6 yards, Vert et orange)',
    );
    expect(loadCart().map((line) => [line.size, line.color, line.quantity])).toEqual([
      ['12 yards', 'Vert et orange', 1],
      ['6 yards', 'Vert et orange', 2],
    ]);
  });

  it('marks a sold-out variant "épuisé" and offers no add to cart for it, nor for a product sold out', async () => {
    const boubou = product('boubou2', 'Boubou brodé', 'Vêtements', 30000, true, {
      sizes: ['M', 'L'],
      colors: ['Bleu', 'Blanc'],
      soldOut: ['M:Bleu', 'M:Blanc', 'L:Blanc'],
    });
    const savon = product('savon', 'Savon noir', 'Maison', 500, true, { soldOut: [':'] });
    await openShop(catalogueOf([boubou, savon, ...catalogue]).fetchPage);
    expect(within(card('Savon noir')).getByRole('button', { name: 'Épuisé' })).toBeDisabled();

    const boubouCard = card('Boubou brodé');
    const [size, colour] = [within(boubouCard).getByLabelText('Taille'), within(boubouCard).getByLabelText('Couleur')];
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => `${option.textContent}${(option as HTMLOptionElement).disabled ? ' (disabled)' : ''}`);
    expect(options(size)).toEqual(['Choisir…', 'M — épuisé (disabled)', 'L']);
    expect(options(colour)).toEqual(['Choisir…', 'Bleu', 'Blanc — épuisé (disabled)']);
    await userEvent.selectOptions(size, 'L');
    await userEvent.selectOptions(colour, 'Bleu');
    await userEvent.click(within(boubouCard).getByRole('button', { name: 'Ajouter au panier' }));
    expect(loadCart().map((line) => [line.size, line.color])).toEqual([['L', 'Bleu']]);
  });

  it('shows no choice for a product without sizes or colours', async () => {
    await openShop();
    expect(within(card('Casque Bluetooth pliable')).queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('when the products cannot be loaded', () => {
  it('says so in an alert, logs why, and loads again on retry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchPage: load } = catalogueOf(catalogue);
    load.mockRejectedValueOnce(new Error('unavailable'));
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

describe('a catalogue of many pages', () => {
  const many = Array.from({ length: 30 }, (_, index) => product(`p${index}`, `Pagne numéro ${index}`, 'Vêtements', 1000 + index));

  it('shows the first page, then the next on "more", and moves focus on when the last is in', async () => {
    const { fetchPage, asked } = catalogueOf(many);
    await openShop(fetchPage);
    expect(cards()).toHaveLength(24);
    expect(status()).toHaveTextContent('30 produits, 24 affichés');
    const more = screen.getByRole('button', { name: 'Afficher plus de produits' });
    more.focus();
    await userEvent.click(more);
    expect(asked.at(-1)).toEqual({ page: 2, search: '', category: '' });
    expect(cards()).toHaveLength(30);
    expect(new Set(cards().map((item) => within(item).getByRole('heading').id)).size).toBe(30);
    expect(status()).toHaveTextContent(/^30 produits$/);
    expect(screen.queryByRole('button', { name: 'Afficher plus de produits' })).toBeNull();
    expect(within(card('Pagne numéro 24')).getByRole('button', { name: 'Ajouter au panier' })).toHaveFocus();

    await userEvent.click(within(card('Pagne numéro 29')).getByRole('button', { name: 'Ajouter au panier' }));
    expect(loadCart().map(({ id }) => id)).toEqual(['p29']);
  });

  it('starts again from the first page for a new search', async () => {
    await openShop(catalogueOf(many).fetchPage);
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus de produits' }));
    await userEvent.type(screen.getByRole('searchbox'), 'numero 2');
    await afterTyping();
    expect(cards().map((item) => within(item).getByRole('heading').textContent)).toEqual(
      ['2', '12', ...Array.from({ length: 10 }, (_, index) => `2${index}`)].map((number) => `Pagne numéro ${number}`),
    );
    expect(status()).toHaveTextContent('12 produits sur 30');
  });

  it('tries the page that failed again, keeping the pages already shown', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchPage } = catalogueOf(many);
    await openShop(fetchPage);
    fetchPage.mockRejectedValueOnce(new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus de produits' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger les produits.');
    expect(cards()).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(fetchPage.mock.calls.map(([{ page }]) => page)).toEqual([1, 2, 2]);
    expect(cards()).toHaveLength(30);
  });
});
