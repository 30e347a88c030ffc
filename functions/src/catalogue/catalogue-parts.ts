import { readCatalogueProduct, readProductPageFields, type CatalogueEntry } from '@kasuwa/contract/catalogue';
import { isRecord } from '@kasuwa/contract/records';

/**
 * The catalogue is kept in this many part documents, each product in the part its id hashes to: a
 * product's change rewrites one part, and at 1 MiB a document, 32 parts hold some 40,000 products of
 * ~800 bytes (title, prices, picture addresses, search words).
 */
export const catalogueParts = 32;

/** FNV-1a of the id: stable across deploys and languages, spread evenly enough for 32 parts. */
export function partOf(productId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < productId.length; index += 1) {
    hash ^= productId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % catalogueParts;
}

export const partDocumentId = (part: number) => `part-${String(part).padStart(2, '0')}`;
/** Says when the parts were last built whole, and a stamp per part that each change moves on. */
export const versionDocumentId = 'version';

/** The version document as read: null when it is missing or was never completed by a build. */
export interface CatalogueVersion {
  builtAt: number;
  /** Part number → its stamp; a part never changed since the build has none. */
  stamps: Map<number, number>;
}

export function readCatalogueVersion(data: unknown): CatalogueVersion | null {
  if (!isRecord(data) || typeof data.builtAt !== 'number') return null;
  const stamps = new Map<number, number>();
  if (isRecord(data.parts)) {
    for (const [part, stamp] of Object.entries(data.parts)) {
      if (typeof stamp === 'number') stamps.set(Number(part), stamp);
    }
  }
  return { builtAt: data.builtAt, stamps };
}

/** The entries of a part document; one this code cannot read is left out and named in the error list. */
export function readPart(data: unknown): { entries: CatalogueEntry[]; unreadable: string[] } {
  const products = isRecord(data) && isRecord(data.products) ? data.products : {};
  const entries: CatalogueEntry[] = [];
  const unreadable: string[] = [];
  for (const [id, value] of Object.entries(products)) {
    const product = readCatalogueProduct(value);
    const { search, time } = isRecord(value) ? value : {};
    if (product && product.id === id && typeof search === 'string' && typeof time === 'number') {
      entries.push({ ...product, ...readProductPageFields(value), search, time });
    } else unreadable.push(id);
  }
  return { entries, unreadable };
}
