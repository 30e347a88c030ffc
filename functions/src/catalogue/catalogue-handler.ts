import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from '../operations/request-log';
import { z } from 'zod';
import { cataloguePageSize, type CatalogueAnswer, type CatalogueEntry } from '@kasuwa/contract/catalogue';
import { searchMatcher } from '@kasuwa/contract/catalogue-search';
import { catalogueQuerySchema, type CatalogueQuery } from '@kasuwa/contract/schemas';
import type { Catalogue } from './catalogue-reader';

/**
 * Hosting's CDN keeps each answer this long, per address: with the reader's recheck, a product edited
 * now is on /boutique within a minute, and a thousand visits of the first page cost a few calls.
 */
export const catalogueCacheControl = 'public, max-age=30, s-maxage=30';

// The cards do without the page's own fields (ProductPageFields): /boutique's answers stay as small as they were.
const withoutSearchFields = ({
  search: _search,
  time: _time,
  photos: _photos,
  summary: _summary,
  fewLeft: _fewLeft,
  ...product
}: CatalogueEntry) => product;

/** One page of the products matching the query, newest first. */
export function answerOf({ entries, categories }: Catalogue, { page, q, category }: CatalogueQuery): CatalogueAnswer {
  const matches = searchMatcher(q);
  const found = entries.filter((entry) => (!category || entry.category === category) && matches(entry.search));
  const start = (page - 1) * cataloguePageSize;
  return {
    products: found.slice(start, start + cataloguePageSize).map(withoutSearchFields),
    matches: found.length,
    total: entries.length,
    page,
    pages: Math.ceil(found.length / cataloguePageSize),
    categories,
  };
}

/**
 * GET /api/catalogue?page=&q=&category= (a Hosting rewrite): a page of /boutique's catalogue as JSON,
 * from the catalogue the instance holds. `X-Firestore-Reads` says what this answer cost, for the bench.
 */
export function catalogueHandler(current: () => Promise<{ catalogue: Catalogue; reads: number }>) {
  return async (req: Request, res: Response): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).json({ error: 'Only GET is supported.' });
      return;
    }
    const query = catalogueQuerySchema.safeParse(req.query);
    if (!query.success) {
      logger.info('Refused a catalogue request: invalid query', { query: JSON.stringify(req.query).slice(0, 200) });
      res.status(400).json({ error: `Invalid catalogue query: ${z.prettifyError(query.error)}` });
      return;
    }
    try {
      const { catalogue, reads } = await current();
      res.set('Cache-Control', catalogueCacheControl).set('X-Firestore-Reads', String(reads));
      res.status(200).json(answerOf(catalogue, query.data));
    } catch (error) {
      logger.error('Could not read the catalogue:', error);
      res.set('Cache-Control', 'no-store').status(503).json({ error: 'The catalogue cannot be read right now.' });
    }
  };
}
