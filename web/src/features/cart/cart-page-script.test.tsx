import { renderToStaticMarkup } from 'react-dom/server';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ZoneChoice } from '@kasuwa/contract/delivery-zones';
import { formatXof } from '@kasuwa/contract/money';
import type { CartItem } from '../../lib/cart/cart';
import { CartPage } from './cart-page';
import { enhanceCartPage } from './cart-page-script';
import { cartStorageKey, loadCart, serializeCart } from '../../lib/cart/cart-storage';
import { sayIn } from '../../lib/page-texts';
import { cartTexts } from './cart-texts';
import { orderMessage } from './whatsapp-order';
import { boubouLine, freshCartEachTest, tshirtLine } from '../../test/cart-lines';

const boubou = boubouLine;
const tshirt = tshirtLine;
const say = sayIn(cartTexts.fr, 'fr');

const stopAfterTest = freshCartEachTest();
// Testing Library compares text with its spaces collapsed; formatXof uses no-break spaces.
const xof = (amount: number) => formatXof(amount).replace(/\s/g, ' ');

const zones: ZoneChoice[] = [
  { id: 'wadata', name: 'Wadata', fee: 750, minimumOrder: 0 },
  { id: 'lazaret', name: 'Lazaret', fee: 1_000, minimumOrder: 100_000 },
];

/** The zones function's boundary: the zones, or a failure; resolved before the test goes on. */
async function openCartPage(lines?: CartItem[] | string, loadZones: () => Promise<ZoneChoice[]> = async () => zones) {
  if (typeof lines === 'string') localStorage.setItem(cartStorageKey, lines);
  else if (lines) localStorage.setItem(cartStorageKey, serializeCart(lines));
  document.body.innerHTML = renderToStaticMarkup(<CartPage />);
  await act(async () => {
    stopAfterTest(enhanceCartPage(document, loadZones));
  });
}

const line = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;
const quantityOf = (title: string) => within(line(title)).getByRole('group', { name: `Quantité de ${title}` });
const announcement = () => document.querySelector('[data-part="announce"]')?.textContent;
const orderLink = () => screen.getByRole('link', { name: /Commander sur WhatsApp/, hidden: true });

