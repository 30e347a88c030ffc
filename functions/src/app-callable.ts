import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { enforceAppCheck } from './app-check';
import { observed } from './operations/observers';

/**
 * A callable of the Android app or the staff console: Cloud Run lets every caller in (the handler checks
 * the ID token and the caller's role), App Check refuses a request without a token once it is enforced,
 * and the run is observed under the function's name.
 */
export const appCallable = <Answer>(name: string, handler: (request: CallableRequest<unknown>) => Promise<Answer>) =>
  onCall({ invoker: 'public', enforceAppCheck }, observed.callable(name, handler));
