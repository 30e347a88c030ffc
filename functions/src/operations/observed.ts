import type { Response } from 'express';
import { HttpsError, type CallableRequest, type Request } from 'firebase-functions/v2/https';
import { kindOf, observedRun, requestIdOf, type Outcome } from './request-log';

type RecordFailure = (what: string, error: unknown) => Promise<void>;

/** A refusal is an HttpsError the caller caused; anything else thrown is the function's own failure. */
const isFailure = (error: unknown) => !(error instanceof HttpsError) || error.code === 'internal';

const thrownOutcome = (error: unknown): Outcome => ({
  outcome: isFailure(error) ? 'failed' : 'refused',
  errorKind: kindOf(error),
});

/**
 * The wrappers every exported function goes through (functions/src/observed-exports.test.ts checks):
 * each run is logged with a request id, the function's name, the caller's uid and its outcome, and
 * its failures are counted for /store/health.
 */
export function createObserved(recordFailure: RecordFailure) {
  const counted = async (name: string, error: unknown) => {
    if (isFailure(error)) await recordFailure(name, error);
  };
  return {
    callable:
      <Answer>(name: string, handler: (request: CallableRequest<unknown>) => Promise<Answer>) =>
      (request: CallableRequest<unknown>): Promise<Answer> =>
        observedRun(
          {
            requestId: requestIdOf(request.rawRequest?.headers),
            function: name,
            ...(request.auth && { caller: request.auth.uid }),
          },
          async () => {
            try {
              return await handler(request);
            } catch (error) {
              await counted(name, error);
              throw error;
            }
          },
          (result) => ('error' in result ? thrownOutcome(result.error) : { outcome: 'ok' }),
        ),

    /** An HTTP function: its outcome is its answer's status (4xx refused, 5xx failed). */
    request:
      (name: string, handler: (req: Request, res: Response) => Promise<void> | void) =>
      (req: Request, res: Response): Promise<void> =>
        observedRun(
          { requestId: requestIdOf(req.headers), function: name },
          async () => {
            try {
              await handler(req, res);
            } catch (error) {
              await counted(name, error);
              throw error;
            }
            if (res.statusCode >= 500) await recordFailure(name, new Error(`Answered ${res.statusCode}`));
          },
          (result) => {
            if ('error' in result) return thrownOutcome(result.error);
            if (res.statusCode >= 500) return { outcome: 'failed', errorKind: `http-${res.statusCode}` };
            return res.statusCode >= 400 ? { outcome: 'refused', errorKind: `http-${res.statusCode}` } : { outcome: 'ok' };
          },
        ),

    /** A Firestore trigger or a schedule: the event's id is the request id; its failures are counted by loggedTrigger. */
    event:
      <Event extends object>(name: string, handler: (event: Event) => Promise<unknown>) =>
      (event: Event): Promise<void> => {
        const id = (event as { id?: unknown }).id;
        return observedRun(
          { requestId: typeof id === 'string' ? id : requestIdOf(undefined), function: name },
          async () => {
            await handler(event);
          },
          (result) => ('error' in result ? { outcome: 'failed', errorKind: kindOf(result.error) } : { outcome: 'ok' }),
        );
      },
  };
}