describe('/panier', () => {
  it('lists the saved lines with picture, unit price, quantity and line total', async () => {
    await openCartPage([boubou, tshirt]);
    const lines = within(screen.getByRole('list', { name: 'Articles du panier' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(line(boubou.title)).getByRole('img', { name: boubou.title })).toHaveAttribute('src', boubou.image);
    expect(line(boubou.title)).toHaveTextContent(`Prix unitaire : ${xof(45000)}`);
    expect(line(boubou.title)).toHaveTextContent(`Sous-total : ${xof(90000)}`);
    expect(quantityOf(boubou.title)).toHaveTextContent('2');
    expect(within(line(tshirt.title)).queryByRole('img')).toBeNull();
    expect(screen.getByText(/^Total/)).toHaveTextContent(`Total (3 articles) : ${xof(96500)}`);
    expect(screen.queryByText('Chargement du panier…')).not.toBeVisible();
    expect(screen.queryByText('Votre panier est vide.')).not.toBeVisible();
  });

  it('shows the empty cart, with a way to the shop, when nothing is saved', async () => {
    await openCartPage();
    expect(screen.getByText('Votre panier est vide.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir la boutique' })).toHaveAttribute('href', '/boutique');
    expect(orderLink()).not.toBeVisible();
  });

  it('shows an empty, usable cart for a damaged saved copy', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openCartPage('][ not a cart');
    expect(screen.getByText('Votre panier est vide.')).toBeVisible();
  });

  it('keeps the valid lines of a partly damaged copy', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openCartPage(JSON.stringify({ version: 1, items: [boubou, { id: 'x', price: -1 }] }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(line(boubou.title)).toBeVisible();
  });

  it('adds 1 with +, saves it, announces it and keeps focus on the button', async () => {
    await openCartPage([boubou]);
    const plus = screen.getByRole('button', { name: `Augmenter la quantité de ${boubou.title}` });
    await userEvent.click(plus);
    expect(quantityOf(boubou.title)).toHaveTextContent('3');
    expect(loadCart()[0]?.quantity).toBe(3);
    expect(announcement()).toBe(`Quantité de ${boubou.title} : 3.`);
    expect(screen.getByRole('button', { name: `Augmenter la quantité de ${boubou.title}` })).toHaveFocus();
    expect(screen.getByText(/^Total/)).toHaveTextContent(`Total (3 articles) : ${xof(135000)}`);
  });

  it('lowers by 1 with −, down to 1, where − does nothing', async () => {
    await openCartPage([boubou]);
    const minus = () => screen.getByRole('button', { name: `Diminuer la quantité de ${boubou.title}` });
    expect(minus()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(minus());
    expect(quantityOf(boubou.title)).toHaveTextContent('1');
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
    expect(minus()).toHaveFocus();

    await userEvent.click(minus());
    expect(quantityOf(boubou.title)).toHaveTextContent('1');
    expect(loadCart()).toEqual([{ ...boubou, quantity: 1 }]);
  });

  it('keeps two sizes of a product as two lines, each named with its size and colour', async () => {
    const large = { ...boubou, size: 'L', color: 'Indigo', quantity: 1 };
    const medium = { ...boubou, size: 'M', color: 'Indigo', quantity: 1 };
    await openCartPage([large, medium]);
    expect(screen.getAllByText('Taille : L · Couleur : Indigo')).toHaveLength(1);
    expect(screen.getAllByText('Taille : M · Couleur : Indigo')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: `Augmenter la quantité de ${boubou.title} (M, Indigo)` }));
    expect(loadCart().map((item) => [item.size, item.quantity])).toEqual([
      ['L', 1],
      ['M', 2],
    ]);
    expect(announcement()).toBe(`Quantité de ${boubou.title} (M, Indigo) : 2.`);
    await userEvent.click(screen.getByRole('button', { name: `Supprimer ${boubou.title} (L, Indigo) du panier` }));
    expect(loadCart().map((item) => item.size)).toEqual(['M']);
    expect(new URL(orderLink().getAttribute('href') ?? '').searchParams.get('text')).toContain(
      `2 × ${boubou.title} (taille M, couleur Indigo)`,
    );
  });

  it('works from the keyboard', async () => {
    await openCartPage([tshirt]);
    screen.getByRole('button', { name: `Augmenter la quantité de ${tshirt.title}` }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(quantityOf(tshirt.title)).toHaveTextContent('3');
  });

  it('deletes a line, then moves focus to the next line’s delete button', async () => {
    await openCartPage([boubou, tshirt]);
    await userEvent.click(screen.getByRole('button', { name: `Supprimer ${boubou.title} du panier` }));
    expect(screen.queryByRole('heading', { name: boubou.title })).toBeNull();
    expect(loadCart()).toEqual([tshirt]);
    expect(announcement()).toBe(`${boubou.title} retiré du panier.`);
    expect(screen.getByRole('button', { name: `Supprimer ${tshirt.title} du panier` })).toHaveFocus();
  });

  it('shows the empty cart, focused, once the last line is deleted', async () => {
    await openCartPage([tshirt]);
    await userEvent.click(screen.getByRole('button', { name: `Supprimer ${tshirt.title} du panier` }));
    expect(screen.getByText('Votre panier est vide.')).toBeVisible();
    expect(screen.getByText('Votre panier est vide.')).toHaveFocus();
    expect(loadCart()).toEqual([]);
  });

  it('orders on WhatsApp from the general contact, in a new tab, with the lines and the total', async () => {
    await openCartPage([boubou, tshirt]);
    const link = orderLink();
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Commander sur WhatsApp (nouvel onglet)');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/22794567890');
    expect(url.searchParams.get('text')).toBe(orderMessage([boubou, tshirt], say));

    await userEvent.click(screen.getByRole('button', { name: `Supprimer ${boubou.title} du panier` }));
    expect(new URL(orderLink().getAttribute('href') ?? '').searchParams.get('text')).toBe(orderMessage([tshirt], say));
  });

  it('follows changes made in another tab', async () => {
    await openCartPage([boubou]);
    const value = serializeCart([tshirt]);
    localStorage.setItem(cartStorageKey, value);
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey, newValue: value }));
    expect(screen.queryByRole('heading', { name: boubou.title })).toBeNull();
    expect(line(tshirt.title)).toBeVisible();
  });

  it('still works on the page, and warns, when the browser refuses to save', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openCartPage([tshirt]);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await userEvent.click(screen.getByRole('button', { name: `Augmenter la quantité de ${tshirt.title}` }));
    expect(quantityOf(tshirt.title)).toHaveTextContent('2');
    expect(announcement()).toMatch(/n’a pas pu enregistrer le panier/);
    expect(error).toHaveBeenCalledWith('The cart could not be saved', expect.any(DOMException));
  });

  it("offers the delivery zones; the chosen one's fee goes into the total and the WhatsApp message, and is kept", async () => {
    localStorage.setItem('kasuwa.campaign', JSON.stringify({ code: 'affiche-wadata', at: Date.now() }));
    await openCartPage([tshirt]);
    const zone = screen.getByLabelText('Quartier de livraison');
    expect(
      within(zone)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir…', `Wadata — ${formatXof(750)}`, `Lazaret — ${formatXof(1_000)}`]);
    expect(zone).toHaveAccessibleDescription('Choisissez votre quartier : les frais de livraison s’ajoutent au total.');
    await userEvent.selectOptions(zone, 'wadata');
    expect(screen.getByText(/^Livraison :/)).toHaveTextContent(`Livraison : ${xof(750)}`);
    expect(screen.getByText(/^Total/)).toHaveTextContent(`Total (1 article) : ${xof(tshirt.price + 750)}`);
    expect(announcement()).toBe(`Livraison à Wadata : ${formatXof(750)}. Total : ${formatXof(tshirt.price + 750)}.`);
    const zoneChoice = { id: 'wadata', name: 'Wadata', fee: 750, minimumOrder: 0 };
    expect(new URL(orderLink().getAttribute('href') ?? '').searchParams.get('text')).toBe(
      orderMessage([tshirt], say, { zone: zoneChoice, campaign: 'affiche-wadata' }),
    );
    await openCartPage([tshirt]);
    expect(screen.getByLabelText('Quartier de livraison')).toHaveValue('wadata');
  });

  it("says when the order is below the zone's minimum, and sends nothing until it is not", async () => {
    await openCartPage([tshirt]);
    await userEvent.selectOptions(screen.getByLabelText('Quartier de livraison'), 'lazaret');
    expect(screen.getByLabelText('Quartier de livraison')).toHaveAccessibleDescription(/^Commande minimum pour Lazaret/);
    expect(document.getElementById('cart-zone-message')).toHaveTextContent(`Commande minimum pour Lazaret : ${xof(100_000)}.`);
    expect(orderLink()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(orderLink());
    expect(screen.getByLabelText('Quartier de livraison')).toHaveFocus();
    await userEvent.selectOptions(screen.getByLabelText('Quartier de livraison'), 'wadata');
    expect(orderLink()).not.toHaveAttribute('aria-disabled');
  });

  it('still orders, without a zone, when the zones cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openCartPage([tshirt], async () => Promise.reject(new Error('offline')));
    expect(screen.getByLabelText('Quartier de livraison')).toBeDisabled();
    expect(screen.getByText(/quartiers n’ont pas pu être chargés/)).toBeVisible();
    expect(new URL(orderLink().getAttribute('href') ?? '').searchParams.get('text')).toBe(orderMessage([tshirt], say));
    expect(error).toHaveBeenCalledWith('The delivery zones could not be loaded', expect.any(Error));
  });

  it('links to the app’s download page', async () => {
    await openCartPage();
    expect(screen.getByRole('link', { name: 'Télécharger l’application' })).toHaveAttribute('href', '/télécharger');
  });
});
