import '../styles/global.css';
import '../styles/pages.css';
import '../features/gallery/gallery.css';
import '../styles/portfolio.css';
import '../features/cart/cart.css';
import '../features/shop/shop.css';
import '../features/verify-email/verify-email.css';
import { enhanceMenuToggle } from '../components/layout/menu-toggle';
import { enhanceCartBadge } from '../components/layout/cart-badge-count';
import { enhancePlatform } from '../features/home/platform';
import { rememberCampaign } from '../lib/campaign';
import { reportError, reportUncaughtErrors } from '../lib/error-reports';

/**
 * The only script of the public pages: their HTML is complete without it. Page-specific behaviour is
 * fetched only by the pages that have it.
 */
reportUncaughtErrors('public');
rememberCampaign(window.location.search, { referrer: document.referrer, origin: window.location.origin });
enhanceMenuToggle();
enhancePlatform();
enhanceCartBadge();

/** Each page script: the marker of the pages that have it, its name in a log, and how to run it. */
const pageScripts: [marker: string, name: string, run: () => Promise<unknown>][] = [
  ['[data-gallery]', 'gallery', () => import('../features/gallery/gallery').then((m) => m.enhanceGalleries())],
  ['[data-download]', 'download', () => import('../features/download/download-page-script').then((m) => m.enhanceDownload())],
  ['[data-theme-toggle]', 'theme switch', () => import('../features/portfolio/theme-toggle').then((m) => m.enhanceThemeToggle())],
  ['[data-shop]', 'shop', () => import('../features/shop/shop-page-script').then((m) => m.enhanceShop())],
  ['[data-cart-page]', 'cart page', () => import('../features/cart/cart-page-script').then((m) => m.enhanceCartPage())],
  [
    '[data-verify]',
    'verify page',
    () => import('../features/verify-email/verify-page-script').then((m) => m.enhanceVerifyPage()),
  ],
];

for (const [marker, name, run] of pageScripts) {
  if (document.querySelector(marker)) {
    run().catch((error: unknown) => {
      console.error(`The ${name} script could not load`, error);
      reportError('load', `The ${name} script could not load: ${String(error)}`);
    });
  }
}
