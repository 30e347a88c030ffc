import type { PartTags } from '../../lib/page-parts';

/** The parts of /boutique (shop-page.tsx) that shop-page-script.ts fills. */
export const shopParts = {
  filters: 'form',
  search: 'input',
  category: 'select',
  status: 'p',
  errorMessage: 'p',
  retry: 'button',
  list: 'ul',
  more: 'button',
  added: 'p',
  texts: 'script',
} as const satisfies PartTags;
