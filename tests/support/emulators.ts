/** Where `firebase emulators:exec` says the emulators are; a test outside it fails here, clearly. */
export function emulatorHost(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run this suite through npm test (firebase emulators:exec)`);
  return value;
}

export const projectId = 'demo-kasuwa';
export const functionsOrigin = 'http://127.0.0.1:5001';
export const hostingOrigin = 'http://127.0.0.1:5000';

const hubOrigin = 'http://127.0.0.1:4400';

/**
 * Runs `work` with the function triggers paused through the Emulator Hub, so its writes fire none
 * (the seed's year, or a role no grant can give yet); the triggers run again afterwards, whatever happens.
 */
export async function withTriggersPaused<T>(work: () => Promise<T>): Promise<T> {
  await askTheHub('disableBackgroundTriggers');
  try {
    return await work();
  } finally {
    await askTheHub('enableBackgroundTriggers');
  }
}

async function askTheHub(action: 'disableBackgroundTriggers' | 'enableBackgroundTriggers') {
  const answer = await fetch(`${hubOrigin}/functions/${action}`, { method: 'PUT' });
  if (!answer.ok) throw new Error(`The Emulator Hub refused ${action}: ${answer.status} ${await answer.text()}`);
}
