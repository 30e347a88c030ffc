import { applicationDefault } from 'firebase-admin/app';
import type { UserRecord } from 'firebase-admin/auth';
import { auth, storage } from '../firebase';

/**
 * Firestore's managed export, through its REST API with the function's own service account (which
 * needs roles/datastore.importExportAdmin and write access to the bucket: docs/operations.md).
 */
export async function startFirestoreExport(projectId: string, outputUriPrefix: string): Promise<string> {
  const { access_token: token } = await applicationDefault().getAccessToken();
  const response = await fetch(`https://firestore.googleapis.com/v1/projects/${projectId}/databases/(default):exportDocuments`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ outputUriPrefix }),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = (await response.json()) as { name?: string; error?: { message?: string } };
  if (!response.ok || !answer.name)
    throw new Error(`The export was refused (${response.status}): ${answer.error?.message ?? 'no operation'}`);
  return answer.name;
}

/** An account as `firebase auth:import` reads it (its JSON format), password hash and salt included. */
function importable(user: UserRecord) {
  return {
    localId: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    passwordHash: user.passwordHash,
    salt: user.passwordSalt,
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    disabled: user.disabled,
    customAttributes: user.customClaims ? JSON.stringify(user.customClaims) : undefined,
    createdAt: Date.parse(user.metadata.creationTime),
    providerUserInfo: user.providerData.map((provider) => ({
      providerId: provider.providerId,
      rawId: provider.uid,
      email: provider.email,
      displayName: provider.displayName,
    })),
  };
}

/** Every account, a page of 1,000 at a time, written as one JSON file in the bucket. */
export async function exportAccounts(bucket: string, path: string): Promise<number> {
  const users: ReturnType<typeof importable>[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    users.push(...page.users.map(importable));
    pageToken = page.pageToken;
  } while (pageToken);
  await storage.bucket(bucket).file(path).save(JSON.stringify({ users }), { contentType: 'application/json', resumable: false });
  return users.length;
}
