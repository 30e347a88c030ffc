import { customerKeyOf } from './customers';
import { orderLimits, personLimits } from './limits';
import {
  defaultWebOrderBounds,
  nigerPhoneSchema,
  readWebOrderBounds,
  webOrderBodyBytes,
  webOrderFieldMessages,
  webOrderRefusals,
  webOrderRequestSchema,
} from './web-orders';

const order = {
  name: 'Aïcha Moussa',
  phone: '96 11 22 33',
  zoneId: 'grand-marche',
  address: 'Derrière la mosquée du quartier',
  lines: [{ productId: 'theiere-sahel', size: '1 L', color: 'Rouge', quantity: 2 }],
  requestId: '0b8f3c52-6d1e-4c59-9a43-2f7f8f1c2d10',
};

describe('the web order request', () => {
  it.each([
    '96 11 22 33',
    '96112233',
    '+22796112233',
    '+227 96 11 22 33',
    '0022796112233',
    '00227 96 11 22 33',
    '227 96112233',
    '96-11-22-33',
  ])('takes "%s" as the Niger number the records key as 96112233', (typed) => {
    const phone = nigerPhoneSchema.parse(typed);
    expect(phone).toBe('+227 96 11 22 33');
    expect(customerKeyOf(phone)).toBe('96112233');
  });

  it.each([
    ['7 digits', '96 11 22 3'],
    ['9 digits', '96 11 22 33 4'],
    ['another country', '+33 6 12 34 56 78'],
    ['a Niger code and 7 digits', '+227 9611223'],
    ['letters', '96 11 22 3a'],
    ['nothing', ''],
    ['a number far too long', `+227 ${'9'.repeat(30)}`],
  ])('refuses %s', (_, typed) => {
    expect(nigerPhoneSchema.safeParse(typed).success).toBe(false);
  });

  it('takes a whole order, its fields trimmed, the note optional', () => {
    const parsed = webOrderRequestSchema.parse({ ...order, name: '  Aïcha Moussa ', note: ' Appeler avant ', website: '' });
    expect(parsed).toMatchObject({ name: 'Aïcha Moussa', phone: '+227 96 11 22 33', note: 'Appeler avant' });
    expect(webOrderRequestSchema.safeParse(order).success).toBe(true);
  });

  it.each([
    ['no name', { name: ' ' }],
    ['a name too long', { name: 'a'.repeat(personLimits.nameLength + 1) }],
    ['no zone', { zoneId: '' }],
    ['a zone with a slash', { zoneId: 'a/b' }],
    ['no address', { address: '' }],
    ['an address too long', { address: 'a'.repeat(personLimits.addressLength + 1) }],
    ['a note too long', { note: 'a'.repeat(orderLimits.deliveryNoteLength + 1) }],
    ['no line', { lines: [] }],
    ['too many lines', { lines: Array.from({ length: orderLimits.maxLines + 1 }, () => order.lines[0]) }],
    ['a quantity of 0', { lines: [{ productId: 'theiere-sahel', quantity: 0 }] }],
    ['a quantity over the most', { lines: [{ productId: 'theiere-sahel', quantity: orderLimits.maxQuantity + 1 }] }],
    ['a price of its own', { lines: [{ productId: 'theiere-sahel', quantity: 1, price: 1 }] }],
    ['no request id', { requestId: undefined }],
    ['a request id too short', { requestId: 'abc' }],
    ['a filled hidden field', { website: 'https://spam.example' }],
    ['a field of its own', { total: 1 }],
  ])('refuses %s', (_, change) => {
    expect(webOrderRequestSchema.safeParse({ ...order, ...change }).success).toBe(false);
  });

  it('fits the longest order the schema takes in the body limit', () => {
    const longest = {
      ...order,
      name: 'é'.repeat(personLimits.nameLength),
      address: 'é'.repeat(personLimits.addressLength),
      note: 'é'.repeat(orderLimits.deliveryNoteLength),
      lines: Array.from({ length: orderLimits.maxLines }, (_, at) => ({
        productId: `produit-${'x'.repeat(40)}-${at}`,
        size: 'é'.repeat(24),
        color: 'é'.repeat(24),
        quantity: orderLimits.maxQuantity,
      })),
    };
    expect(webOrderRequestSchema.safeParse(longest).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(longest))).toBeLessThan(webOrderBodyBytes);
  });

  it('says every refusal and every field at fault in French', () => {
    for (const message of [...Object.values(webOrderRefusals), ...Object.values(webOrderFieldMessages)]) {
      expect(message).toMatch(/^[A-ZÉ].*[.]$/);
      expect(message).not.toMatch(/\b(the|order|please|try)\b/i);
    }
  });

  it('reads the stored bounds, or the defaults when they cannot be read', () => {
    const stored = {
      perAddressPerHour: 2,
      perAddressPerDay: 3,
      perConnectionPerHour: 4,
      inAllPerHour: 5,
      attemptsPerAddressPerHour: 6,
      attemptsPerConnectionPerHour: 7,
    };
    expect(readWebOrderBounds({ ...stored, by: 'test' })).toEqual(stored);
    // Written before the attempts were bounded: those bounds take their defaults.
    const { attemptsPerAddressPerHour: _address, attemptsPerConnectionPerHour: _connection, ...older } = stored;
    expect(readWebOrderBounds(older)).toEqual({
      ...older,
      attemptsPerAddressPerHour: defaultWebOrderBounds.attemptsPerAddressPerHour,
      attemptsPerConnectionPerHour: defaultWebOrderBounds.attemptsPerConnectionPerHour,
    });
    for (const unreadable of [undefined, null, { ...stored, perAddressPerHour: 0 }, { perAddressPerHour: 2 }]) {
      expect(readWebOrderBounds(unreadable)).toEqual(defaultWebOrderBounds);
    }
  });
});
