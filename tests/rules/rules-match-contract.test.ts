import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import { Timestamp, serverTimestamp } from 'firebase/firestore/lite';
import { collections } from '@kasuwa/contract/collections';
import { orderFieldsNotWrittenBy } from '@kasuwa/contract/order-fields';
import { linesTotal } from '@kasuwa/contract/order-total';
import { referralCampaignSchema, referralCodeSchema } from '@kasuwa/contract/referrals';
import {
  deliveryZoneSchema,
  feedbackSchema,
  orderSchema,
  postSchema,
  productDate,
  productSchema,
  shopUserSchema,
} from '@kasuwa/contract/schemas';
import {
  arbitraryOf,
  boundsOf,
  kindOf,
  objectOf,
  shapeOf,
  stringOfLength,
  unwrapped,
  wrongValuesFor,
  type Schema,
} from './contract-arbitraries';
import { storeRoles, storeUids, write } from './store-roles';
import type { ClientDb } from './rules-env';

/**
 * The rules and the contract agree, proven by generating documents from each schema a client writes
 * with: every valid one is allowed for the role that writes it, and each kind of mutation is refused
 * (an extra key, a wrong type, a value past a limit, a server time chosen by the client, a field only
 * functions write). A field added to a schema and not to the rules, or a limit changed in one place
 * only, fails here.
 */

const roles = storeRoles();
const { ownerUid, adminUid } = storeUids;
const runs = 15;

interface WriteCase {
  /** What the client writes, as the test names say it. */
  label: string;
  schema: Schema;
  /** The writer, and the document's path for this write. */
  writer(n: number): { db: ClientDb; path: string };
  /** Fields the rules tie to the caller, the document or the server, written as a client must. */
  fixed(path: string): Record<string, unknown>;
  /** Fields of the schema only functions write. */
  serverOnly?: string[];
  /** Fields the rules require to be the request's time. */
  serverTime?: string[];
  /** Generators for fields the schema cannot describe alone (a client timestamp, a date format). */
  overrides?: Record<string, fc.Arbitrary<unknown>>;
  /** What the schema's refinements need of a generated document. */
  finish?(document: Record<string, unknown>): Record<string, unknown>;
  /**
   * Refusals the rules cannot make, each with why: they cannot loop over a list, so a list's entries
   * past the first are the functions' and the console's to check (docs/adr/0058-order-lines.md).
   */
  entriesUnchecked?: string[];
  /** Lists whose length the schema ties to another's: their limit is that list's. */
  lengthTied?: string[];
}

let written = 0;
const docId = (prefix: string) => `${prefix}-${(written += 1)}`;

const cases: WriteCase[] = [
  {
    label: 'an order an app writes',
    schema: orderSchema,
    writer: () => ({ db: roles.owner, path: `${collections.orders}/${docId('prop-order')}` }),
    fixed: () => ({ userId: ownerUid, status: 'pending', createdAt: serverTimestamp() }),
    serverOnly: orderFieldsNotWrittenBy('client'),
    serverTime: ['createdAt'],
    finish: (order) => ({
      ...order,
      total: linesTotal(order.items as { price: number; quantity: number }[]),
    }),
    entriesUnchecked: ['items'],
  },
  {
    label: 'a post of the feed',
    schema: postSchema,
    writer: () => ({ db: roles.owner, path: `${collections.posts}/${docId('prop-post')}` }),
    fixed: () => ({ authorId: ownerUid, createdAt: serverTimestamp() }),
    serverTime: ['createdAt'],
  },
  {
    label: 'a feedback',
    schema: feedbackSchema,
    writer: () => ({ db: roles.owner, path: `${collections.feedback}/${docId('prop-feedback')}` }),
    fixed: () => ({ userId: ownerUid, createdAt: serverTimestamp() }),
    serverOnly: ['listedAt'],
    serverTime: ['createdAt'],
  },
  {
    label: "a shopper's own record",
    schema: shopUserSchema,
    writer: () => {
      const uid = docId('prop-shopper');
      return {
        db: roles.signIn(uid, { email: `${uid}@kasuwa.test`, email_verified: true, role: 'customer' }),
        path: `${collections.shopUsers}/${uid}`,
      };
    },
    fixed: () => ({ createdAt: serverTimestamp() }),
    serverTime: ['createdAt'],
  },
  {
    label: 'a campaign staff register',
    schema: referralCampaignSchema,
    writer: () => ({ db: roles.admin, path: `${collections.referralCampaigns}/${docId('prop-campaign')}` }),
    fixed: (path) => ({ code: path.split('/')[1], createdBy: adminUid, createdAt: serverTimestamp() }),
    serverTime: ['createdAt'],
  },
  {
    label: 'a delivery zone staff add',
    schema: deliveryZoneSchema,
    writer: () => ({ db: roles.admin, path: `${collections.deliveryZones}/${docId('prop-zone')}` }),
    fixed: () => ({ updatedAt: serverTimestamp() }),
    serverTime: ['updatedAt'],
  },
  {
    label: 'a product staff create',
    schema: productSchema,
    writer: () => ({ db: roles.admin, path: `${collections.products}/${docId('prop-product')}` }),
    fixed: () => ({ version: 1 }),
    serverOnly: ['searchWords'],
    overrides: {
      time: fc.date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map(Timestamp.fromDate),
      date: fc.date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map(productDate),
    },
    finish: (product) => {
      if (!product.thumbnails) return product;
      const url = 'https://kasuwa.test/thumbnail.webp';
      return { ...product, thumbnails: (product.images as string[]).map(() => ({ w200: url, w400: url, w800: url })) };
    },
    entriesUnchecked: ['thumbnails', 'images'],
    lengthTied: ['thumbnails'],
  },
];

