import { logger } from '../operations/request-log';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { collections } from '@kasuwa/contract/collections';
import { loggedTrigger } from '../logged-trigger';
import { searchWordsChange } from './search-words';
import { observed } from '../operations/observers';

// gRPC status of a write whose precondition failed: the document changed after this event.
const failedPrecondition = 9;

/**
 * Keeps each product's `searchWords` (contract searchKeys) for the store's search query, whoever
 * wrote the product. The write is conditional on the product being as the event saw it: a later
 * change has its own event, which writes the keys of what it saw.
 */
export const indexProductSearch = onDocumentWritten(
  `${collections.products}/{productId}`,
  observed.event('indexProductSearch', async (event) => {
    const { productId } = event.params;
    const after = event.data?.after;
    if (!after?.exists) return;
    const searchWords = searchWordsChange(after.data());
    if (!searchWords) return;
    await loggedTrigger('keep the search words of a product', { productId }, async () => {
      try {
        await after.ref.update({ searchWords }, { lastUpdateTime: after.updateTime });
      } catch (error) {
        if ((error as { code?: unknown }).code !== failedPrecondition) throw error;
        logger.info('Search words not written: the product changed since, and its own event will write them', { productId });
      }
    });
  }),
);
