import '../styles/global.css';
import '../styles/pages.css';
import '../features/gallery/gallery.css';
import '../styles/portfolio.css';
import '../features/cart/cart.css';
import '../features/shop/shop.css';
import { enhanceMenuToggle } from '../components/layout/menu-toggle';
import { enhanceCartBadge } from '../components/layout/cart-badge-count';
import { enhancePlatform } from '../features/home/platform';

/**
 * The only script of the public pages: their HTML is complete without it. Page-specific behaviour is
 * fetched only by the pages that have it.
 */
enhanceMenuToggle();
enhancePlatform();
enhanceCartBadge();

/** Each page-specific script, with the marker of the pages that have it and what to call it in a log. */
const pageScripts = [
  {
    marker: '[data-gallery]',
    name: 'The gallery',
    run: () => import('../features/gallery/gallery').then((m) => m.enhanceGalleries()),
  },
  {
    marker: '[data-download]',
    name: 'The download page script',
    run: () => import('../features/download/download-page-script').then((m) => m.enhanceDownload()),
  },
  {
    marker: '[data-theme-toggle]',
    name: 'The theme switch',
    run: () => import('../features/portfolio/theme-toggle').then((m) => m.enhanceThemeToggle()),
  },
  {
    marker: '[data-shop]',
    name: 'The shop script',
    run: () => import('../features/shop/shop-page-script').then((m) => m.enhanceShop()),
  },
  {
    marker: '[data-cart-page]',
    name: 'The cart page script',
    run: () => import('../features/cart/cart-page-script').then((m) => m.enhanceCartPage()),
  },
];

for (const { marker, name, run } of pageScripts) {
  if (document.querySelector(marker)) run().catch((error: unknown) => console.error(`${name} could not load`, error));
}
