import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { collections } from '@kasuwa/contract/collections';
import { config } from '../config';
import { db } from '../firebase';
import { loggedTrigger } from '../logged-trigger';
import { catalogueDocuments } from './catalogue-documents';
import { catalogueHandler } from './catalogue-handler';
import { createCatalogueReader } from './catalogue-reader';
import { observed } from '../operations/observers';

const documents = catalogueDocuments(db);

/** /boutique's products, served through a Hosting rewrite (same origin: no CORS) and cached by its CDN. */
export const catalogue = onRequest(
  { invoker: 'public', cors: false },
  observed.request(
    'catalogue',
    catalogueHandler(createCatalogueReader(documents, { recheckMs: config().CATALOGUE_RECHECK_SECONDS * 1000, now: Date.now })),
  ),
);

/** A variant selling out, running low or coming back (an order, a cancellation, staff) reaches the catalogue. */
export const updateCatalogueStock = onDocumentWritten(
  `${collections.stock}/{stockId}`,
  observed.event('updateCatalogueStock', async (event) => {
    const [before, after] = [event.data?.before.data(), event.data?.after.data()];
    const state = (variant: typeof before) => `${variant?.available === 0}:${variant?.low === true}`;
    if (state(before) === state(after)) return;
    const productId = String(after?.productId ?? before?.productId);
    await loggedTrigger('update the catalogue for stock', { productId, stockId: event.params.stockId }, () =>
      documents.update(productId),
    );
  }),
);

/** Every change of a product, by the store, the app or the console, reaches the catalogue. */
export const updateCatalogue = onDocumentWritten(
  `${collections.products}/{productId}`,
  observed.event('updateCatalogue', async (event) => {
    const { productId } = event.params;
    await loggedTrigger('update the catalogue', { productId }, () => documents.update(productId));
  }),
);
