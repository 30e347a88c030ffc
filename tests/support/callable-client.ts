import { deleteApp, initializeApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { functionsRegion, type functionNames } from '@kasuwa/contract/functions';
import { refusalDetailsOf } from '@kasuwa/contract/refusals';
import { signedInClient } from './client-app';
import { functionsOrigin, projectId } from './emulators';

function emulatedFunctions(app: Parameters<typeof getFunctions>[0]): Functions {
  const functions = getFunctions(app, functionsRegion);
  const { hostname, port } = new URL(functionsOrigin);
  connectFunctionsEmulator(functions, hostname, Number(port));
  return functions;
}

/** Callables on the Functions emulator, called with the ID token of the user signed in as `email`. */
export async function signedInCallables(email: string, password: string) {
  const client = await signedInClient(email, password);
  return { functions: emulatedFunctions(client.app), close: client.close };
}

/** Callables called by a visitor who never signed in: no ID token goes with the calls. */
export function anonymousCallables() {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId }, `anonymous-${Date.now()}`);
  return { functions: emulatedFunctions(app), close: () => deleteApp(app) };
}

/**
 * A callable called over HTTP as the client SDK calls it, with headers of the test's choosing (the
 * SDK has no way to set X-Forwarded-For, from which the function takes the caller's address).
 */
export async function callOverHttp(
  name: (typeof functionNames)[keyof typeof functionNames],
  data: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${functionsOrigin}/${projectId}/${functionsRegion}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { status: string; message: string } };
  return { status: response.status, ...body };
}

/**
 * A callable as the attack tests call it: its answer parsed (`ok`), or its refusal's code and message
 * (without the SDK's status suffix), never a throw, so twenty calls at once can be counted by outcome.
 */
export const callableOutcome =
  <Output>(name: string, parse: (data: unknown) => Output) =>
  (functions: Functions, data: object) =>
    httpsCallable(
      functions,
      name,
    )(data).then(
      (answer) => ({ ok: parse(answer.data) }),
      (error: { code?: string; message?: string }) => ({ code: error.code, message: error.message?.replace(/ \[\d{3}\]$/, '') }),
    );

/** What a callable's refusal says to the console: the code and values of its details (null: it answered, or explained nothing). */
export const callableRefusal = (name: string) => (functions: Functions, data: object) =>
  httpsCallable(
    functions,
    name,
  )(data).then(
    () => null,
    (error: unknown) => refusalDetailsOf(error),
  );
