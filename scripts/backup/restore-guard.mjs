/**
 * A restore must never give back what was taken away since the backup: a staff member removed, an
 * account disabled. `standingNow` reads every Auth account as it is before the restore (who is staff,
 * who is disabled); `reapplyRevocations`, run once the restore wrote the night's accounts and
 * documents back, takes staff power from every account that was not staff then (or is unknown to
 * that reading, unless named in `keep`), disables again those that were disabled, records each
 * change in roleChanges, and ends the sessions of every staff account. Admin SDK instances are passed
 * in, so the same steps run on the emulators (the drill) and on a real project (the runbook).
 */

/** The guard's name in the role changes it records: no staff member made them. */
export const restoreGuard = 'restore-guard';

/** Every Auth account, a page of 1,000 at a time. */
async function everyAccount(auth) {
  const accounts = [];
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    accounts.push(...page.users);
    pageToken = page.pageToken;
  } while (pageToken);
  return accounts;
}

/** Who is staff and who is disabled now, per uid, with when this was read. */
export async function standingNow(auth, { adminRole, now = new Date() }) {
  const accounts = Object.fromEntries(
    (await everyAccount(auth)).map((user) => [
      user.uid,
      { email: user.email ?? null, staff: user.customClaims?.role === adminRole, disabled: user.disabled === true },
    ]),
  );
  return { readAt: now.toISOString(), accounts };
}

/**
 * After the restore: staff power only for the accounts that had it before it (and are not disabled),
 * or that `keep` names by email; every account disabled before is disabled again; every staff
 * account's sessions end, so no token issued before the restore keeps working. Answers what it did.
 */
export async function reapplyRevocations(auth, db, before, { adminRole, collections, keep = [] }) {
  const kept = new Set(keep.map((email) => email.toLowerCase()));
  const profiles = db.collection(collections.profiles);
  const restoredAccounts = await everyAccount(auth);
  const staffProfiles = await profiles.where('role', '==', adminRole).get();
  const staffNow = new Set([
    ...restoredAccounts.filter((user) => user.customClaims?.role === adminRole).map((user) => user.uid),
    ...staffProfiles.docs.map((profile) => profile.id),
  ]);
  const byUid = new Map(restoredAccounts.map((user) => [user.uid, user]));
  const report = { demoted: [], disabled: [], sessionsEnded: [] };

  for (const uid of staffNow) {
    const user = byUid.get(uid);
    const was = before.accounts[uid];
    const stays = (was?.staff === true && !was.disabled) || (user?.email !== undefined && kept.has(user.email.toLowerCase()));
    if (stays) continue;
    if (user) await auth.setCustomUserClaims(uid, { ...user.customClaims, role: 'customer' });
    const profile = profiles.doc(uid);
    if ((await profile.get()).exists) await profile.update({ role: 'customer' });
    await db.collection(collections.roleChanges).add({
      by: restoreGuard,
      target: uid,
      ...(user?.email && { targetEmail: user.email }),
      from: adminRole,
      to: 'customer',
      at: new Date(),
    });
    report.demoted.push(uid);
  }
  for (const [uid, was] of Object.entries(before.accounts)) {
    const user = byUid.get(uid);
    if (was.disabled && user && !user.disabled) {
      await auth.updateUser(uid, { disabled: true });
      report.disabled.push(uid);
    }
  }
  // Every staff session ends, the ones the guard left staff too: a token of before the restore is not trusted.
  for (const uid of new Set([...staffNow, ...report.disabled])) {
    if (!byUid.has(uid)) continue;
    await auth.revokeRefreshTokens(uid);
    report.sessionsEnded.push(uid);
  }
  return report;
}
