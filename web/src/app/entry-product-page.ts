import { enhanceProductPage } from '../features/product-page/product-page-script';

/**
 * The one script of a product's page (/boutique/<id>, made by the productPage function), bundled by
 * web/build.mjs to /boutique-produit.js: deferred, so the page is parsed when it runs.
 */
enhanceProductPage();
