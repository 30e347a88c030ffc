/**
 * What keeps a production build of the web from being wired to the emulators: the settings it would
 * be built with (web/.env.production and VITE_ variables of the environment), checked before the build.
 */
const required = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'];

/** Why these settings cannot make a production build; empty when they can. */
export function productionSettingsProblems(settings) {
  const problems = required.filter((name) => !settings[name]).map((name) => `${name} is not set (see web/.env.example)`);
  for (const [name, value] of Object.entries(settings)) {
    if (/^VITE_\w+_EMULATOR_HOST$/.test(name) && value) problems.push(`${name} points at an emulator (${value})`);
  }
  const project = settings.VITE_FIREBASE_PROJECT_ID;
  if (project?.startsWith('demo-'))
    problems.push(`VITE_FIREBASE_PROJECT_ID is ${project}, a demo project only the emulators serve`);
  if (settings.VITE_FIREBASE_API_KEY === 'demo-api-key') problems.push("VITE_FIREBASE_API_KEY is the emulators' demo key");
  return problems;
}
