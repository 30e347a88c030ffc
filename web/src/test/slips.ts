import type { Slip } from '../lib/slip';

/** A receipt on 58 mm paper with what stretches it: a Hausa name, a long item, a seven-digit amount, the tracking link. */
export const slip: Slip = {
  shop: 'Kasuwa',
  contact: 'Service client · +227 90 00 00 00',
  title: 'Reçu de commande K-000123',
  stamp: null,
  facts: ['25 novembre 2026 à 00:30', 'Ɗanjuma Ƙarƙashi · +227 96 11 22 33'],
  items: [
    { name: 'Boubou brodé (L, Indigo)', each: '1 × 30\u202f000 F\u00a0CFA', amount: '30\u202f000 F\u00a0CFA' },
    {
      name: 'Pagne wax hollandais grand modèle motif Ƙasa (6 yards)',
      each: '12 × 145\u202f000 F\u00a0CFA',
      amount: '1\u202f740\u202f000 F\u00a0CFA',
    },
  ],
  rows: [{ label: 'Livraison (Wadata)', amount: '750 F\u00a0CFA' }],
  total: { label: 'Total', amount: '1\u202f770\u202f750 F\u00a0CFA' },
  notes: ['Payé par Mobile Money (référence MP241125.1530.A12345)'],
  qr: { url: 'https://kasuwa-app.web.app/suivi/AbCdEfGhIjKlMnOpQrStUv', words: 'Suivez votre commande :' },
  thanks: 'Merci pour votre confiance !',
  named: 'Kasuwa — reçu K-000123',
};
