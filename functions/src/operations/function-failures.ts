import { collections } from '@kasuwa/contract/collections';
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
      collections.functionFailures,
      kindId(hourOf(at), what, errorKind),
      { what, errorKind, message: failureMessage(error) },
      at,
    );
  };
}
