import { logger } from '../operations/request-log';
import { categoriesOf } from '@kasuwa/contract/catalogue-search';
import type { CatalogueEntry } from '@kasuwa/contract/catalogue';
import { catalogueParts, type CatalogueVersion } from './catalogue-parts';

/** What the reader needs of Firestore; each call's documents are counted as reads. */
export interface CatalogueDocuments {
  readVersion(): Promise<CatalogueVersion | null>;
  readParts(parts: readonly number[]): Promise<Map<number, CatalogueEntry[]>>;
  /** Builds every part from the products and completes the version document. */
  build(): Promise<void>;
}

/** The whole catalogue as this instance holds it. */
export interface Catalogue {
  /** Newest first, then by id. */
  entries: CatalogueEntry[];
  categories: string[];
}

const newestFirst = (a: CatalogueEntry, b: CatalogueEntry) => b.time - a.time || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The catalogue kept in memory between requests. It asks the version document again once `recheckMs`
 * have passed since it last did, and reads only the parts whose stamp moved: an instance answering
 * all day reads about one document per `recheckMs`, plus a part per product change. A catalogue
 * never built (a new project, data imported with triggers paused) is built once, then read.
 */
export function createCatalogueReader(
  documents: CatalogueDocuments,
  { recheckMs, now }: { recheckMs: number; now: () => number },
) {
  let held: { version: CatalogueVersion; parts: Map<number, CatalogueEntry[]>; catalogue: Catalogue } | undefined;
  let checkedAt = -Infinity;
  // Requests arriving while the catalogue is read wait for that read rather than start their own.
  let refreshing: Promise<number> | undefined;

  async function refresh(): Promise<number> {
    let version = await documents.readVersion();
    let reads = 1;
    if (!version) {
      logger.info('The catalogue has never been built: building it from the products');
      await documents.build();
      version = await documents.readVersion();
      reads += 1;
      if (!version) throw new Error('The catalogue build completed no version document');
    }
    const sameBuild = held?.version.builtAt === version.builtAt;
    const changed = [...Array(catalogueParts).keys()].filter(
      (part) => !sameBuild || held?.version.stamps.get(part) !== version.stamps.get(part),
    );
    if (changed.length > 0) {
      const parts = new Map(sameBuild ? held?.parts : []);
      for (const [part, entries] of await documents.readParts(changed)) parts.set(part, entries);
      reads += changed.length;
      const entries = [...parts.values()].flat().sort(newestFirst);
      held = { version, parts, catalogue: { entries, categories: categoriesOf(entries) } };
    } else if (held) held.version = version;
    return reads;
  }

  /** The catalogue, and how many documents this call read to have it. */
  return async function current(): Promise<{ catalogue: Catalogue; reads: number }> {
    const time = now();
    let reads = 0;
    if (refreshing) await refreshing;
    else if (!held || time - checkedAt >= recheckMs) {
      refreshing = refresh().finally(() => {
        refreshing = undefined;
      });
      reads = await refreshing;
      checkedAt = time;
    }
    if (!held) throw new Error('The catalogue could not be read');
    return { catalogue: held.catalogue, reads };
  };
}
