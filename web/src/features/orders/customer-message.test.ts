import { formatXof } from '@kasuwa/contract/money';
import { readOrder } from '@kasuwa/contract/records';
import type { OrderRecord } from '../../components/store/orders/order-record';
import { customerChatHref, customerMessage } from './customer-message';

const order: OrderRecord = {
  id: 'order-1002',
  ...readOrder({
    status: 'confirmed',
    total: 45000,
    deliveryAddress: 'Plateau, Niamey',
    items: [
      { title: 'Boubou brodé', quantity: 1, price: 30000, size: 'L', color: 'Indigo' },
      { title: 'Théière du Sahel', quantity: 2, price: 7500 },
    ],
  }),
};

describe('customerMessage', () => {
  it('greets the customer in French, lists the lines with their variants and says where the order stands', () => {
    expect(customerMessage(order, 'Awa')).toBe(
      [
        'Bonjour Awa, ici Kasuwa.',
        `Votre commande n° order-1002 de ${formatXof(45000)} :`,
        '- 1 × Boubou brodé (L, Indigo)',
        '- 2 × Théière du Sahel',
        'Votre commande est confirmée : nous la livrons à Plateau, Niamey.',
      ].join('\n'),
    );
  });

  it('ends with the link to follow the order once it has one', () => {
    const message = customerMessage({ ...order, trackingToken: 'AbCdEfGhIjKlMnOpQrStUv' }, 'Awa');
    expect(message.split('\n').at(-1)).toBe('Suivez votre commande : https://kasuwa-app.web.app/suivi/AbCdEfGhIjKlMnOpQrStUv');
  });

  it('names the order by its short number when it has one', () => {
    expect(customerMessage({ ...order, number: 123 }, 'Awa').split('\n')[1]).toBe(
      `Votre commande n° K-000123 de ${formatXof(45000)} :`,
    );
  });

  it('gives a cancellation its reason, and does without a name', () => {
    const message = customerMessage({ ...order, status: 'cancelled', cancelReason: 'Article en rupture de stock' }, undefined);
    expect(message.split('\n')[0]).toBe('Bonjour, ici Kasuwa.');
    expect(message).toContain('Votre commande a été annulée : Article en rupture de stock');
  });

  it('tells the customer the order is on its way, or that the delivery failed and what to do', () => {
    expect(customerMessage({ ...order, status: 'outForDelivery' }, 'Awa')).toContain('Votre commande est en route');
    expect(customerMessage({ ...order, status: 'deliveryFailed' }, 'Awa')).toContain('Nous n’avons pas pu vous livrer.');
    expect(customerMessage({ ...order, status: 'toString' }, 'Awa').split('\n')).toHaveLength(4);
  });
});

describe('customerChatHref', () => {
  it('opens the customer’s WhatsApp chat with the message', () => {
    const href = customerChatHref(order, 'Awa', '+227 96 11 22 33');
    expect(href?.startsWith('https://wa.me/22796112233?text=')).toBe(true);
    expect(decodeURIComponent(new URL(href ?? '').search.slice('?text='.length))).toBe(customerMessage(order, 'Awa'));
  });

  it('offers no chat without a phone number', () => {
    expect(customerChatHref(order, 'Awa', undefined)).toBeUndefined();
    expect(customerChatHref(order, 'Awa', 'pas de numéro')).toBeUndefined();
  });
});
