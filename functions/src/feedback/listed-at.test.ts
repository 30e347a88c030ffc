import { Timestamp } from 'firebase-admin/firestore';
import { listedAtOf, stampListedAtHandler } from './listed-at';

const createTime = Timestamp.fromMillis(Date.UTC(2026, 10, 15, 9));
const createdAt = Timestamp.fromMillis(Date.UTC(2026, 10, 15, 8, 59, 58));

describe('listedAtOf', () => {
  it('is createdAt when the app sent it', () => {
    expect(listedAtOf({ id: 'f', data: { createdAt }, createTime })).toBe(createdAt);
  });

  it("is the document's create time without createdAt, or with one that is not a timestamp", () => {
    expect(listedAtOf({ id: 'f', data: {}, createTime })).toBe(createTime);
    expect(listedAtOf({ id: 'f', data: { createdAt: '2026-11-15' }, createTime })).toBe(createTime);
  });
});

describe('stampFeedbackListedAt', () => {
  function setUp(exists = true) {
    const stamped: { id: string; listedAt: Timestamp }[] = [];
    const handler = stampListedAtHandler(async (id, listedAt) => {
      stamped.push({ id, listedAt });
      return exists;
    });
    return { handler, stamped };
  }

  it('stamps a new feedback once', async () => {
    const { handler, stamped } = setUp();
    await handler({ id: 'f-1', data: { feedbackType: 'bug', message: 'x' }, createTime });
    expect(stamped).toEqual([{ id: 'f-1', listedAt: createTime }]);
  });

  it('leaves a feedback that has listedAt already', async () => {
    const { handler, stamped } = setUp();
    await handler({ id: 'f-1', data: { listedAt: createdAt }, createTime });
    expect(stamped).toEqual([]);
  });

  it('is done when the feedback was deleted meanwhile', async () => {
    await expect(setUp(false).handler({ id: 'f-1', data: {}, createTime })).resolves.toBeUndefined();
  });
});
