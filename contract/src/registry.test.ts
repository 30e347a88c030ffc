import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collections } from './collections';
import { collectionRegistry, type CollectionEntry } from './registry';
import { orderItemSchema } from './schemas';
import { storedOrderItemShape } from './records/order';

const entries = Object.entries(collectionRegistry) as [string, CollectionEntry][];
const withSubcollections = entries.flatMap(([key, entry]) => [
  [key, entry] as const,
  ...Object.entries(entry.subcollections ?? {}).map(([name, sub]) => [`${key}/${name}`, sub] as const),
]);

const writerNames = { client: 'customers', staff: 'staff', server: 'functions' } as const;

/** docs/access.md's table of collections, as the registry says it. */
const collectionTable = () =>
  [
    '| collection | written by | write schema | reader |',
    '| --- | --- | --- | --- |',
    ...withSubcollections.map(([key, entry]) => {
      const name = key.includes('/') ? `${collectionRegistry.orders.name}/{id}/${entry.name}` : entry.name;
      const writers = entry.writtenBy.map((writer) => writerNames[writer]).join(', ');
      return `| \`${name}\` | ${writers} | ${entry.schema ? 'yes' : '—'} | ${entry.reader ? 'by field' : entry.read ? 'whole' : '—'} |`;
    }),
  ].join('\n');

describe('the collection registry', () => {
  it('has one entry per collection, under its own name', () => {
    expect(entries.map(([key, entry]) => [key, entry.name])).toEqual(Object.entries(collections));
  });

  it.each(withSubcollections.filter(([, entry]) => entry.schema && entry.reader))(
    '%s: its reader reads every field its write schema defines, and no other',
    (_key, { schema, reader }) => {
      expect(Object.keys(reader?.fields ?? {}).sort()).toEqual(Object.keys(schema?.shape ?? {}).sort());
    },
  );

  it('reads an order line with every field of its schema', () => {
    expect(Object.keys(storedOrderItemShape).sort()).toEqual(Object.keys(orderItemSchema.shape).sort());
  });

  it('gives each status set within the statuses the schema allows', () => {
    const { statuses, schema } = collectionRegistry.orders;
    expect([...statuses.all].sort()).toEqual([...schema.shape.status.options].sort());
    for (const set of Object.values(statuses)) expect(statuses.all).toEqual(expect.arrayContaining([...set]));
  });

  it('says a collection is written by whoever writes one of its fields', () => {
    const { fieldWriters, writtenBy } = collectionRegistry.orders;
    expect([...new Set(Object.values(fieldWriters).flat())].sort()).toEqual([...writtenBy].sort());
  });

  it('is what docs/access.md says of each collection', () => {
    const access = readFileSync(join(__dirname, '../../docs/access.md'), 'utf8');
    expect(access).toContain(collectionTable());
  });
});
