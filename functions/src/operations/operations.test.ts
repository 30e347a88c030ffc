import type { CallableRequest, Request } from 'firebase-functions/v2/https';
import { HttpsError } from 'firebase-functions/v2/https';
import { clientErrorHandler } from './client-errors';
import { createFailureRecorder } from './function-failures';
import { createObserved } from './observed';
import { nightlyBackupHandler, type NightlyBackupDeps } from './nightly-backup';
import type { CountedWrite } from './failure-log';
import { fakeResponse } from '../test-support/fake-response';

const siteOrigin = 'https://kasuwa-app.web.app';
const at = new Date('2026-11-26T10:15:00Z');

function recordingWrite() {
  const writes: { collection: string; id: string; fields: Record<string, unknown> }[] = [];
  const write: CountedWrite = async (collection, id, fields) => {
    writes.push({ collection, id, fields });
  };
  return { write, writes };
}

async function report(
  body: unknown,
  {
    method = 'POST',
    origin = siteOrigin,
    allowed = true,
    allowedInAll = true,
    raw,
  }: { method?: string; origin?: string; allowed?: boolean; allowedInAll?: boolean; raw?: Buffer } = {},
) {
  const { write, writes } = recordingWrite();
  const handler = clientErrorHandler({
    allowedOrigins: [siteOrigin],
    allowClient: () => allowed,
    allowReport: () => allowedInAll,
    write,
    now: () => at,
  });
  const { res, sent } = fakeResponse();
  await handler({ method, body, rawBody: raw, headers: { origin, 'x-forwarded-for': '203.0.113.9' } } as unknown as Request, res);
  return { ...sent, writes };
}

const pageError = {
  kind: 'error',
  message: 'x is not a function',
  page: '/boutique',
  source: '/assets/shop.js',
  line: 12,
  area: 'public',
};

describe('reportClientError', () => {
  it('counts a page’s error in its kind’s document for the hour, cleaned of personal data', async () => {
    const answer = await report({ ...pageError, message: 'Order failed for awa@mail.ne' });
    expect(answer.status).toBe(204);
    expect(answer.writes).toHaveLength(1);
    expect(answer.writes[0]).toMatchObject({
      collection: 'clientErrors',
      fields: {
        area: 'public',
        kind: 'error',
        page: '/boutique',
        message: 'Order failed for [email]',
        line: 12,
        hour: '2026-11-26T10',
      },
    });
    const again = await report({ ...pageError, message: 'Order failed for awa@mail.ne' });
    expect(again.writes[0]?.id).toBe(answer.writes[0]?.id);
    expect((await report(pageError)).writes[0]?.id).not.toBe(answer.writes[0]?.id);
  });

  it('stores links to other sites as [link], and keeps the site’s own', async () => {
    const answer = await report({
      ...pageError,
      message: 'Gagnez un iPhone sur https://arnaque.example/x?y=1 ou www.arnaque.example, javascript:alert(1)',
      source: 'https://kasuwa-app.web.app/assets/shop.js',
    });
    expect(answer.writes[0]?.fields).toMatchObject({
      message: 'Gagnez un iPhone sur [link] ou [link], [link]',
      source: 'https://kasuwa-app.web.app/assets/shop.js',
    });
  });

  it('reads a report sent with sendBeacon as text', async () => {
    const answer = await report(JSON.stringify(pageError));
    expect(answer.status).toBe(204);
    expect(answer.writes).toHaveLength(1);
  });

  it('refuses other sites, other methods, a flood, and what is not a report, writing nothing', async () => {
    expect(await report(pageError, { origin: 'https://evil.example' })).toMatchObject({ status: 403, writes: [] });
    expect(await report(pageError, { method: 'GET' })).toMatchObject({ status: 405, writes: [] });
    expect(await report(pageError, { allowed: false })).toMatchObject({ status: 429, writes: [] });
    expect(await report(pageError, { allowedInAll: false })).toMatchObject({ status: 429, writes: [] });
    for (const body of ['not json', { ...pageError, uid: 'u-1' }, { ...pageError, page: '/panier?email=a@b.ne' }, null]) {
      expect(await report(body)).toMatchObject({ status: 400, writes: [] });
    }
    expect(await report(pageError, { raw: Buffer.alloc(4096) })).toMatchObject({ status: 400, writes: [] });
  });
});

