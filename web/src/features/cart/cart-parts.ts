import type { PartTags } from '../../lib/page-parts';

/** The parts of /panier (cart-page.tsx) that cart-page-script.ts fills. */
export const cartParts = {
  loading: 'p',
  empty: 'div',
  emptyMessage: 'p',
  filled: 'div',
  lines: 'ul',
  itemCount: 'span',
  total: 'strong',
  order: 'a',
  announce: 'p',
  zoneSelect: 'select',
  zoneMessage: 'p',
  feeLine: 'p',
  fee: 'strong',
  texts: 'script',
} as const satisfies PartTags;

/** The parts of /panier's order form, its confirmation and "Mes commandes" (order-form.tsx), filled by order-form-script.ts. */
export const orderParts = {
  form: 'form',
  name: 'input',
  phone: 'input',
  address: 'input',
  note: 'textarea',
  website: 'input',
  submit: 'button',
  formMessage: 'p',
  confirmation: 'section',
  confirmTitle: 'h2',
  confirmLines: 'ul',
  confirmTrack: 'a',
  confirmChat: 'a',
  myOrders: 'section',
  myOrdersList: 'ul',
} as const satisfies PartTags;
