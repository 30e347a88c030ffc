import { renderToStaticMarkup } from 'react-dom/server';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ZoneChoice } from '@kasuwa/contract/delivery-zones';
import { formatXof } from '@kasuwa/contract/money';
import type { WebOrderAnswer, WebOrderRequest } from '@kasuwa/contract/web-orders';
import type { CartItem } from '../../lib/cart/cart';
import { cartStorageKey, loadCart, serializeCart } from '../../lib/cart/cart-storage';
import { boubouLine, freshCartEachTest, tshirtLine } from '../../test/cart-lines';
import { CartPage } from './cart-page';
import { enhanceCartPage } from './cart-page-script';
import type { SendResult } from './web-order-send';
import { loadPending, loadPlacedOrders } from './web-order-storage';

const stopAfterTest = freshCartEachTest();
const xof = (amount: number) => formatXof(amount).replace(/\s/g, ' ');
const zones: ZoneChoice[] = [{ id: 'wadata', name: 'Wadata', fee: 750, minimumOrder: 0 }];
const trackingPath = '/suivi/abcdefghijklmnopqrstuv';

const answer: WebOrderAnswer = {
  number: 1042,
  items: [
    { productId: 'boubou', title: boubouLine.title, price: 45_000, quantity: 2 },
    { productId: 'tshirt', title: tshirtLine.title, price: 6_500, quantity: 1 },
  ],
  zoneName: 'Wadata',
  deliveryFee: 750,
  total: 97_250,
  trackingPath,
};

/** The server's boundary: each call's request is kept, and answered by `results` in turn (the last one repeats). */
function server(...results: SendResult[]) {
  const requests: WebOrderRequest[] = [];
  const send = jest.fn(async (request: WebOrderRequest) => {
    requests.push(request);
    return results[Math.min(requests.length - 1, results.length - 1)] ?? { kind: 'failed' as const };
  });
  return { send, requests };
}

async function openCartPage(lines: CartItem[], send: (request: WebOrderRequest) => Promise<SendResult>) {
  localStorage.setItem(cartStorageKey, serializeCart(lines));
  document.body.innerHTML = renderToStaticMarkup(<CartPage />);
  await act(async () => {
    stopAfterTest(enhanceCartPage(document, async () => zones, send));
  });
}

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Votre nom'), 'Aïcha Moussa');
  await userEvent.type(screen.getByLabelText('Téléphone'), '00227 96-11-22-33');
  await userEvent.selectOptions(screen.getByLabelText('Quartier de livraison'), 'wadata');
  await userEvent.type(screen.getByLabelText('Adresse ou repère'), 'Près de la mosquée, portail bleu');
}

const order = () => userEvent.click(screen.getByRole('button', { name: 'Commander' }));
const formMessage = () => document.querySelector('[data-part="formMessage"]')?.textContent;

