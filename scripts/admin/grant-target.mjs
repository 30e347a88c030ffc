/**
 * Where `npm run admin:grant` acts, from its arguments and environment: the running emulators by
 * default, or a real project given with --project and credentials. Pure, so it is tested alone.
 */
import { parseArgs } from 'node:util';

export const usage = 'Usage: npm run admin:grant -- <email> [--role <staff role>] [--revoke] [--project <project id>]';

const emulatorVariables = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST'];

/** A mistake of the person running the script, told in one sentence. */
export class GrantError extends Error {}

/**
 * @param {string[]} argv the arguments after the script name
 * @param {Record<string, string | undefined>} env the environment
 * @param {{ emulators: Record<string, { host: string, port: number }> }} firebaseConfig firebase.json
 * @param {string} localProjectId the emulators' project id
 * @param {readonly string[]} staffRoles the team's roles, the owner's first (the default)
 * @returns {{ email: string, role: string, revoke: boolean, projectId: string, emulated: boolean, env: Record<string, string | undefined> }}
 *   `role`: the staff role to grant; `revoke`: take any staff role back rather than grant one.
 *   `env` holds the variables to set (a value) or remove (undefined) before the Admin SDK starts.
 */
export function grantTarget(argv, env, firebaseConfig, localProjectId, staffRoles) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      tokens: true,
      options: {
        project: { type: 'string' },
        role: { type: 'string', default: staffRoles[0] },
        revoke: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new GrantError(`${error.message}. ${usage}`);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1) throw new GrantError(usage);
  const [email] = positionals;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new GrantError(`"${email}" is not an email address. ${usage}`);

  if (!staffRoles.includes(values.role)) {
    throw new GrantError(`"${values.role}" is not a staff role: one of ${staffRoles.join(', ')}. ${usage}`);
  }
  if (values.revoke && parsed.tokens.some((token) => token.name === 'role')) {
    throw new GrantError(`--revoke takes every staff role back and takes no --role. ${usage}`);
  }

  return {
    email,
    role: values.role,
    revoke: values.revoke,
    ...adminTarget(values.project, env, firebaseConfig, localProjectId, 'Granting'),
  };
}

/**
 * Where an admin script's Admin SDK goes: a real project given by id (with credentials), else the
 * running emulators. `doing` starts the sentence that says what is missing ("Granting", "Guarding").
 */
export function adminTarget(project, env, firebaseConfig, localProjectId, doing) {
  if (project !== undefined) {
    if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(project)) {
      throw new GrantError(`"${project}" is not a Firebase project id.`);
    }
    if (!env.GOOGLE_APPLICATION_CREDENTIALS) {
      throw new GrantError(
        `${doing} on project ${project} needs GOOGLE_APPLICATION_CREDENTIALS set to a service account key file.`,
      );
    }
    // The project is real: the Admin SDK must not be sent to emulators by variables left over.
    return { projectId: project, emulated: false, env: Object.fromEntries(emulatorVariables.map((name) => [name, undefined])) };
  }
  const { auth, firestore } = firebaseConfig.emulators;
  return {
    projectId: localProjectId,
    emulated: true,
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST ?? `${auth.host}:${auth.port}`,
      FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST ?? `${firestore.host}:${firestore.port}`,
    },
  };
}
