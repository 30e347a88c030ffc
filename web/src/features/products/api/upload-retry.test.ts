import {
  backoffDelayMs,
  isRetryableStatus,
  nextRetryDelayMs,
  retryAfterMs,
  systemClock,
  uploadRetryBudgetMs,
  uploadWithRetry,
  type AttemptOutcome,
  type RetryClock,
  type RetryNotice,
} from './upload-retry';

const minute = 60_000;
const image = {
  url: 'http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs/zzstoreImages/a.jpg-1',
  thumbnails: { w200: 'http://x.test/200', w400: 'http://x.test/400', w800: 'http://x.test/800' },
};
const stored: AttemptOutcome = { kind: 'stored', image };
const transient = (retryAfter: number | null = null): AttemptOutcome => ({
  kind: 'transient',
  reason: 'Could not reach the server.',
  retryAfterMs: retryAfter,
});

/** A clock that only moves when the code under test sleeps (or an attempt takes time). */
function virtualClock(random = 0.5) {
  const clock = {
    time: 1_000_000,
    sleeps: [] as number[],
    now: () => clock.time,
    random: () => random,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      clock.time += ms;
    },
  };
  return clock satisfies RetryClock;
}

describe('which answers are retried', () => {
  it.each([0, 408, 429, 500, 502, 503, 504, 599])('retries status %i', (status) => expect(isRetryableStatus(status)).toBe(true));
  it.each([200, 201, 400, 401, 403, 404, 405, 413, 415, 422, 600])('does not retry status %i', (status) =>
    expect(isRetryableStatus(status)).toBe(false),
  );
});

