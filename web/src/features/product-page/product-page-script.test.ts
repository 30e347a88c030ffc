import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productPageDataId, type ProductPageScriptData } from '@kasuwa/contract/product-page';
import { loadCart } from '../../lib/cart/cart-storage';
import { enhanceProductPage } from './product-page-script';

const data: ProductPageScriptData = {
  product: {
    id: 'boubou',
    title: 'Boubou <brodé>',
    price: 30_000,
    category: 'Vêtements',
    cartImage: 'https://cdn.test/boubou-w200.webp',
    sizes: ['M', 'L'],
    colors: ['Bleu', 'Blanc'],
    soldOut: ['M:Bleu', 'M:Blanc', 'L:Blanc'],
  },
  texts: {
    added: 'Ajouté au panier : {line}.',
    notSaved: 'Impossible d’enregistrer le panier.',
    choose: 'Choisissez : {choice}.',
    soldOut: 'Épuisé',
    addToCart: 'Ajouter au panier',
  },
};

/** The form as the productPage function writes it (product-page-html.ts): hidden until this script runs. */
function renderPage(page: ProductPageScriptData = data) {
  const select = (field: string, label: string, values: string[]) =>
    `<label for="choice-${field}">${label}</label><select id="choice-${field}" data-choice="${field}"><option value="">Choisir…</option>${values
      .map((value) => `<option value="${value}">${value}</option>`)
      .join('')}</select>`;
  document.body.innerHTML = `<form data-product-form hidden>${select('size', 'Taille', page.product.sizes)}${select('color', 'Couleur', page.product.colors)}
<button type="submit">Ajouter au panier</button><p role="status" data-added></p></form>
<script type="application/json" id="${productPageDataId}">${JSON.stringify(page).replace(/</g, '\\u003c')}</script>`;
}

const options = (name: string) =>
  [...screen.getByLabelText<HTMLSelectElement>(name).options].map(
    (option) => `${option.text}${option.disabled ? ' (disabled)' : ''}`,
  );

beforeEach(() => localStorage.clear());

describe('a product page’s script', () => {
  it('shows the form, marks the variants sold out given the choices, and adds the chosen one to the cart', async () => {
    renderPage();
    expect(enhanceProductPage()).toBe(true);
    expect(document.querySelector('form')).not.toHaveAttribute('hidden');
    expect(options('Taille')).toEqual(['Choisir…', 'M — épuisé (disabled)', 'L']);
    expect(options('Couleur')).toEqual(['Choisir…', 'Bleu', 'Blanc — épuisé (disabled)']);

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(screen.getByRole('status')).toHaveTextContent('Choisissez : Taille.');
    expect(screen.getByLabelText('Taille')).toHaveFocus();
    expect(screen.getByLabelText('Taille')).toHaveAttribute('aria-invalid', 'true');
    expect(loadCart()).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('Taille'), 'L');
    await userEvent.selectOptions(screen.getByLabelText('Couleur'), 'Bleu');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ajouté au panier : Boubou <brodé> (L, Bleu).');
    expect(loadCart()).toEqual([
      {
        id: 'boubou',
        title: 'Boubou <brodé>',
        price: 30_000,
        category: 'Vêtements',
        image: 'https://cdn.test/boubou-w200.webp',
        size: 'L',
        color: 'Bleu',
        quantity: 2,
      },
    ]);
  });

  it('offers no add to cart for a product sold out, nor a choice that leads to one', async () => {
    renderPage({ ...data, product: { ...data.product, sizes: [], colors: [], soldOut: [':'] } });
    enhanceProductPage();
    expect(screen.getByRole('button')).toBeDisabled();
    expect(screen.getByRole('button')).toHaveTextContent('Épuisé');
    renderPage();
    enhanceProductPage();
    await userEvent.selectOptions(screen.getByLabelText('Taille'), 'L');
    expect(options('Couleur')).toEqual(['Choisir…', 'Bleu', 'Blanc — épuisé (disabled)']);
    expect(screen.getByRole('button')).toBeEnabled();
  });

  it('says so, and leaves the page as it reads, when its markup is missing', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<form data-product-form hidden></form>';
    expect(enhanceProductPage()).toBe(false);
    expect(document.querySelector('form')).toHaveAttribute('hidden');
    expect(error).toHaveBeenCalledWith('The product page is missing parts of its markup');
    error.mockRestore();
  });
});
