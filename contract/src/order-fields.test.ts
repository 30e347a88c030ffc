import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { orderFieldWriters, orderFieldsNotWrittenBy, orderFieldsWrittenBy, type OrderField } from './order-fields';
import { orderSchema } from './schemas/order';

const writerNames = { client: 'the app (its own `pending` order)', staff: 'staff', server: 'functions' } as const;

/** docs/access.md's table of order fields, as the registry says it. */
const fieldTable = () =>
  [
    '| field | written by |',
    '| --- | --- |',
    ...(Object.keys(orderFieldWriters) as OrderField[]).map(
      (field) => `| \`${field}\` | ${orderFieldWriters[field].map((writer) => writerNames[writer]).join(', ')} |`,
    ),
  ].join('\n');

describe('the order field registry', () => {
  it('names every field of orderSchema, and no other', () => {
    expect(Object.keys(orderFieldWriters).sort()).toEqual(Object.keys(orderSchema.shape).sort());
  });

  it('splits the fields by writer', () => {
    expect(orderFieldsWrittenBy('client')).toEqual([
      'userId',
      'items',
      'total',
      'status',
      'phone',
      'deliveryAddress',
      'createdAt',
      // The zone an app may name; its name and fee are the server's (followOrder's check effect).
      'zoneId',
    ]);
    expect(orderFieldsNotWrittenBy('client')).toEqual(
      expect.arrayContaining(['customerName', 'zoneName', 'deliveryFee', 'zonePending']),
    );
    expect(orderFieldsWrittenBy('staff')).toEqual(expect.arrayContaining(['status', 'cancelReason', 'payment', 'paidAt']));
    expect(orderFieldsNotWrittenBy('staff')).toEqual(expect.arrayContaining(['total', 'userId', 'number', 'holdUntil']));
  });

  it('is what docs/access.md says of who writes each order field', () => {
    const access = readFileSync(join(__dirname, '../../docs/access.md'), 'utf8');
    expect(access).toContain(fieldTable());
  });
});
