import { logger as platformLogger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { createObserved } from './observed';
import { logger, withinEffect } from './request-log';

type Entry = Record<string, unknown> & { severity: string; message: string };

/** The JSON entries firebase-functions would write, as Cloud Logging stores them. */
function captureEntries(): Entry[] {
  const entries: Entry[] = [];
  for (const severity of ['debug', 'info', 'warn', 'error'] as const) {
    jest.spyOn(platformLogger, severity).mockImplementation((...args: unknown[]) => {
      const last = args.at(-1);
      const fields = typeof last === 'object' && last !== null && !(last instanceof Error) ? (args.pop() as object) : {};
      const message = args
        .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}\n${arg.stack ?? ''}` : String(arg)))
        .join(' ');
      entries.push({ ...fields, severity: severity.toUpperCase(), message });
    });
  }
  return entries;
}

afterEach(() => jest.restoreAllMocks());

const call = (uid?: string) =>
  ({
    data: {},
    auth: uid ? { uid, token: {} } : undefined,
    rawRequest: { headers: { 'x-cloud-trace-context': '105445aa7843bc8bf206b12000100000/1;o=1' } },
  }) as unknown as CallableRequest<unknown>;

describe('the functions’ logs', () => {
  it('carry the run’s request id, function and caller on every entry, and end with its outcome', async () => {
    const entries = captureEntries();
    const { callable } = createObserved(async () => undefined);
    await callable('setStock', async () => {
      logger.info('Set stock', { productId: 'boubou', variants: 2 });
      return 'done';
    })(call('u-staff-1'));
    expect(entries).toEqual([
      expect.objectContaining({
        severity: 'INFO',
        message: 'Set stock',
        productId: 'boubou',
        requestId: '105445aa7843bc8bf206b12000100000',
        function: 'setStock',
        caller: 'u-staff-1',
      }),
      expect.objectContaining({
        severity: 'INFO',
        message: 'setStock ok',
        outcome: 'ok',
        function: 'setStock',
        caller: 'u-staff-1',
      }),
    ]);
    expect(typeof entries[1]?.ms).toBe('number');
  });

  it('never hold an email or a phone number in clear, in the message, the fields or an error', async () => {
    const entries = captureEntries();
    const { callable } = createObserved(async () => undefined);
    await expect(
      callable('placePhoneOrder', async () => {
        logger.info('Looked up awa@mail.ne', { phone: '+227 96 12 34 56', lines: [{ note: 'call 96123456' }] });
        throw new Error('No account for awa@mail.ne');
      })(call('u-staff-1')),
    ).rejects.toThrow('awa@mail.ne');
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/awa@mail\.ne|96 12 34 56|96123456/);
    expect(text).toContain('[email]');
    expect(text).toContain('u-staff-1');
  });

  it('tell refusals from failures, each with the kind it is grouped by', async () => {
    const entries = captureEntries();
    const failures: string[] = [];
    const { callable, request, event } = createObserved(async (what) => {
      failures.push(what);
    });
    await expect(
      callable('findAccount', async () => {
        throw new HttpsError('permission-denied', 'Only staff may look up accounts.');
      })(call('u-customer')),
    ).rejects.toThrow();
    await expect(
      event('markLowStock', async () => {
        throw new TypeError('Cannot read properties of undefined');
      })({ id: 'event-1' }),
    ).rejects.toThrow();
    const res = { statusCode: 503 };
    await request('deliveryZones', async () => undefined)({ headers: {} } as never, res as never);

    const outcomes = entries.filter((entry) => 'outcome' in entry);
    expect(outcomes).toEqual([
      expect.objectContaining({ function: 'findAccount', outcome: 'refused', errorKind: 'permission-denied', severity: 'INFO' }),
      expect.objectContaining({
        function: 'markLowStock',
        requestId: 'event-1',
        outcome: 'failed',
        errorKind: 'TypeError',
        severity: 'ERROR',
      }),
      expect.objectContaining({ function: 'deliveryZones', outcome: 'failed', errorKind: 'http-503', severity: 'ERROR' }),
    ]);
    // A trigger's failure is counted by loggedTrigger, under its task; an answer of 5xx here.
    expect(failures).toEqual(['deliveryZones']);
  });

  it('name the part of a run an entry comes from, and only within it', async () => {
    const entries = captureEntries();
    const { event } = createObserved(async () => undefined);
    await event('followOrder', async () => {
      await Promise.all([
        withinEffect('sales', async () => logger.info('Sales follow an order')),
        withinEffect('cash', async () => logger.info('Cash in hand follows an order')),
      ]);
      logger.info('After the effects');
    })({ id: 'event-1' });
    const byMessage = Object.fromEntries(entries.map((entry) => [entry.message, entry]));
    expect(byMessage['Sales follow an order']).toMatchObject({ function: 'followOrder', requestId: 'event-1', effect: 'sales' });
    expect(byMessage['Cash in hand follows an order']).toMatchObject({ function: 'followOrder', effect: 'cash' });
    expect(byMessage['After the effects']).not.toHaveProperty('effect');
  });
});
