import { nigerPhoneSchema, webOrderPath, type WebOrderRequest } from '@kasuwa/contract/web-orders';
import { tshirtLine } from '../../test/cart-lines';
import { faultyFields, nigerPhone, sendWebOrder } from './web-order-send';
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

  it('posts JSON to the contract’s path; no answer in time is a failed send, a refusal is the server’s word', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = { requestId: 'a'.repeat(16) } as WebOrderRequest;
    const calls: [string, RequestInit][] = [];
    const refusal = { error: { code: 'sold-out', message: 'Épuisé : Natte.' } };
    const answers = [
      // The first send never answers: it is aborted when its time is up.
      (init: RequestInit) =>
        new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      async () => ({ ok: false, status: 409, json: async () => refusal }) as Response,
    ];
    const original = globalThis.fetch;
    globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return answers[calls.length - 1]!(init);
    }) as unknown as typeof fetch;
    try {
      expect(await sendWebOrder(request, 10)).toEqual({ kind: 'failed' });
      expect(await sendWebOrder(request, 10)).toEqual({ kind: 'refused', error: refusal.error });
    } finally {
      globalThis.fetch = original;
    }
    expect(calls[0]?.[0]).toBe(webOrderPath);
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(calls[1]?.[1].body as string)).toEqual(request);
  });
});