/** A value as a failure names it: a long text or list by its length. */
const preview = (value: unknown) =>
  typeof value === 'string'
    ? `"${value.slice(0, 12)}${value.length > 12 ? '…' : ''}" (${value.length} characters)`
    : Array.isArray(value)
      ? `a list of ${value.length}`
      : JSON.stringify(value);

/** A generated document the schema accepts, as the client writes it (server times as sentinels). */
function documents(writeCase: WriteCase, path: string) {
  const fixed = writeCase.fixed(path);
  const generated = objectOf(writeCase.schema, writeCase.overrides, [...Object.keys(fixed), ...(writeCase.serverOnly ?? [])]);
  return generated.map((fields) => {
    const document = { ...fields, ...fixed };
    return writeCase.finish ? writeCase.finish(document) : document;
  });
}

/** One generated document, for the mutations that change one field of it. */
const oneDocument = (writeCase: WriteCase, path: string) =>
  fc.sample(documents(writeCase, path), 1)[0] as Record<string, unknown>;

/** The schema's own verdict, server times standing in as timestamps: a generator the schema refuses is a test bug. */
function expectSchemaAccepts(writeCase: WriteCase, document: Record<string, unknown>) {
  const asStored = { ...document };
  for (const key of writeCase.serverTime ?? []) if (key in asStored) asStored[key] = Timestamp.now();
  const parsed = writeCase.schema.safeParse(asStored);
  expect(parsed.error?.issues ?? []).toEqual([]);
}

