import { initializeApp } from 'firebase/app';
import { env } from '../env';

/**
 * The one place the web initialises Firebase. Each service has a module beside this one that also
 * connects its emulator when the build's settings name it, so a page downloads only the services it
 * uses. Only lazily loaded pages import them: no marketing page downloads a Firebase SDK.
 */
export const app = initializeApp(env.firebase);

export const { emulators } = env;
