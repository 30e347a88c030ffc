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

if (document.querySelector('[data-gallery]')) {
  import('../features/gallery/gallery')
    .then(({ enhanceGalleries }) => enhanceGalleries())
    .catch((error: unknown) => console.error('The gallery could not load', error));
}
if (document.querySelector('[data-download]')) {
  import('../features/download/download')
    .then(({ enhanceDownload }) => enhanceDownload())
    .catch((error: unknown) => console.error('The download page script could not load', error));
}
if (document.querySelector('[data-theme-toggle]')) {
  import('../features/portfolio/theme-toggle')
    .then(({ enhanceThemeToggle }) => enhanceThemeToggle())
    .catch((error: unknown) => console.error('The theme switch could not load', error));
}
if (document.querySelector('[data-shop]')) {
  import('../features/shop/shop')
    .then(({ enhanceShop }) => enhanceShop())
    .catch((error: unknown) => console.error('The shop script could not load', error));
}
if (document.querySelector('[data-cart-page]')) {
  import('../features/cart/cart-page-view')
    .then(({ enhanceCartPage }) => enhanceCartPage())
    .catch((error: unknown) => console.error('The cart page script could not load', error));
}
