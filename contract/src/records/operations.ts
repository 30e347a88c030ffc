import { dateField, fieldsOf, optionalTextField, readFields, wholeNumberField } from './fields';

const count = wholeNumberField(0, Number.MAX_SAFE_INTEGER);

/** A clientErrors document: one kind of page error in one hour, counted (operations.ts). */
export const readClientError = (data: unknown) =>
  readFields(
    {
      ...fieldsOf(optionalTextField, 'area', 'kind', 'page', 'message', 'source', 'hour'),
      count,
      line: count,
      lastAt: dateField,
    },
    data,
  );

/** A functionFailures document: one task that failed with one error kind in one hour, counted. */
export const readFunctionFailure = (data: unknown) =>
  readFields({ ...fieldsOf(optionalTextField, 'what', 'errorKind', 'message', 'hour'), count, lastAt: dateField }, data);

/** operationsStatus/backup: the last nightly backup the function started. */
export const readBackupStatus = (data: unknown) =>
  readFields(
    {
      ...fieldsOf(optionalTextField, 'day', 'firestorePrefix', 'operation', 'accountsPath'),
      accounts: count,
      startedAt: dateField,
    },
    data,
  );

export type StoredClientError = ReturnType<typeof readClientError>;
export type StoredFunctionFailure = ReturnType<typeof readFunctionFailure>;
export type StoredBackupStatus = ReturnType<typeof readBackupStatus>;
