import type { PhoneOrderDraftEntry } from '../phone-order-drafts';
import type { PhoneOrderDraft } from '../../orders/phone-order-form-check';

/** A phone order draft as the form keeps it: one Boubou brodé in M for Mariama, in Lazaret, by phone. */
export function phoneOrderDraft(
  requestId: string,
  entry: Partial<Omit<PhoneOrderDraftEntry, 'form'>> = {},
  form: Partial<PhoneOrderDraft> = {},
): PhoneOrderDraftEntry {
  return {
    requestId,
    form: {
      phone: '+227 90 00 00 01',
      customerUid: null,
      name: 'Mariama',
      deliveryAddress: 'Lazaret',
      zoneId: '',
      campaign: '',
      channel: 'phone',
      lines: [
        {
          product: { id: 'boubou', title: 'Boubou brodé', price: 30_000, sizes: ['M', 'L'], colors: [] },
          size: 'M',
          color: '',
          quantity: 1,
        },
      ],
      ...form,
    },
    at: Date.now(),
    ...entry,
  };
}
