import { phoneOrderRequest, type PhoneOrderDraft } from './phone-order-form-check';
import { staffTextIn } from '../../staff/staff-language';

/** What the form says to fix, in English and in French; null when the draft is a request. */
const problem = (checked: PhoneOrderDraft) => {
  const result = phoneOrderRequest(checked, 'x');
  return 'error' in result ? [staffTextIn('en', result.error), staffTextIn('fr', result.error)] : null;
};

const boubou = { id: 'boubou', title: 'Boubou', price: 30_000, sizes: ['M', 'L'], colors: [] };
const draft: PhoneOrderDraft = {
  phone: ' +227 90 12 34 56 ',
  customerUid: null,
  name: ' Mariama ',
  deliveryAddress: 'Wadata',
  zoneId: 'wadata',
  campaign: '',
  channel: 'phone',
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
        channel: 'phone',
      },
    });
    const found = phoneOrderRequest({ ...draft, customerUid: 'u-awa', campaign: 'affiche', channel: 'whatsapp' }, 'r'.repeat(16));
    expect(found).toMatchObject({ request: { customer: { uid: 'u-awa' }, campaign: 'affiche', channel: 'whatsapp' } });
  });

  it('says what to fix first', () => {
    expect(problem({ ...draft, phone: '12' })).toEqual([
      'Enter the customer’s phone number.',
      'Saisissez le numéro de téléphone du client.',
    ]);
    expect(phoneOrderRequest({ ...draft, name: ' ' }, 'x')).toHaveProperty('error');
    expect(problem({ ...draft, lines: [] })?.[0]).toBe('Add at least one product.');
    expect(problem({ ...draft, lines: [{ product: boubou, size: '', color: '', quantity: 1 }] })).toEqual([
      'Choose the size and colour of Boubou.',
      'Choisissez la taille et la couleur de Boubou.',
    ]);
    expect(problem({ ...draft, lines: [{ product: boubou, size: 'L', color: '', quantity: 0 }] })?.[0]).toBe(
      'Enter how many Boubou the customer wants.',
    );
    expect(phoneOrderRequest({ ...draft, campaign: 'pas un code' }, 'x')).toHaveProperty('error');
  });
});
