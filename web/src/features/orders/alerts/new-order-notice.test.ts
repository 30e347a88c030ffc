import { formatXof } from '@kasuwa/contract/money';
import { readOrder } from '@kasuwa/contract/records';
import { staffTextIn, type StaffText } from '../../../components/staff/staff-language';
import { newOrderNotice } from './new-order-notice';

const inLanguage =
  (language: 'en' | 'fr'): StaffText =>
  (text, values) =>
    staffTextIn(language, text, values);

describe('a new order’s notification', () => {
  it('says how the order came in first, then its customer and total: a web order as the web site', () => {
    const web = readOrder({
      number: 42,
      channel: 'web',
      customerName: 'Aïcha Moussa',
      total: 27_000,
      userId: 'phone-22796112233',
    });
    expect(newOrderNotice(inLanguage('fr'), 'order-1', web)).toEqual({
      title: 'Nouvelle commande K-000042',
      body: `Site web — Aïcha Moussa — ${formatXof(27_000)}`,
      tag: 'order-order-1',
    });
    expect(newOrderNotice(inLanguage('en'), 'order-1', web).body).toBe(`Web — Aïcha Moussa — ${formatXof(27_000)}`);
  });

  it('names an app’s order by the app, and one without a number by its id', () => {
    const app = readOrder({ customerName: 'Awa Diallo', total: 15_000, userId: 'u-awa' });
    expect(newOrderNotice(inLanguage('en'), 'order-2', app)).toEqual({
      title: 'New order order-2',
      body: `App — Awa Diallo — ${formatXof(15_000)}`,
      tag: 'order-order-2',
    });
    expect(newOrderNotice(inLanguage('en'), 'order-3', readOrder({ takenBy: 'seller-1', channel: 'whatsapp' })).body).toBe(
      'WhatsApp',
    );
  });
});
