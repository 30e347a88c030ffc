import { Timestamp } from 'firebase-admin/firestore';
import { counterId, createRateLimiter, type CounterStore, type RateLimit } from './rate-limiter';

/** Counters in a map; a transaction's writes land only when its work succeeds, as in Firestore. */
function fakeCounters(initial: Record<string, unknown> = {}) {
  const stored = new Map<string, unknown>(Object.entries(initial));
  const store: CounterStore<string> = {
    doc: (id) => id,
    runTransaction: async (work) => {
      const writes = new Map<string, unknown>();
      const result = await work({
        get: async (id) => ({ data: () => stored.get(id) }),
        set: (id, data) => writes.set(id, data),
      });
      for (const [id, data] of writes) stored.set(id, data);
      return result;
    },
  };
  return { store, stored };
}

const minute = 60_000;
const perEmail: RateLimit = { name: 'verify.email', subject: 'awa@kasuwa.test', max: 2, windowMs: 10 * minute };
const perAddress: RateLimit = { name: 'verify.address', subject: '203.0.113.7', max: 3, windowMs: 10 * minute };

describe('rate limiter', () => {
  it('allows max calls in a window, then refuses until the window ends', async () => {
    let now = Date.UTC(2026, 10, 15, 9);
    const limiter = createRateLimiter(fakeCounters().store, () => now);

    expect(await limiter.consume([perEmail])).toBe(true);
    now += 9 * minute;
    expect(await limiter.consume([perEmail])).toBe(true);
    expect(await limiter.consume([perEmail])).toBe(false);
    now += minute;
    expect(await limiter.consume([perEmail])).toBe(true);
  });

  it('counts nothing when one of the limits is used up', async () => {
    const { store, stored } = fakeCounters();
    const limiter = createRateLimiter(store, () => 0);
    const otherEmail = { ...perEmail, subject: 'moussa@kasuwa.test' };

    expect(await limiter.consume([perEmail, perAddress])).toBe(true);
    expect(await limiter.consume([perEmail, perAddress])).toBe(true);
    expect(await limiter.consume([perEmail, perAddress])).toBe(false);
    expect(stored.get(counterId(perAddress))).toMatchObject({ count: 2 });
    expect(await limiter.consume([otherEmail, perAddress])).toBe(true);
    expect(await limiter.consume([otherEmail, perAddress])).toBe(false);
    expect(stored.get(counterId(otherEmail))).toMatchObject({ count: 1 });
  });

  it('stores a hashed id, the limit name, the count and when the window ends', async () => {
    const { store, stored } = fakeCounters();
    await createRateLimiter(store, () => 1_000).consume([perEmail]);

    const id = counterId(perEmail);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect([...stored.keys()]).toEqual([id]);
    expect(JSON.stringify([...stored])).not.toContain('awa@kasuwa.test');
    const counter = stored.get(id) as { name: string; count: number; expiresAt: Timestamp };
    expect(counter).toMatchObject({ name: 'verify.email', count: 1 });
    expect(counter.expiresAt.toMillis()).toBe(1_000 + 10 * minute);
  });

  it('keeps subjects of different limits apart', () => {
    expect(counterId({ name: 'a', subject: 'b\nc' })).not.toBe(counterId({ name: 'a\nb', subject: 'c' }));
  });

  it('restarts a malformed counter', async () => {
    const { store } = fakeCounters({ [counterId(perEmail)]: { count: 'many' } });
    expect(await createRateLimiter(store, () => 0).consume([perEmail])).toBe(true);
  });

  it('passes on a failing store', async () => {
    const store: CounterStore<string> = {
      doc: (id) => id,
      runTransaction: async () => {
        throw new Error('ABORTED');
      },
    };
    await expect(createRateLimiter(store).consume([perEmail])).rejects.toThrow('ABORTED');
  });
});
