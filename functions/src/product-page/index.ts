import { onRequest } from 'firebase-functions/v2/https';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../firebase';
import { catalogueDocuments } from '../catalogue/catalogue-documents';
import { partDocumentId, partOf, readPart } from '../catalogue/catalogue-parts';
import { observed } from '../operations/observers';
import { logger } from '../operations/request-log';
import { productPageHandler } from './product-page-handler';

const parts = db.collection(collections.catalogue);
const documents = catalogueDocuments(db);

/**
 * A product's catalogue entry from the one part document its id hashes to: one read, of what the
 * catalogue shows and nothing of the product's private fields. Every built catalogue has all its
 * parts: a part missing means the catalogue was never built (a new project, an import), so it is built
 * once, as the catalogue function would, and read again.
 */
async function entryOf(id: string) {
  const part = parts.doc(partDocumentId(partOf(id)));
  let snapshot = await part.get();
  let reads = 1;
  if (!snapshot.exists) {
    logger.info('The catalogue has never been built: building it for a product page');
    await documents.build();
    snapshot = await part.get();
    reads += 1;
  }
  const { entries, unreadable } = readPart(snapshot.data());
  if (unreadable.includes(id)) logger.error('A catalogue entry left out of its page: not in the expected shape', { id });
  return { entry: entries.find((entry) => entry.id === id) ?? null, reads };
}

/** /boutique/<id> (a Hosting rewrite): a product's page, readable without a script, cached by Hosting's CDN. */
export const productPage = onRequest({ invoker: 'public' }, observed.request('productPage', productPageHandler({ entryOf })));
