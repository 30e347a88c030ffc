import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type { CatalogueEntry } from '@kasuwa/contract/catalogue';
import { productIdPattern } from '@kasuwa/contract/product-page';
import { logger } from '../operations/request-log';
import { productNotFoundHtml, productPageHtml, productUnavailableHtml } from './product-page-html';
import type { PageLanguage } from './product-page-texts';

/**
 * Hosting's CDN keeps a page two minutes and a phone one: a price or a sold-out variant changed now
 * shows within about two minutes, and a link shared in a busy WhatsApp group costs a render (and its
 * one read) per two minutes, not per visitor (ADR 0170). Answers naming no product are kept alike, so
 * a script trying ids pays the CDN, not Firestore.
 */
export const productPageCacheControl = 'public, max-age=60, s-maxage=120';

interface ProductPageDeps {
  /** The product's catalogue entry, or null when the catalogue shows no such product; and the documents read. */
  entryOf(id: string): Promise<{ entry: CatalogueEntry | null; reads: number }>;
}

/** The origins of the page's pictures, which its Content-Security-Policy lets it load. */
function imageSources(entry: CatalogueEntry | null): string {
  const origins = new Set(["'self'"]);
  for (const photo of entry ? [entry.image, ...(entry.photos ?? [])] : []) origins.add(new URL(photo.src).origin);
  return [...origins].join(' ');
}

/** `reads`: the documents this answer cost, for the bench and the tests (`X-Firestore-Reads`, as the catalogue says it). */
function answer(
  res: Response,
  status: number,
  html: string,
  language: PageLanguage,
  entry: CatalogueEntry | null,
  reads: number,
) {
  res
    .status(status)
    .set({
      'X-Firestore-Reads': String(reads),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Language': language,
      'Cache-Control': status === 503 ? 'no-store' : productPageCacheControl,
      'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src ${imageSources(entry)}; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
    })
    .send(html);
}

/** The product id a path names: null for a path naming none, undefined for one that cannot be decoded. */
function idIn(path: string): string | null | undefined {
  const named = /^\/boutique\/([^/]+)\/?$/.exec(path)?.[1];
  if (named === undefined) return null;
  try {
    const id = decodeURIComponent(named);
    return productIdPattern.test(id) ? id : null;
  } catch {
    return undefined;
  }
}

/**
 * GET /boutique/<id>[?lang=en] (a Hosting rewrite): the product's page, made here from its catalogue
 * entry (one read), so it reads without a script and shows its preview when its link is shared. A
 * product the catalogue does not show (unknown, deleted, or without a title, price or picture) gets a
 * French 404 page; an address naming no well-formed id too, without a read; a malformed escape a 400.
 */
export function productPageHandler({ entryOf }: ProductPageDeps) {
  return async (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).send('');
      return;
    }
    const language: PageLanguage = req.query.lang === 'en' ? 'en' : 'fr';
    const id = idIn(req.path);
    if (id === undefined) {
      answer(res, 400, productNotFoundHtml(language), language, null, 0);
      return;
    }
    if (id === null) {
      answer(res, 404, productNotFoundHtml(language), language, null, 0);
      return;
    }
    let found: Awaited<ReturnType<ProductPageDeps['entryOf']>>;
    try {
      found = await entryOf(id);
    } catch (error) {
      logger.error('Could not read a product for its page:', error, { id });
      answer(res, 503, productUnavailableHtml(language), language, null, 0);
      return;
    }
    if (!found.entry) {
      answer(res, 404, productNotFoundHtml(language), language, null, found.reads);
      return;
    }
    answer(res, 200, productPageHtml(found.entry, language), language, found.entry, found.reads);
  };
}
