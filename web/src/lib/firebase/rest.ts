import { functionsRegion } from '@kasuwa/contract/functions';
import { env } from '../env';

/**
 * Auth and callable functions over their REST endpoints, for a page that cannot afford the SDKs
 * (/verify: a customer's phone, from an email). The same endpoints the SDKs call, with the same
 * emulator wiring as the SDK modules beside this one.
 */

/** An Auth or function failure, with the code the SDKs would give it (`auth/expired-action-code`). */
export class FirebaseRestError extends Error {
  override name = 'FirebaseRestError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const { auth: authEmulator, functions: functionsEmulator } = env.emulators;
const identityToolkit = authEmulator
  ? `http://${authEmulator.host}:${authEmulator.port}/identitytoolkit.googleapis.com/v1`
  : 'https://identitytoolkit.googleapis.com/v1';
const functionsBase = functionsEmulator
  ? `http://${functionsEmulator.host}:${functionsEmulator.port}/${env.firebase.projectId}/${functionsRegion}`
  : `https://${functionsRegion}-${env.firebase.projectId}.cloudfunctions.net`;

const textOr = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** Auth's error messages (`EXPIRED_OOB_CODE : …`) as the SDK names them. */
const authCodes: Record<string, string> = {
  EXPIRED_OOB_CODE: 'auth/expired-action-code',
  INVALID_OOB_CODE: 'auth/invalid-action-code',
  USER_DISABLED: 'auth/user-disabled',
  USER_NOT_FOUND: 'auth/user-not-found',
  EMAIL_NOT_FOUND: 'auth/user-not-found',
};

async function postJson(url: string, body: unknown, networkCode: string): Promise<{ ok: boolean; data: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } catch (error) {
    throw new FirebaseRestError(networkCode, `Network failure: ${error instanceof Error ? error.message : String(error)}`);
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // An answer that is not JSON (a proxy's error page) is reported by its status below.
  }
  return { ok: response.ok, data };
}

/** POSTs to an Identity Toolkit method (`accounts:update`); its answer, or a FirebaseRestError. */
export async function callAuth<T>(method: string, body: object): Promise<T> {
  const { ok, data } = await postJson(
    `${identityToolkit}/${method}?key=${env.firebase.apiKey}`,
    body,
    'auth/network-request-failed',
  );
  if (ok) return data as T;
  const message = textOr((data as { error?: { message?: unknown } } | null)?.error?.message, 'Unknown Auth error');
  throw new FirebaseRestError(authCodes[message.split(/[ :]/)[0] ?? ''] ?? 'auth/internal-error', message);
}

/** Calls a callable function as the SDK does (`{ data }` in, `{ result }` out), without an ID token. */
export async function callFunction<T>(name: string, data: unknown): Promise<T> {
  const answer = await postJson(`${functionsBase}/${name}`, { data }, 'functions/unavailable');
  const body = answer.data as { result?: unknown; error?: { status?: unknown; message?: unknown } } | null;
  if (answer.ok && body && 'result' in body) return body.result as T;
  const status = typeof body?.error?.status === 'string' ? body.error.status.toLowerCase().replaceAll('_', '-') : 'internal';
  throw new FirebaseRestError(`functions/${status}`, textOr(body?.error?.message, 'Unknown function error'));
}
