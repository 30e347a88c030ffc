/**
 * A restore must never give back what was taken away since the backup: a staff member removed or
 * given a lesser role, an account disabled. `standingNow` reads every Auth account as it is before the
 * restore (its staff role if any, whether disabled); `reapplyRevocations`, run once the restore wrote
 * the night's accounts and documents back, gives every account with a staff role the role it had then
 * (none for one that was not staff, or is unknown to that reading, unless named in `keep`), disables
 * again those that were disabled, records each change in roleChanges, and ends the sessions of every
 * staff account. Admin SDK instances are passed
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

/** The staff role a claim names, or null. */
const staffRoleOf = (role, staffRoles) => (staffRoles.includes(role) ? role : null);

/** Who holds which staff role and who is disabled now, per uid, with when this was read. */
export async function standingNow(auth, { staffRoles, now = new Date() }) {
  const accounts = Object.fromEntries(
    (await everyAccount(auth)).map((user) => {
      const role = staffRoleOf(user.customClaims?.role, staffRoles);
      return [user.uid, { email: user.email ?? null, staff: role !== null, role, disabled: user.disabled === true }];
    }),
  );
  return { readAt: now.toISOString(), accounts };
}

/** The role an account had before the restore: a reading made before staff roles had names says admin. */
const roleBefore = (was, staffRoles) => (was?.staff === true && !was.disabled ? (was.role ?? staffRoles[0]) : null);

/**
 * After the restore: each staff role only as it was before it (none for a disabled account), or as
 * restored for an account `keep` names by email; every account disabled before is disabled again;
 * every staff account's sessions end, so no token issued before the restore keeps working. Answers what
 * it did: `demoted` holds every account whose role it changed.
 */
export async function reapplyRevocations(auth, db, before, { staffRoles, collections, keep = [] }) {
  const kept = new Set(keep.map((email) => email.toLowerCase()));
  const profiles = db.collection(collections.profiles);
  const restoredAccounts = await everyAccount(auth);
  const staffProfiles = await profiles.where('role', 'in', staffRoles).get();
  const profileRoles = new Map(staffProfiles.docs.map((profile) => [profile.id, profile.get('role')]));
  const staffNow = new Set([
    ...restoredAccounts.filter((user) => staffRoleOf(user.customClaims?.role, staffRoles)).map((user) => user.uid),
    ...profileRoles.keys(),
  ]);
  const byUid = new Map(restoredAccounts.map((user) => [user.uid, user]));
  const report = { demoted: [], disabled: [], sessionsEnded: [] };

  for (const uid of staffNow) {
    const user = byUid.get(uid);
    if (user?.email !== undefined && kept.has(user.email.toLowerCase())) continue;
    const restored = staffRoleOf(user?.customClaims?.role, staffRoles) ?? profileRoles.get(uid) ?? null;
    const wanted = roleBefore(before.accounts[uid], staffRoles) ?? 'customer';
    if (user?.customClaims?.role === wanted && (profileRoles.get(uid) ?? wanted) === wanted) continue;
    if (user) await auth.setCustomUserClaims(uid, { ...user.customClaims, role: wanted });
    const profile = profiles.doc(uid);
    if ((await profile.get()).exists) await profile.update({ role: wanted });
    await db.collection(collections.roleChanges).add({
      by: restoreGuard,
      target: uid,
      ...(user?.email && { targetEmail: user.email }),
      from: restored,
      to: wanted,
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
