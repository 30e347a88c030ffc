import { logger } from './request-log';

/** Where one night's backup goes: `gs://<bucket>/<Niamey day>/firestore` and `.../auth/accounts.json`. */
export function backupPlaces(bucket: string, day: string) {
  return { firestorePrefix: `gs://${bucket}/${day}/firestore`, accountsPath: `${day}/auth/accounts.json` };
}

export interface BackupRecord {
  day: string;
  firestorePrefix: string;
  /** The managed export's long-running operation (`gcloud firestore operations describe <name>`). */
  operation: string;
  accountsPath: string;
  accounts: number;
}

export interface NightlyBackupDeps {
  bucket: string;
  /** The Niamey day of now: one backup folder per night. */
  today(): string;
  /** Starts Firestore's managed export of every collection; resolves with its operation's name. */
  startFirestoreExport(outputUriPrefix: string): Promise<string>;
  /** Writes every Auth account, with its password hash, as `firebase auth:import` reads it; resolves with the count. */
  exportAccounts(bucket: string, path: string): Promise<number>;
  recordBackup(record: BackupRecord): Promise<void>;
  recordFailure(what: string, error: unknown): Promise<void>;
}

/**
 * The nightly backup: Firestore's managed export and the Auth accounts into the backup bucket, then the
 * record /store/health shows. A failure is counted for staff and thrown, so the scheduler retries.
 */
export function nightlyBackupHandler(deps: NightlyBackupDeps) {
  return async (): Promise<BackupRecord> => {
    const day = deps.today();
    const { firestorePrefix, accountsPath } = backupPlaces(deps.bucket, day);
    try {
      const operation = await deps.startFirestoreExport(firestorePrefix);
      const accounts = await deps.exportAccounts(deps.bucket, accountsPath);
      const record = { day, firestorePrefix, operation, accountsPath, accounts };
      await deps.recordBackup(record);
      logger.info('Nightly backup started', { day, operation, accounts });
      return record;
    } catch (error) {
      logger.error('The nightly backup failed:', error, { day });
      await deps.recordFailure('back up the shop', error);
      throw error;
    }
  };
}
