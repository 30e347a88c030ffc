import { collections } from '@kasuwa/contract/collections';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FieldValue } from 'firebase-admin/firestore';
import { shopDay } from '@kasuwa/contract/days';
import { config } from '../config';
import { db } from '../firebase';
import { clientErrorHandler } from './client-errors';
import { createReportBudget } from './report-budget';
import { countedWrite, observed, recordFailure } from './observers';
import { exportAccounts, startFirestoreExport } from './backup-exports';
import { nightlyBackupHandler } from './nightly-backup';

const projectId = process.env.GCLOUD_PROJECT ?? '';

/** Every night at 02:00 in Niamey, when nobody shops: the export costs one read per document. */
export const nightlyBackup = onSchedule(
  { schedule: '0 2 * * *', timeZone: 'Africa/Niamey', retryCount: 2, timeoutSeconds: 540, memory: '512MiB' },
  observed.event('nightlyBackup', async () => {
    await nightlyBackupHandler({
      bucket: config().BACKUP_BUCKET ?? `${projectId}-backups`,
      today: () => shopDay(new Date()),
      startFirestoreExport: (prefix) => startFirestoreExport(projectId, prefix),
      exportAccounts,
      recordBackup: async (record) => {
        await db
          .collection(collections.operationsStatus)
          .doc('backup')
          .set({ ...record, startedAt: FieldValue.serverTimestamp() });
      },
      recordFailure,
    })();
  }),
);

const reportBudget = createReportBudget();

/** Called by the site's pages from the browser, with no sign-in: /api/errors. */
export const reportClientError = onRequest(
  { invoker: 'public', cors: false },
  observed.request(
    'reportClientError',
    clientErrorHandler({
      allowedOrigins: config().ALLOWED_ORIGINS,
      allowClient: reportBudget.allowSender,
      allowReport: reportBudget.allowReport,
      write: countedWrite,
    }),
  ),
);
