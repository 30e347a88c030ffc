import { logger } from 'firebase-functions';

/**
 * A trigger's work with the log line every trigger gives a failure: what could not be done and for
 * which document. The error is thrown again, so the platform records the failed run.
 */
export async function loggedTrigger(what: string, about: Record<string, unknown>, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logger.error(`Could not ${what}:`, error, about);
    throw error;
  }
}
