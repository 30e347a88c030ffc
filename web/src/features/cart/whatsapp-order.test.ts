import { formatXof } from '@kasuwa/contract/money';
import type { Cart } from '../../lib/cart/cart';
import { sayIn } from '../../lib/page-texts';
import { cartTexts } from './cart-texts';
import { orderHref, orderMessage } from './whatsapp-order';

const say = sayIn(cartTexts.fr, 'fr');

const cart: Cart = [
  { id: 'boubou', title: 'Grand boubou brodé indigo', price: 12500, image: '', category: 'Vêtements', quantity: 2 },
  { id: 'tshirt', title: 'T-shirt & co', price: 6500, image: '', category: 'Vêtements', quantity: 1 },
];

describe('the WhatsApp order', () => {
  it('lists each line as "quantity × title — line total", then the total', () => {
    expect(orderMessage(cart, say).split('\n')).toEqual([
      'Bonjour Kasuwa, je souhaite commander :',
      `2 × Grand boubou brodé indigo — ${formatXof(25000)}`,
      `1 × T-shirt & co — ${formatXof(6500)}`,
      `Total : ${formatXof(31500)}`,
    ]);
    expect(formatXof(25000)).toBe('25\u202f000\u00a0F\u00a0CFA');
  });

  it('names each line’s size and colour, so that staff know which is which', () => {
    const variants: Cart = [
      { ...cart[0], size: 'L', color: 'Indigo', quantity: 1 } as Cart[number],
      { ...cart[0], size: 'M', quantity: 1 } as Cart[number],
    ];
    expect(orderMessage(variants, say).split('\n').slice(1, 3)).toEqual([
      `1 × Grand boubou brodé indigo (taille L, couleur Indigo) — ${formatXof(12500)}`,
      `1 × Grand boubou brodé indigo (taille M) — ${formatXof(12500)}`,
    ]);
  });

  it('names the delivery zone and its fee, counts the fee in the total, and gives the campaign code', () => {
    const zone = { id: 'wadata', name: 'Wadata', fee: 750, minimumOrder: 0 };
    expect(orderMessage(cart, say, { zone, campaign: 'affiche-wadata' }).split('\n').slice(3)).toEqual([
      `Livraison à Wadata : ${formatXof(750)}`,
      `Total : ${formatXof(32250)}`,
      'Code campagne : affiche-wadata',
    ]);
  });

  it('opens the contact’s chat with the message, encoded so that & and line breaks survive', () => {
    const href = orderHref('https://wa.me/22794567890', cart, say);
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://wa.me/22794567890');
    expect(url.searchParams.get('text')).toBe(orderMessage(cart, say));
    expect(href).not.toContain(' ');
  });
});
