/**
 * The words the top bar's scripts show (menu-toggle.ts, cart-badge-count.ts), per public language; the
 * top bar writes them into every page, the scripts import this file as a type only (lib/page-texts.ts).
 */
export const topBarTexts = {
  fr: {
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    emptyCart: 'Panier, vide',
    cart: { one: 'Panier, {count} article', other: 'Panier, {count} articles' },
  },
} as const;

export type TopBarTexts = (typeof topBarTexts)['fr'];
