import { Timestamp } from 'firebase-admin/firestore';
import { changeKinds, feedbackChange, imagesWithoutThumbnails, orderChange, productDatesChange } from './plan';

const createTime = Timestamp.fromMillis(Date.UTC(2025, 0, 10, 8));
const doc = (data: Record<string, unknown>) => ({ id: 'doc-1', data, createTime });
const sets = { w200: 'http://x.test/a-200', w400: 'http://x.test/a-400', w800: 'http://x.test/a-800' };

describe('feedbackChange', () => {
  it('leaves a feedback that has listedAt alone', () => {
    expect(feedbackChange(doc({ message: 'ok', listedAt: Timestamp.now() }))).toBeNull();
  });

  it('lists a feedback without listedAt at its createdAt', () => {
    const createdAt = Timestamp.fromMillis(Date.UTC(2024, 4, 1));
    expect(feedbackChange(doc({ message: 'old', createdAt }))).toEqual({
      kinds: [changeKinds.listedAtFromCreatedAt],
      update: { listedAt: createdAt },
    });
  });

  it('lists one with neither at its create time, and says so', () => {
    expect(feedbackChange(doc({ message: 'older' }))).toEqual({
      kinds: [changeKinds.listedAtFromCreateTime],
      update: { listedAt: createTime },
    });
  });
});

describe('productDatesChange', () => {
  it('leaves a product with a timestamp and a short date alone', () => {
    expect(productDatesChange(doc({ time: Timestamp.fromMillis(Date.UTC(2025, 2, 5, 12)), date: 'Mar 5, 2025' }))).toBeNull();
  });

  it('writes only the date when the time is a timestamp already', () => {
    const time = Timestamp.fromMillis(Date.UTC(2025, 2, 5, 12));
    expect(productDatesChange(doc({ time, date: '2025-03-05' }))).toEqual({
      kinds: [changeKinds.productDate],
      update: { date: 'Mar 5, 2025' },
    });
  });

  it('makes both from a legacy date, or from the create time when there is nothing', () => {
    expect(productDatesChange(doc({ date: '12/06/2025' }))?.update).toEqual({
      time: Timestamp.fromMillis(Date.UTC(2025, 5, 12, 12)),
      date: 'Jun 12, 2025',
    });
    expect(productDatesChange(doc({}))?.update).toEqual({ time: createTime, date: 'Jan 10, 2025' });
  });
});

describe('imagesWithoutThumbnails', () => {
  it('is every image when the product has no parallel thumbnail list', () => {
    expect(imagesWithoutThumbnails(doc({ images: ['http://x.test/a', 'http://x.test/b'] }))).toEqual([
      'http://x.test/a',
      'http://x.test/b',
    ]);
    expect(imagesWithoutThumbnails(doc({ images: ['http://x.test/a', 'http://x.test/b'], thumbnails: [sets] }))).toHaveLength(2);
  });

  it('is none when the list is parallel, or when images are not a list of URLs', () => {
    expect(imagesWithoutThumbnails(doc({ images: ['http://x.test/a'], thumbnails: [sets] }))).toEqual([]);
    expect(imagesWithoutThumbnails(doc({ images: 'http://x.test/a' }))).toEqual([]);
    expect(imagesWithoutThumbnails(doc({ images: ['http://x.test/a', 7] }))).toEqual([]);
    expect(imagesWithoutThumbnails(doc({ images: [] }))).toEqual([]);
  });
});

describe('orderChange', () => {
  const token = () => 'T'.repeat(22);
  const linked = { customerKey: '96112233', trackingToken: 'L'.repeat(22) };

  it('leaves an order with a createdAt timestamp, its customer key and its token alone', () => {
    expect(
      orderChange(doc({ status: 'new', phone: '+227 96 11 22 33', createdAt: Timestamp.now(), ...linked }), token),
    ).toBeNull();
  });

  it('dates one without (or with anything else) at its create time', () => {
    for (const createdAt of [undefined, 'yesterday', 1700000000000]) {
      expect(orderChange(doc({ status: 'delivered', phone: '96112233', createdAt, ...linked }), token)).toEqual({
        kinds: [changeKinds.orderCreatedAt],
        update: { createdAt: createTime },
      });
    }
  });

  it("gives an order stored before links its customer's key and a tracking token", () => {
    expect(orderChange(doc({ status: 'delivered', phone: '0022796112233', createdAt: Timestamp.now() }), token)).toEqual({
      kinds: [changeKinds.orderCustomerKey, changeKinds.orderTrackingToken],
      update: { customerKey: '96112233', trackingToken: token() },
    });
  });

  it('gives no token to an order not priced, and no key for a number that is none', () => {
    for (const status of ['pending', 'rejected']) {
      expect(orderChange(doc({ status, phone: 'inconnu', createdAt: Timestamp.now() }), token)).toBeNull();
    }
  });
});
