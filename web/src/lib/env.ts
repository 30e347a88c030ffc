/** The web's build-time settings (web/.env.<mode>), checked once. Only lib/firebase reads them (app.ts, and rest.ts for /verify). */
function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} is not set: see web/.env.example`);
  return value;
}

function emulatorHost(name: string, value: string | undefined): { host: string; port: number } | null {
  if (!value) return null;
  const match = /^([\w.-]+):(\d+)$/.exec(value);
  if (!match) throw new Error(`${name} must look like 127.0.0.1:9099, got "${value}"`);
  return { host: match[1] as string, port: Number(match[2]) };
}

const vars = import.meta.env;

export const env = {
  firebase: {
    apiKey: required('VITE_FIREBASE_API_KEY', vars.VITE_FIREBASE_API_KEY),
    authDomain: required('VITE_FIREBASE_AUTH_DOMAIN', vars.VITE_FIREBASE_AUTH_DOMAIN),
    projectId: required('VITE_FIREBASE_PROJECT_ID', vars.VITE_FIREBASE_PROJECT_ID),
    appId: vars.VITE_FIREBASE_APP_ID,
  },
  emulators: {
    auth: emulatorHost('VITE_AUTH_EMULATOR_HOST', vars.VITE_AUTH_EMULATOR_HOST),
    firestore: emulatorHost('VITE_FIRESTORE_EMULATOR_HOST', vars.VITE_FIRESTORE_EMULATOR_HOST),
    functions: emulatorHost('VITE_FUNCTIONS_EMULATOR_HOST', vars.VITE_FUNCTIONS_EMULATOR_HOST),
  },
};
