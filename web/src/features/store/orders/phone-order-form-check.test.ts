import { phoneOrderRequest, type PhoneOrderDraft } from './phone-order-form-check';

const boubou = { id: 'boubou', title: 'Boubou', price: 30_000, sizes: ['M', 'L'], colors: [] };
const draft: PhoneOrderDraft = {
  phone: ' +227 90 12 34 56 ',
  customerUid: null,
  name: ' Mariama ',
  deliveryAddress: 'Wadata',
  zoneId: 'wadata',
  campaign: '',
  lines: [{ product: boubou, size: 'L', color: '', quantity: 2 }],
};

describe('phoneOrderRequest', () => {
  it('gives the request: a named customer, or one found by phone, the lines and the zone', () => {
    expect(phoneOrderRequest(draft, 'request-000000001')).toEqual({
      request: {
        customer: { name: 'Mariama' },
        lines: [{ productId: 'boubou', quantity: 2, size: 'L' }],
        phone: '+227 90 12 34 56',
        deliveryAddress: 'Wadata',
        requestId: 'request-000000001',
        zoneId: 'wadata',
      },
    });
    const found = phoneOrderRequest({ ...draft, customerUid: 'u-awa', campaign: 'affiche' }, 'r'.repeat(16));
    expect(found).toMatchObject({ request: { customer: { uid: 'u-awa' }, campaign: 'affiche' } });
  });

  it('says what to fix first', () => {
    expect(phoneOrderRequest({ ...draft, phone: '12' }, 'x')).toEqual({ error: 'Enter the customer’s phone number.' });
    expect(phoneOrderRequest({ ...draft, name: ' ' }, 'x')).toHaveProperty('error');
    expect(phoneOrderRequest({ ...draft, lines: [] }, 'x')).toEqual({ error: 'Add at least one product.' });
    expect(phoneOrderRequest({ ...draft, lines: [{ product: boubou, size: '', color: '', quantity: 1 }] }, 'x')).toEqual({
      error: 'Choose the size and colour of Boubou.',
    });
    expect(phoneOrderRequest({ ...draft, lines: [{ product: boubou, size: 'L', color: '', quantity: 0 }] }, 'x')).toEqual({
      error: 'Enter how many Boubou the customer wants.',
    });
    expect(phoneOrderRequest({ ...draft, campaign: 'pas un code' }, 'x')).toHaveProperty('error');
  });
});
