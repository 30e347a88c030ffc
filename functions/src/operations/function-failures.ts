import { HttpsError } from 'firebase-functions/v2/https';
import { operationsCollections } from '@kasuwa/contract/operations';
import { countOccurrence, failureMessage, hourOf, kindId, type CountedWrite } from './failure-log';

/**
 * Records that a function could not do `what` (a trigger's task, a callable's work), for staff on
 * /store/health: one document per task, error kind and hour, counted. Never throws.
 */
export function createFailureRecorder(write: CountedWrite, now: () => Date = () => new Date()) {
  return async (what: string, error: unknown): Promise<void> => {
    const at = now();
    const errorKind = error instanceof Error ? error.name : typeof error;
    await countOccurrence(
      write,
      operationsCollections.functionFailures,
      kindId(hourOf(at), what, errorKind),
      { what, errorKind, message: failureMessage(error) },
      at,
    );
  };
}

/**
 * Wraps a callable's handler: its failures of the server's making (an `internal` answer, or an error
 * that is no HttpsError) are counted under the function's name; refusals of bad requests are not
 * failures and are not counted. The answer is unchanged.
 */
export function failureCounting(record: (what: string, error: unknown) => Promise<void>) {
  return <Request, Answer>(name: string, handler: (request: Request) => Promise<Answer>) =>
    async (request: Request): Promise<Answer> => {
      try {
        return await handler(request);
      } catch (error) {
        if (!(error instanceof HttpsError) || error.code === 'internal') await record(name, error);
        throw error;
      }
    };
}
