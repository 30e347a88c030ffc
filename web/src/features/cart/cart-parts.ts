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
