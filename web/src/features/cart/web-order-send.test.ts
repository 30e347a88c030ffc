import { nigerPhoneSchema } from '@kasuwa/contract/web-orders';
import { tshirtLine } from '../../test/cart-lines';
import { faultyFields, nigerPhone } from './web-order-send';
import { keptOrders, loadPlacedOrders, rememberOrder } from './web-order-storage';

describe('the order sent from /panier', () => {
  it.each(['96 11 22 33', '+22796112233', '0022796112233', '227 96112233', '+227 (96) 11.22.33', '96-11-22-33'])(
    'reads %s as the contract does',
    (typed) => {
      expect(nigerPhone(typed)).toBe('+227 96 11 22 33');
      expect(nigerPhone(typed)).toBe(nigerPhoneSchema.parse(typed));
    },
  );

  it.each(['9611223', '961122334', '+33 6 12 34 56 78', '96 11 22 33 ou 90', ''])('refuses %s as the contract does', (typed) => {
    expect(nigerPhone(typed)).toBeNull();
    expect(nigerPhoneSchema.safeParse(typed).success).toBe(false);
  });

  it('names the fields at fault, in the form’s order; a note may be empty', () => {
    const filled = { name: 'Aïcha', phone: '96112233', address: 'Wadata', note: '' };
    expect(faultyFields(filled, 'wadata')).toEqual([]);
    expect(faultyFields({ name: ' ', phone: '12', address: '', note: 'x'.repeat(201) }, '')).toEqual([
      'name',
      'phone',
      'zoneId',
      'address',
      'note',
    ]);
  });

  it(`keeps this phone's last ${keptOrders} orders, newest first, each once`, () => {
    localStorage.clear();
    const path = (number: number) => `/suivi/${String(number).padStart(22, 'a')}`;
    for (let number = 1; number <= keptOrders + 2; number += 1) {
      rememberOrder({ number, trackingPath: path(number), total: 6500, placedAt: number, lines: [tshirtLine] });
    }
    rememberOrder({ number: 12, trackingPath: path(12), total: 6500, placedAt: 12, lines: [tshirtLine] });
    const kept = loadPlacedOrders();
    expect(kept.map((order) => order.number)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(kept[0]?.lines).toEqual([tshirtLine]);
  });
});