describe('retryAfterMs', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  it('reads seconds', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });
  it('reads an HTTP date, and a date already past as no wait', () => {
    expect(retryAfterMs('Sat, 21 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Sat, 21 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });
  it('ignores a missing or unreadable header', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('', now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-5', now)).toBeNull();
  });
});

describe('backoffDelayMs', () => {
  it('doubles from 1 s, half of each step fixed and half random', () => {
    expect([1, 2, 3, 4, 5].map((retry) => backoffDelayMs(retry, 0))).toEqual([500, 1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4, 5].map((retry) => backoffDelayMs(retry, 1))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(backoffDelayMs(3, 0.5)).toBe(3000);
  });
  it('never waits more than a minute', () => {
    expect(backoffDelayMs(7, 1)).toBe(60_000);
    expect(backoffDelayMs(30, 1)).toBe(60_000);
    expect(backoffDelayMs(30, 0)).toBe(30_000);
  });
});

describe('nextRetryDelayMs', () => {
  it('waits the backoff when the server says nothing', () => {
    expect(nextRetryDelayMs({ retry: 2, elapsedMs: 5_000, retryAfterMs: null, random: 1 })).toBe(2_000);
  });
  it('waits at least as long as Retry-After asks, and never less than the backoff', () => {
    expect(nextRetryDelayMs({ retry: 1, elapsedMs: 0, retryAfterMs: 30_000, random: 0 })).toBe(30_000);
    expect(nextRetryDelayMs({ retry: 4, elapsedMs: 0, retryAfterMs: 0, random: 1 })).toBe(8_000);
  });
  it('gives up when the wait would end after 10 minutes from the first attempt', () => {
    expect(nextRetryDelayMs({ retry: 9, elapsedMs: 10 * minute - 60_001, retryAfterMs: null, random: 1 })).toBe(60_000);
    expect(nextRetryDelayMs({ retry: 9, elapsedMs: 10 * minute - 60_000, retryAfterMs: null, random: 1 })).toBeNull();
    expect(nextRetryDelayMs({ retry: 1, elapsedMs: 9 * minute, retryAfterMs: 2 * minute, random: 0 })).toBeNull();
    expect(nextRetryDelayMs({ retry: 1, elapsedMs: 10 * minute, retryAfterMs: null, random: 0 })).toBeNull();
  });
});

describe('uploadWithRetry', () => {
  const signal = new AbortController().signal;

  it('returns the stored image at once when the first attempt succeeds', async () => {
    const clock = virtualClock();
    const attempt = jest.fn().mockResolvedValue(stored);
    await expect(uploadWithRetry(attempt, { clock, signal, onRetry: jest.fn() })).resolves.toEqual(image);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(attempt).toHaveBeenCalledWith(uploadRetryBudgetMs);
    expect(clock.sleeps).toEqual([]);
  });

  it('retries transient failures with growing waits, tells each retry, then succeeds', async () => {
    const clock = virtualClock(1);
    const attempt = jest
      .fn<Promise<AttemptOutcome>, [number]>()
      .mockResolvedValueOnce(transient())
      .mockResolvedValueOnce(transient())
      .mockResolvedValueOnce(transient())
      .mockResolvedValueOnce(stored);
    const notices: RetryNotice[] = [];
    await expect(uploadWithRetry(attempt, { clock, signal, onRetry: (notice) => notices.push(notice) })).resolves.toEqual(image);
    expect(clock.sleeps).toEqual([1000, 2000, 4000]);
    expect(notices).toEqual([
      { retry: 1, delayMs: 1000, reason: 'Could not reach the server.' },
      { retry: 2, delayMs: 2000, reason: 'Could not reach the server.' },
      { retry: 3, delayMs: 4000, reason: 'Could not reach the server.' },
    ]);
    // Each attempt is given what is left of the 10 minutes.
    expect(attempt.mock.calls.map(([remaining]) => remaining)).toEqual([
      uploadRetryBudgetMs,
      uploadRetryBudgetMs - 1000,
      uploadRetryBudgetMs - 3000,
      uploadRetryBudgetMs - 7000,
    ]);
  });

  it("follows the server's Retry-After", async () => {
    const clock = virtualClock(0);
    const attempt = jest.fn().mockResolvedValueOnce(transient(45_000)).mockResolvedValueOnce(stored);
    await uploadWithRetry(attempt, { clock, signal, onRetry: jest.fn() });
    expect(clock.sleeps).toEqual([45_000]);
  });

  it('does not retry a refusal, and says what the server said', async () => {
    const clock = virtualClock();
    const attempt = jest.fn().mockResolvedValue({ kind: 'refused', message: 'Only JPEG, PNG or WebP images are accepted.' });
    const failure = uploadWithRetry(attempt, { clock, signal, onRetry: jest.fn() });
    await expect(failure).rejects.toThrow('Only JPEG, PNG or WebP images are accepted.');
    await expect(failure).rejects.toMatchObject({ name: 'UploadFailure' });
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('gives up after 10 minutes of failures, without waiting past them', async () => {
    const clock = virtualClock(1);
    const attempt = jest.fn().mockResolvedValue(transient());
    const failure = uploadWithRetry(attempt, { clock, signal, onRetry: jest.fn() });
    await expect(failure).rejects.toThrow('Could not reach the server. Gave up after trying for 10 minutes.');
    const waited = clock.sleeps.reduce((sum, ms) => sum + ms, 0);
    expect(waited).toBeLessThan(uploadRetryBudgetMs);
    // 1+2+4+8+16+32 s, then a minute at a time: 14 waits end by 543 s; a 15th would end at 603 s.
    expect(clock.sleeps).toEqual([1000, 2000, 4000, 8000, 16000, 32000, ...Array(8).fill(60_000)]);
    expect(attempt).toHaveBeenCalledTimes(15);
  });

  it('counts the time the attempts themselves took', async () => {
    const clock = virtualClock(1);
    const attempt = jest.fn(async () => {
      clock.time += 4 * minute;
      return transient();
    });
    await expect(uploadWithRetry(attempt, { clock, signal, onRetry: jest.fn() })).rejects.toThrow('Gave up');
    // 4 min, wait 1 s, 4 min, wait 2 s, 4 min: past 10 minutes, no more waiting.
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(clock.sleeps).toEqual([1000, 2000]);
  });
});

describe('systemClock.sleep', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves after the time asked', async () => {
    const done = jest.fn();
    void systemClock.sleep(2_000, new AbortController().signal).then(done);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('stops at once, with an AbortError, when the upload is cancelled', async () => {
    const controller = new AbortController();
    const sleeping = systemClock.sleep(60_000, controller.signal);
    controller.abort();
    await expect(sleeping).rejects.toMatchObject({ name: 'AbortError' });
    await expect(systemClock.sleep(1, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
