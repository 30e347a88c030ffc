import { createHash } from 'node:crypto';
import { FieldPath, FieldValue, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { blobFolders, collections } from '@kasuwa/contract/collections';
import type { ThumbnailSet } from '@kasuwa/contract/schemas';
import type { BlobStore } from '../blobs/blob-store';
import { newTrackingToken } from '../tracking/tracking-token';
import { countOrderSalesIn, orderCountsOf, sameCounts } from '../sales/count-order-sales';
import { searchWordsChange } from '../product-search/search-words';
import { thumbnailPathsOf, type ThumbnailWidth } from '../product-images/image-names';
import { makeThumbnails } from '../product-images/image-pipeline';
import {
  changeKinds,
  feedbackChange,
  imagesWithoutThumbnails,
  orderChange,
  type ChangeKind,
  productDatesChange,
  type PlannedChange,
  type StoredDocument,
} from './plan';

export interface MigrateDeps {
  db: Firestore;
  store: Pick<BlobStore, 'save' | 'pathOf'>;
  /** The bytes of an image a product lists. */
  fetchImage(url: string): Promise<Buffer>;
  /** false: a dry run, which reads and reports but writes nothing, and fetches no image. */
  apply: boolean;
}

export interface CollectionReport {
  scanned: number;
  /** Documents that needed a change (written when applying). */
  changed: number;
  /** How many documents each kind of change concerned. */
  kinds: { [kind: string]: number };
  /** Ids worth a person's look: changes made with a guess, or that failed. */
  flagged: { id: string; reason: string }[];
}

export interface MigrationReport {
  applied: boolean;
  collections: { [collection: string]: CollectionReport };
}

const pageSize = 300;

async function* documentsOf(db: Firestore, collection: string): AsyncGenerator<DocumentSnapshot> {
  let last: DocumentSnapshot | undefined;
  for (;;) {
    let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(pageSize);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    yield* page.docs;
    if (page.size < pageSize) return;
    last = page.docs[page.docs.length - 1];
  }
}

const stored = (snapshot: DocumentSnapshot): StoredDocument => ({
  id: snapshot.id,
  data: snapshot.data() ?? {},
  createTime: snapshot.createTime!,
});

/** Thumbnails beside an image of the store use its naming, so the clean-up triggers find them. */
function thumbnailPaths(store: MigrateDeps['store'], url: string): Record<ThumbnailWidth, string> {
  const path = store.pathOf(url);
  const own = path ? thumbnailPathsOf(path) : null;
  if (own) return own;
  const name = `migrated-${createHash('sha256').update(url).digest('hex').slice(0, 24)}`;
  const folder = `${blobFolders.productImages}/thumbnails`;
  return { 200: `${folder}/${name}-w200.webp`, 400: `${folder}/${name}-w400.webp`, 800: `${folder}/${name}-w800.webp` };
}

async function thumbnailSetOf(deps: MigrateDeps, url: string): Promise<ThumbnailSet> {
  const made = await makeThumbnails(await deps.fetchImage(url));
  const paths = thumbnailPaths(deps.store, url);
  const urls = await Promise.all(made.map(({ width, bytes }) => deps.store.save(paths[width], bytes, 'image/webp')));
  const [w200, w400, w800] = urls as [string, string, string];
  return { w200, w400, w800 };
}

class Tally {
  readonly report: CollectionReport = { scanned: 0, changed: 0, kinds: {}, flagged: [] };

  count(change: PlannedChange) {
    this.report.changed += 1;
    for (const kind of change.kinds) this.report.kinds[kind] = (this.report.kinds[kind] ?? 0) + 1;
  }

  flag(id: string, reason: string) {
    this.report.flagged.push({ id, reason });
  }
}

/**
 * Writes only the planned fields, and only if the document is as it was read: a staff edit in between
 * makes the write fail (flagged, for another run) instead of being overwritten.
 */
async function write(snapshot: DocumentSnapshot, change: PlannedChange) {
  await snapshot.ref.update(change.update, { lastUpdateTime: snapshot.updateTime! });
}

/** A collection whose documents each need at most one planned change, flagged when made with a guess. */
async function migrateEach(
  deps: MigrateDeps,
  collection: string,
  plan: (document: StoredDocument) => PlannedChange | null,
  guessed: { kind: ChangeKind; reason: string },
): Promise<CollectionReport> {
  const tally = new Tally();
  for await (const snapshot of documentsOf(deps.db, collection)) {
    tally.report.scanned += 1;
    const change = plan(stored(snapshot));
    if (!change) continue;
    tally.count(change);
    if (change.kinds.includes(guessed.kind)) tally.flag(snapshot.id, guessed.reason);
    if (!deps.apply) continue;
    try {
      await write(snapshot, change);
    } catch (error) {
      tally.flag(snapshot.id, `not written: ${(error as Error).message}`);
    }
  }
  return tally.report;
}

async function migrateProducts(deps: MigrateDeps): Promise<CollectionReport> {
  const tally = new Tally();
  for await (const snapshot of documentsOf(deps.db, collections.products)) {
    tally.report.scanned += 1;
    const product = stored(snapshot);
    const change = productDatesChange(product) ?? { kinds: [], update: {} };
    const images = imagesWithoutThumbnails(product);
    if (images.length > 0) change.kinds.push(changeKinds.productThumbnails);
    // What indexProductSearch writes, for products stored before it: not a change of the product itself.
    const contentChanged = change.kinds.length > 0;
    const searchWords = searchWordsChange(product.data);
    if (searchWords) {
      change.kinds.push(changeKinds.productSearchWords);
      change.update.searchWords = searchWords;
    }
    if (change.kinds.length === 0) continue;
    tally.count(change);
    if (!product.data.time && !product.data.date) tally.flag(snapshot.id, 'no time nor date: dated at its create time');
    if (!deps.apply) continue;
    try {
      if (images.length > 0) change.update.thumbnails = await Promise.all(images.map((url) => thumbnailSetOf(deps, url)));
      // A new version, as every product write makes: a form opened before this run is told on saving.
      const version = contentChanged ? { version: FieldValue.increment(1) } : {};
      await write(snapshot, { ...change, update: { ...change.update, ...version } });
    } catch (error) {
      tally.flag(snapshot.id, `not written: ${(error as Error).message}`);
    }
  }
  return tally.report;
}

/**
 * The sales summaries of orders stored before followOrder's sales effect, or while it could not run: each order
 * whose part is not counted as it is now is counted, by the trigger's own transaction (idempotent).
 */
async function migrateSales(deps: MigrateDeps): Promise<CollectionReport> {
  const tally = new Tally();
  const countNow = countOrderSalesIn(deps.db);
  for await (const snapshot of documentsOf(deps.db, collections.orders)) {
    tally.report.scanned += 1;
    const counted = await deps.db.collection(collections.salesCounted).doc(snapshot.id).get();
    if (sameCounts(orderCountsOf(counted.get('order') as DocumentData | undefined), orderCountsOf(snapshot.data()))) continue;
    tally.count({ kinds: [changeKinds.orderSales], update: {} });
    if (!deps.apply) continue;
    try {
      await countNow(snapshot.id);
    } catch (error) {
      tally.flag(snapshot.id, `not written: ${(error as Error).message}`);
    }
  }
  return tally.report;
}

/**
 * Brings data written before this code to the shapes the rules and the staff pages need. Adds or
 * rewrites fields only, never deletes a document or a field, and is idempotent: a second run finds
 * nothing to change.
 */
export async function migrate(deps: MigrateDeps): Promise<MigrationReport> {
  return {
    applied: deps.apply,
    collections: {
      [collections.feedback]: await migrateEach(deps, collections.feedback, feedbackChange, {
        kind: changeKinds.listedAtFromCreateTime,
        reason: 'no createdAt: listed at its create time',
      }),
      [collections.products]: await migrateProducts(deps),
      [collections.orders]: await migrateEach(deps, collections.orders, (order) => orderChange(order, newTrackingToken), {
        kind: changeKinds.orderCreatedAt,
        reason: 'no createdAt: dated at its create time',
      }),
      // After the orders' own fields: an order dated just now counts on its day.
      [collections.salesDays]: await migrateSales(deps),
    },
  };
}