describe.each(cases)('the rules and the contract agree on $label', (writeCase) => {
  const shape = shapeOf(writeCase.schema);

  it('allows every document the schema accepts', async () => {
    const { path } = writeCase.writer(0);
    await fc.assert(
      fc.asyncProperty(documents(writeCase, path), async (document) => {
        expectSchemaAccepts(writeCase, document);
        const { db, path: fresh } = writeCase.writer(0);
        await assertSucceeds(write(db, fresh, { ...document, ...writeCase.fixed(fresh) }));
      }),
      { numRuns: runs },
    );
  });

  it('refuses a key the schema does not have', async () => {
    const { path } = writeCase.writer(0);
    const extraKey = fc.stringMatching(/^[a-z][A-Za-z]{0,15}$/).filter((key) => !(key in shape));
    await fc.assert(
      fc.asyncProperty(documents(writeCase, path), extraKey, async (document, key) => {
        const { db, path: fresh } = writeCase.writer(0);
        await assertFails(write(db, fresh, { ...document, ...writeCase.fixed(fresh), [key]: 'x' }));
      }),
      { numRuns: runs },
    );
  });

  it('refuses a value of the wrong type in any field', async () => {
    for (const [key, field] of Object.entries(shape)) {
      if (writeCase.serverOnly?.includes(key)) continue;
      for (const wrong of wrongValuesFor(field)) {
        if (writeCase.entriesUnchecked?.includes(key) && Array.isArray(wrong) && wrong.length > 0) continue;
        const { db, path } = writeCase.writer(0);
        const document = { ...oneDocument(writeCase, path), [key]: wrong };
        await assertFails(write(db, path, document)).catch((error: unknown) => {
          throw new Error(`${key} = ${JSON.stringify(wrong)} was allowed: ${String(error)}`);
        });
      }
    }
  });

  it('allows each field at its limit and refuses it one past', async () => {
    for (const [key, field] of Object.entries(shape)) {
      if (writeCase.serverOnly?.includes(key) || key in writeCase.fixed('x/x') || writeCase.lengthTied?.includes(key)) continue;
      const { inner } = unwrapped(field);
      const { min, max, pattern } = boundsOf(inner);
      // Values at and around the field's bounds; the schema says which it accepts, the rules must agree.
      const attempts: unknown[] = [];
      if (kindOf(inner) === 'number') {
        if (max !== undefined) attempts.push(max, max + 1);
        if (min !== undefined) attempts.push(min, min - 1);
      } else if (kindOf(inner) === 'array') {
        const entry = fc.sample(arbitraryOf(inner), 20).flat()[0];
        if (max !== undefined && entry !== undefined) {
          attempts.push(
            Array.from({ length: max }, () => entry),
            Array.from({ length: max + 1 }, () => entry),
          );
        }
        if (min !== undefined && min > 0) attempts.push([]);
      } else if (kindOf(inner) === 'string' && max !== undefined && !(pattern && !pattern.test('a'))) {
        attempts.push(stringOfLength(inner, max), stringOfLength(inner, max + 1), '   ');
      }
      for (const value of attempts) {
        const allowed = inner.safeParse(value).success;
        const { db, path } = writeCase.writer(0);
        const document = writeCase.finish
          ? writeCase.finish({ ...oneDocument(writeCase, path), [key]: value })
          : { ...oneDocument(writeCase, path), [key]: value };
        if (key in document) document[key] = value;
        const outcome = write(db, path, document);
        await (allowed ? assertSucceeds(outcome) : assertFails(outcome)).catch((error: unknown) => {
          throw new Error(`${key} = ${preview(value)}: expected ${allowed ? 'allowed' : 'refused'}: ${String(error)}`);
        });
      }
    }
  });

  it('refuses a server time the client chose', async () => {
    for (const key of writeCase.serverTime ?? []) {
      const { db, path } = writeCase.writer(0);
      const document = { ...oneDocument(writeCase, path), [key]: Timestamp.fromMillis(Date.now() - 60_000) };
      await assertFails(write(db, path, document));
    }
  });

  it('refuses every field only functions write', async () => {
    for (const key of writeCase.serverOnly ?? []) {
      const { inner } = unwrapped(shape[key] as Schema);
      const value = inner.safeParse(Timestamp.now()).success ? Timestamp.now() : fc.sample(arbitraryOf(inner), 1)[0];
      const { db, path } = writeCase.writer(0);
      await assertFails(write(db, path, { ...oneDocument(writeCase, path), [key]: value }));
    }
  });
});

describe('the rules and the contract agree on campaign codes', () => {
  it('let staff register exactly the codes trackReferral counts', async () => {
    const unit = fc.constantFrom('a', 'Z', '0', '9', '_', '-', '.', 'é', ' ', '~', '+');
    // Every code starts "prop-N-", new each time (a campaign is created once; seed-validity.test.ts
    // leaves prop-… alone), so the generated part decides: a character outside the pattern, or past
    // 64 characters in all.
    const codes = fc.string({ unit, minLength: 0, maxLength: 60 }).map((suffix) => `${docId('prop')}-${suffix}`);
    await fc.assert(
      fc.asyncProperty(codes, async (code) => {
        const path = `${collections.referralCampaigns}/${code}`;
        const campaign = { code, label: 'Affiche', createdBy: adminUid, createdAt: serverTimestamp() };
        const outcome = write(roles.admin, path, campaign);
        await (referralCodeSchema.safeParse(code).success ? assertSucceeds(outcome) : assertFails(outcome));
      }),
      { numRuns: 40 },
    );
  });
});
