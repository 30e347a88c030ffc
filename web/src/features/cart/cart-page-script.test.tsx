import { renderToStaticMarkup } from 'react-dom/server';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatXof } from '@kasuwa/contract/money';
import type { CartItem } from '../../lib/cart/cart';
import { CartPage } from './cart-page';
import { enhanceCartPage } from './cart-page-script';
import { cartStorageKey, loadCart, serializeCart } from '../../lib/cart/cart-storage';
import { orderMessage } from './whatsapp-order';
import { boubouLine, freshCartEachTest, tshirtLine } from '../../test/cart-lines';

const boubou = boubouLine;
const tshirt = tshirtLine;

const stopAfterTest = freshCartEachTest();
// Testing Library compares text with its spaces collapsed; formatXof uses no-break spaces.
const xof = (amount: number) => formatXof(amount).replace(/\s/g, ' ');

function openCartPage(lines?: CartItem[] | string) {
  if (typeof lines === 'string') localStorage.setItem(cartStorageKey, lines);
  else if (lines) localStorage.setItem(cartStorageKey, serializeCart(lines));
  document.body.innerHTML = renderToStaticMarkup(<CartPage />);
  stopAfterTest(enhanceCartPage());
}

const line = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;
const quantityOf = (title: string) => within(line(title)).getByRole('group', { name: `Quantité de ${title}` });
const announcement = () => document.querySelector('[data-cart-announce]')?.textContent;
const orderLink = () => screen.getByRole('link', { name: /Commander sur WhatsApp/, hidden: true });

describe('/panier', () => {
  it('lists the saved lines with picture, unit price, quantity and line total', () => {
    openCartPage([boubou, tshirt]);
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

  it('shows the empty cart, with a way to the shop, when nothing is saved', () => {
    openCartPage();
    expect(screen.getByText('Votre panier est vide.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir la boutique' })).toHaveAttribute('href', '/boutique');
    expect(orderLink()).not.toBeVisible();
  });

  it('shows an empty, usable cart for a damaged saved copy', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    openCartPage('][ not a cart');
    expect(screen.getByText('Votre panier est vide.')).toBeVisible();
  });

  it('keeps the valid lines of a partly damaged copy', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    openCartPage(JSON.stringify({ version: 1, items: [boubou, { id: 'x', price: -1 }] }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(line(boubou.title)).toBeVisible();
  });

  it('adds 1 with +, saves it, announces it and keeps focus on the button', async () => {
    openCartPage([boubou]);
    const plus = screen.getByRole('button', { name: `Augmenter la quantité de ${boubou.title}` });
    await userEvent.click(plus);
    expect(quantityOf(boubou.title)).toHaveTextContent('3');
    expect(loadCart()[0]?.quantity).toBe(3);
    expect(announcement()).toBe(`Quantité de ${boubou.title} : 3.`);
    expect(screen.getByRole('button', { name: `Augmenter la quantité de ${boubou.title}` })).toHaveFocus();
    expect(screen.getByText(/^Total/)).toHaveTextContent(`Total (3 articles) : ${xof(135000)}`);
  });

  it('lowers by 1 with −, down to 1, where − does nothing', async () => {
    openCartPage([boubou]);
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
    openCartPage([large, medium]);
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
    openCartPage([tshirt]);
    screen.getByRole('button', { name: `Augmenter la quantité de ${tshirt.title}` }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(quantityOf(tshirt.title)).toHaveTextContent('3');
  });

  it('deletes a line, then moves focus to the next line’s delete button', async () => {
    openCartPage([boubou, tshirt]);
    await userEvent.click(screen.getByRole('button', { name: `Supprimer ${boubou.title} du panier` }));
    expect(screen.queryByRole('heading', { name: boubou.title })).toBeNull();
    expect(loadCart()).toEqual([tshirt]);
    expect(announcement()).toBe(`${boubou.title} retiré du panier.`);
    expect(screen.getByRole('button', { name: `Supprimer ${tshirt.title} du panier` })).toHaveFocus();
  });

  it('shows the empty cart, focused, once the last line is deleted', async () => {
    openCartPage([tshirt]);
    await userEvent.click(screen.getByRole('button', { name: `Supprimer ${tshirt.title} du panier` }));
    expect(screen.getByText('Votre panier est vide.')).toBeVisible();
    expect(screen.getByText('Votre panier est vide.')).toHaveFocus();
    expect(loadCart()).toEqual([]);
  });

  it('orders on WhatsApp from the general contact, in a new tab, with the lines and the total', async () => {
    openCartPage([boubou, tshirt]);
    const link = orderLink();
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Commander sur WhatsApp (nouvel onglet)');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/22794567890');
    expect(url.searchParams.get('text')).toBe(orderMessage([boubou, tshirt]));

    await userEvent.click(screen.getByRole('button', { name: `Supprimer ${boubou.title} du panier` }));
    expect(new URL(orderLink().getAttribute('href') ?? '').searchParams.get('text')).toBe(orderMessage([tshirt]));
  });

  it('follows changes made in another tab', () => {
    openCartPage([boubou]);
    const value = serializeCart([tshirt]);
    localStorage.setItem(cartStorageKey, value);
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey, newValue: value }));
    expect(screen.queryByRole('heading', { name: boubou.title })).toBeNull();
    expect(line(tshirt.title)).toBeVisible();
  });

  it('still works on the page, and warns, when the browser refuses to save', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openCartPage([tshirt]);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await userEvent.click(screen.getByRole('button', { name: `Augmenter la quantité de ${tshirt.title}` }));
    expect(quantityOf(tshirt.title)).toHaveTextContent('2');
    expect(announcement()).toMatch(/n’a pas pu enregistrer le panier/);
    expect(error).toHaveBeenCalledWith('The cart could not be saved', expect.any(DOMException));
  });

  it('links to the app’s download page', () => {
    openCartPage();
    expect(screen.getByRole('link', { name: 'Télécharger l’application' })).toHaveAttribute('href', '/télécharger');
  });
});
