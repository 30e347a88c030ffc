import { enhanceProductPage } from './product-page-script';

/** The page's one script (web/build.mjs bundles it to /boutique-produit.js): deferred, so the page is parsed. */
enhanceProductPage();