describe('function failures', () => {
  it('are counted per task, error kind and hour, and a failure to count does not throw', async () => {
    const { write, writes } = recordingWrite();
    const record = createFailureRecorder(write, () => at);
    await record('settle the stock of an order', new TypeError('Cannot read properties of undefined'));
    expect(writes[0]).toMatchObject({
      collection: 'functionFailures',
      fields: {
        what: 'settle the stock of an order',
        errorKind: 'TypeError',
        message: 'TypeError: Cannot read properties of undefined',
      },
    });
    const failing = createFailureRecorder(async () => {
      throw new Error('firestore down');
    });
    await expect(failing('x', new Error('y'))).resolves.toBeUndefined();
  });

  it('of a callable are its internal errors and crashes, not its refusals', async () => {
    const recorded: string[] = [];
    const { callable } = createObserved(async (what, error) => {
      recorded.push(`${what}: ${(error as Error).message}`);
    });
    const failWith = (error: Error) =>
      callable('setStock', async () => {
        throw error;
      })({} as CallableRequest<unknown>);
    await expect(failWith(new HttpsError('invalid-argument', 'bad size'))).rejects.toThrow('bad size');
    await expect(failWith(new HttpsError('permission-denied', 'not staff'))).rejects.toThrow('not staff');
    await expect(failWith(new HttpsError('internal', 'could not save'))).rejects.toThrow('could not save');
    await expect(failWith(new RangeError('boom'))).rejects.toThrow('boom');
    expect(recorded).toEqual(['setStock: could not save', 'setStock: boom']);
    await expect(callable('setStock', async () => 'saved')({} as CallableRequest<unknown>)).resolves.toBe('saved');
  });
});

describe('nightlyBackup', () => {
  const deps = (changes: Partial<NightlyBackupDeps> = {}) => {
    const calls: string[] = [];
    const records: unknown[] = [];
    const failures: string[] = [];
    const all: NightlyBackupDeps = {
      bucket: 'kasuwa-app-backups',
      today: () => '2026-11-26',
      startFirestoreExport: async (prefix) => {
        calls.push(prefix);
        return 'projects/kasuwa-app/databases/(default)/operations/ASA1';
      },
      exportAccounts: async (bucket, path) => {
        calls.push(`gs://${bucket}/${path}`);
        return 42;
      },
      recordBackup: async (record) => {
        records.push(record);
      },
      recordFailure: async (what) => {
        failures.push(what);
      },
      ...changes,
    };
    return { all, calls, records, failures };
  };

  it('exports Firestore and the accounts into the night’s folder, then records it', async () => {
    const { all, calls, records } = deps();
    await nightlyBackupHandler(all)();
    expect(calls).toEqual([
      'gs://kasuwa-app-backups/2026-11-26/firestore',
      'gs://kasuwa-app-backups/2026-11-26/auth/accounts.json',
    ]);
    expect(records).toEqual([
      {
        day: '2026-11-26',
        firestorePrefix: 'gs://kasuwa-app-backups/2026-11-26/firestore',
        operation: 'projects/kasuwa-app/databases/(default)/operations/ASA1',
        accountsPath: '2026-11-26/auth/accounts.json',
        accounts: 42,
      },
    ]);
  });

  it('counts a failure for staff, records no backup, and throws so the scheduler retries', async () => {
    const { all, records, failures } = deps({
      startFirestoreExport: async () => {
        throw new HttpsError('permission-denied', 'no export role');
      },
    });
    await expect(nightlyBackupHandler(all)()).rejects.toThrow('no export role');
    expect(records).toEqual([]);
    expect(failures).toEqual(['back up the shop']);
  });
});