describe('/panier’s order form', () => {
  it('says what is missing next to each field and focuses the first, sending nothing', async () => {
    const { send } = server({ kind: 'placed', answer });
    await openCartPage([boubouLine], send);
    await userEvent.type(screen.getByLabelText('Téléphone'), '12 34');
    await order();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Votre nom')).toHaveFocus();
    expect(screen.getByLabelText('Votre nom')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Votre nom')).toHaveAccessibleDescription(/^Indiquez votre nom/);
    expect(screen.getByLabelText('Téléphone')).toHaveAccessibleDescription(/Numéro du Niger : 8 chiffres/);
    expect(screen.getByLabelText('Quartier de livraison')).toHaveAccessibleDescription('Choisissez votre zone de livraison.');
    expect(formMessage()).toBe('Vérifiez les 4 champs signalés.');
  });

  it('places the order once, then empties the cart and shows the confirmation the customer keeps', async () => {
    const { send, requests } = server({ kind: 'placed', answer });
    await openCartPage([boubouLine, tshirtLine], send);
    await fillForm();
    await order();

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      name: 'Aïcha Moussa',
      phone: '+227 96 11 22 33',
      zoneId: 'wadata',
      address: 'Près de la mosquée, portail bleu',
      lines: [
        { productId: 'boubou', quantity: 2 },
        { productId: 'tshirt', quantity: 1 },
      ],
      website: '',
    });
    expect(loadCart()).toEqual([]);
    expect(loadPending()).toBeNull();
    const confirmation = screen.getByRole('region', { name: 'Commande K-001042 reçue. Merci !' });
    expect(screen.getByRole('heading', { name: 'Commande K-001042 reçue. Merci !' })).toHaveFocus();
    expect(confirmation).toHaveTextContent(`2 × ${boubouLine.title} — ${xof(90_000)}`);
    expect(confirmation).toHaveTextContent(`Livraison à Wadata : ${xof(750)}`);
    expect(confirmation).toHaveTextContent(`Total : ${xof(97_250)}`);
    expect(within(confirmation).getByRole('link', { name: 'Suivre ma commande' })).toHaveAttribute('href', trackingPath);
    const chat = new URL(
      within(confirmation)
        .getByRole('link', { name: /WhatsApp/ })
        .getAttribute('href') ?? '',
    );
    expect(chat.searchParams.get('text')).toContain('commande K-001042');
    expect(chat.searchParams.get('text')).toContain(`http://localhost${trackingPath}`);

    const mine = within(screen.getByRole('list', { name: 'Mes commandes' })).getAllByRole('listitem');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveTextContent(`Commande K-001042 du`);
    expect(within(mine[0] as HTMLElement).getByRole('link', { name: 'Suivre la commande K-001042' })).toHaveAttribute(
      'href',
      trackingPath,
    );
  });

  it('keeps the cart and everything typed when the send fails, and sends the same request id again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { send, requests } = server({ kind: 'failed' }, { kind: 'placed', answer });
    await openCartPage([boubouLine], send);
    await fillForm();
    await order();
    expect(formMessage()).toMatch(/^Votre commande n’est pas partie/);
    expect(loadCart()).toEqual([boubouLine]);
    expect(loadPending()?.requestId).toBe(requests[0]?.requestId);

    // The page is opened again: what was typed is there, and the retry carries the first id.
    await openCartPage([boubouLine], send);
    expect(screen.getByLabelText('Votre nom')).toHaveValue('Aïcha Moussa');
    expect(screen.getByLabelText('Adresse ou repère')).toHaveValue('Près de la mosquée, portail bleu');
    await order();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.requestId).toBe(requests[0]?.requestId);
    expect(requests[0]?.requestId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(loadCart()).toEqual([]);
  });

  it('sends again, with its id, an order the page was left during', async () => {
    const { send, requests } = server({ kind: 'placed', answer });
    await openCartPage([boubouLine], async (request) => {
      requests.push(request);
      return new Promise<SendResult>(() => undefined);
    });
    await fillForm();
    await order();
    const sending = screen.getByRole('button', { name: 'Envoi…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sending);
    expect(requests).toHaveLength(1);

    await openCartPage([boubouLine], send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].requestId).toBe(requests[0]?.requestId);
    expect(screen.getByRole('heading', { name: 'Commande K-001042 reçue. Merci !' })).toBeVisible();
  });

  it('shows the server’s refusal by its field, keeps the cart, and a new order after it keeps the id', async () => {
    const message = 'Commande minimum pour Wadata : 100 000 F CFA.';
    const { send, requests } = server({ kind: 'refused', error: { code: 'below-minimum', message } });
    await openCartPage([tshirtLine], send);
    await fillForm();
    await order();
    expect(formMessage()).toBe(message);
    expect(screen.getByLabelText('Quartier de livraison')).toHaveFocus();
    expect(screen.getByLabelText('Quartier de livraison')).toHaveAccessibleDescription(message);
    expect(loadCart()).toEqual([tshirtLine]);
    expect(screen.getByRole('button', { name: 'Commander' })).not.toHaveAttribute('aria-disabled');
    await order();
    expect(requests[1]?.requestId).toBe(requests[0]?.requestId);
  });

  it('puts a past order back in the cart in one tap, from "Mes commandes"', async () => {
    const { send } = server({ kind: 'placed', answer });
    await openCartPage([boubouLine, tshirtLine], send);
    await fillForm();
    await order();
    expect(loadCart()).toEqual([]);

    await openCartPage([], send);
    await userEvent.click(screen.getByRole('button', { name: 'Commander à nouveau la commande K-001042' }));
    expect(loadCart()).toEqual([boubouLine, tshirtLine]);
    expect(screen.getByRole('button', { name: 'Commander' })).toHaveFocus();
    expect(loadPlacedOrders()).toHaveLength(1);
  });
});
