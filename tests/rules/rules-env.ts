import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { emulatorHost, projectId } from '../support/emulators';

export const rulesSource = readFileSync(join(__dirname, '..', '..', 'firestore.rules'), 'utf8');

/** A test environment on the real Firestore emulator, loaded with the project's own rules. */
export async function startRulesEnv(): Promise<RulesTestEnvironment> {
  const [host, port] = emulatorHost('FIRESTORE_EMULATOR_HOST').split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: { rules: rulesSource, host, port: Number(port) },
  });
}

/**
 * One Firestore client per role, as the rules see them. `email_verified` is what Auth puts in the ID
 * token; customers are verified unless the role says otherwise.
 */
export function roleClients(env: RulesTestEnvironment) {
  return {
    anonymous: env.unauthenticatedContext().firestore(),
    unverifiedCustomer: env
      .authenticatedContext('rules-unverified', { email: 'pasverifie@kasuwa.test', email_verified: false })
      .firestore(),
    customer: env.authenticatedContext('rules-customer', { email: 'client@kasuwa.test', email_verified: true }).firestore(),
    otherCustomer: env.authenticatedContext('rules-other', { email: 'autre@kasuwa.test', email_verified: true }).firestore(),
    admin: env
      .authenticatedContext('rules-admin', { role: 'admin', email: 'staff@kasuwa.test', email_verified: true })
      .firestore(),
    /** An admin claim on an address nobody verified: whoever signed up first with a staff member's email. */
    unverifiedAdmin: env
      .authenticatedContext('rules-unverified-admin', { role: 'admin', email: 'futur-staff@kasuwa.test', email_verified: false })
      .firestore(),
  };
}
