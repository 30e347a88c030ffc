import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { refusalMessage, type RefusalValues } from '@kasuwa/contract/refusals';

/**
 * The refusals of one table of the contract's (contract/src/refusals/) as HttpsErrors: the English filled in as the
 * message, the code and its values in the details for the console to say in its language.
 */
export const refusalsOf =
  <Code extends string>(table: Readonly<Record<Code, string>>) =>
  (status: FunctionsErrorCode, code: Code, values?: RefusalValues): HttpsError =>
    new HttpsError(status, refusalMessage(table[code], values), values ? { refusal: code, values } : { refusal: code });
