import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { logger as platformLogger } from 'firebase-functions';
import { withoutContactDetails } from '@kasuwa/contract/operations';

/** What every log entry of one run of a function carries: which run, which function, for whom. */
interface RunContext {
  requestId: string;
  function: string;
  /** The signed-in caller's uid, never their email or phone. */
  caller?: string;
  /** The part of the run an entry comes from, where one function does several things (an order's effects). */
  effect?: string;
}

const runs = new AsyncLocalStorage<RunContext>();

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && value.constructor === Object;

/** Strings anywhere in a log entry's fields, cleaned of emails and phone numbers. */
function cleaned(value: unknown): unknown {
  if (typeof value === 'string') return withoutContactDetails(value);
  if (Array.isArray(value)) return value.map(cleaned);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, cleaned(field)]));
  return value;
}

/** An error as logged: its kind and stack kept (Error Reporting groups by them), contact details out. */
function cleanedError(error: Error): Error {
  const copy = new Error(withoutContactDetails(error.message));
  copy.name = error.name;
  copy.stack = withoutContactDetails(error.stack ?? '');
  return copy;
}

/**
 * The run's context joined to the entry's own fields (the run's cannot be overwritten), all cleaned; an
 * entry about an error says its kind (`errorKind`), so failures of one kind read together.
 */
function entryArgs(args: unknown[]): unknown[] {
  const run = runs.getStore();
  const last = args.at(-1);
  const fields = isPlainObject(last) ? last : undefined;
  const rest = (fields ? args.slice(0, -1) : args).map((arg) => {
    if (typeof arg === 'string') return withoutContactDetails(arg);
    return arg instanceof Error ? cleanedError(arg) : arg;
  });
  const error = args.find((arg): arg is Error => arg instanceof Error);
  if (!run && !fields && !error) return rest;
  return [...rest, { ...(error && { errorKind: kindOf(error) }), ...(cleaned(fields ?? {}) as object), ...run }];
}

/** An error's kind: an HttpsError's code, else its name. */
export function kindOf(error: unknown): string {
  if (error instanceof Error) return 'code' in error && typeof error.code === 'string' ? error.code : error.name;
  return typeof error;
}

/**
 * The functions' logger: firebase-functions' structured JSON entries, each with the run's request id,
 * function name and caller's uid, personal data removed. Every module logs through this one.
 */
export const logger = {
  debug: (...args: unknown[]) => platformLogger.debug(...entryArgs(args)),
  info: (...args: unknown[]) => platformLogger.info(...entryArgs(args)),
  warn: (...args: unknown[]) => platformLogger.warn(...entryArgs(args)),
  error: (...args: unknown[]) => platformLogger.error(...entryArgs(args)),
};

/** Runs `work` as the part `effect` of the current run: every entry logged meanwhile names it too. */
export function withinEffect<T>(effect: string, work: () => Promise<T>): Promise<T> {
  const run = runs.getStore();
  return run ? runs.run({ ...run, effect }, work) : work();
}

/** How a run ended, as its last entry says: done, refused (the caller's mistake) or failed (ours). */
export type Outcome = { outcome: 'ok' } | { outcome: 'refused' | 'failed'; errorKind: string };

/** The request id Google's front end gives a request (its trace), else a new one. */
export function requestIdOf(headers: Record<string, string | string[] | undefined> | undefined): string {
  const trace = headers?.['x-cloud-trace-context'];
  const id = (Array.isArray(trace) ? trace[0] : trace)?.split('/')[0];
  return id && /^[0-9a-f]{8,64}$/i.test(id) ? id : randomUUID();
}

/**
 * Runs `work` as one run of `context.function`: every entry logged meanwhile carries the context, and
 * one last entry says the outcome and how long it took. `outcomeOf` tells a thrown error's kind.
 */
export async function observedRun<T>(
  context: RunContext,
  work: () => Promise<T>,
  outcomeOf: (result: { value: T } | { error: unknown }) => Outcome,
): Promise<T> {
  return runs.run(context, async () => {
    const started = Date.now();
    const finish = (outcome: Outcome) => {
      const fields = { ...outcome, ms: Date.now() - started };
      if (outcome.outcome === 'failed') logger.error(`${context.function} failed`, fields);
      else logger.info(`${context.function} ${outcome.outcome}`, fields);
    };
    try {
      const value = await work();
      finish(outcomeOf({ value }));
      return value;
    } catch (error) {
      finish(outcomeOf({ error }));
      throw error;
    }
  });
}
