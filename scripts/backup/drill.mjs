/**
 * The restore drill, step by step, on the emulators: what is stored (a hash per collection and one for
 * the Auth accounts), an export in the managed export's format, a wipe, an import, and the same again.
 * Every call goes to the emulators' REST endpoints as their owner, so the rules do not stand between.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const owner = { Authorization: 'Bearer owner' };

const pageSize = 300;

async function call(url, { method = 'GET', body } = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...owner, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : {};
}

/** A stored value as JSON with its type kept and map keys in order: equal data, equal text. */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const sha256 = (lines) => createHash('sha256').update(lines.join('\n')).digest('hex');

/**
 * Every document of the database at every depth, a page at a time, through one kind of query: all
 * descendants of the root, by name (as the Admin SDK's recursive delete finds them).
 */
async function allDocuments({ firestore, projectId }) {
  const root = `projects/${projectId}/databases/(default)/documents`;
  const documents = [];
  let after;
  for (;;) {
    const structuredQuery = {
      from: [{ allDescendants: true }],
      orderBy: [{ field: { fieldPath: '__name__' } }],
      limit: pageSize,
      ...(after && { startAt: { values: [{ referenceValue: after }], before: false } }),
    };
    const rows = await call(`http://${firestore}/v1/${root}:runQuery`, { method: 'POST', body: { structuredQuery } });
    const page = rows.flatMap((row) => (row.document ? [row.document] : []));
    documents.push(...page);
    if (page.length < pageSize) return documents;
    after = page.at(-1).name;
  }
}

/** What a restored account must have again; times of sign-in and upload may differ. */
const accountFields = [
  'localId',
  'email',
  'emailVerified',
  'disabled',
  'displayName',
  'phoneNumber',
  'customAttributes',
  'passwordHash',
  'salt',
  'providerUserInfo',
];

const booleanAccountFields = new Set(['emailVerified', 'disabled']);

async function accountList({ auth, projectId }) {
  const answer = await call(
    `http://${auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`,
  );
  return answer.users ?? [];
}

/**
 * What is stored now: per top-level collection, its documents (subcollections counted with their
 * parent's collection) and a hash of them; the Auth accounts' count and hash.
 */
export async function snapshot(hosts) {
  const lines = (await allDocuments(hosts)).map((document) => {
    const path = document.name.slice(document.name.indexOf('/documents/') + '/documents/'.length);
    return `${path}\t${canonical(document.fields ?? {})}`;
  });
  const byCollection = new Map();
  for (const line of lines) {
    const collection = line.slice(0, line.indexOf('/'));
    byCollection.set(collection, [...(byCollection.get(collection) ?? []), line]);
  }
  const collections = Object.fromEntries(
    [...byCollection.keys()].sort().map((name) => {
      const own = byCollection.get(name).sort();
      return [name, { documents: own.length, hash: sha256(own) }];
    }),
  );
  // A false flag may be stored or left out (the emulator's upload leaves `disabled: false` out): both read false.
  const kept = (await accountList(hosts)).map((account) =>
    Object.fromEntries(accountFields.map((field) => [field, account[field] ?? (booleanAccountFields.has(field) ? false : null)])),
  );
  const accounts = kept.map(canonical).sort();
  return { collections, accounts: { count: accounts.length, hash: sha256(accounts) }, accountFields: kept };
}

/** Which accounts differ between two snapshots, by uid, and in which fields: what a failed drill reports. */
export function accountDifferences(before, after) {
  const afterById = new Map(after.accountFields.map((account) => [account.localId, account]));
  return before.accountFields.flatMap((account) => {
    const restored = afterById.get(account.localId);
    if (!restored) return [{ uid: account.localId, fields: ['missing'] }];
    const fields = accountFields.filter((field) => canonical(account[field]) !== canonical(restored[field]));
    return fields.length === 0 ? [] : [{ uid: account.localId, fields }];
  });
}

/** Firestore as the managed export writes it (into `dir`/firestore_export), and the Auth accounts as `auth:export` JSON. */
export async function exportAll(hosts, dir) {
  const { firestore, projectId } = hosts;
  await mkdir(join(dir, 'auth_export'), { recursive: true });
  await call(`http://${firestore}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    body: { database: `projects/${projectId}/databases/(default)`, export_directory: dir, export_name: 'firestore_export' },
  });
  const users = await accountList(hosts);
  await writeFile(
    join(dir, 'auth_export', 'accounts.json'),
    JSON.stringify({ kind: 'identitytoolkit#DownloadAccountResponse', users }),
  );
}

/** Every document and every account gone, as after the worst mistake. */
export async function wipe({ firestore, auth, projectId }) {
  await call(`http://${firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
  await call(`http://${auth}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
}

/** Back from the export: Firestore's import, then the accounts uploaded with their password hashes. */
export async function importAll(hosts, dir) {
  const { firestore, auth, projectId } = hosts;
  await call(`http://${firestore}/emulator/v1/projects/${projectId}:import`, {
    method: 'POST',
    body: {
      database: `projects/${projectId}/databases/(default)`,
      export_directory: join(dir, 'firestore_export', 'firestore_export.overall_export_metadata'),
    },
  });
  const { users } = JSON.parse(await readFile(join(dir, 'auth_export', 'accounts.json'), 'utf8'));
  if (users.length > 0) {
    await call(`http://${auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`, {
      method: 'POST',
      body: { users },
    });
  }
}

/** The collections and accounts whose hash or count differ between two snapshots. */
export function differences(before, after) {
  const names = [...new Set([...Object.keys(before.collections), ...Object.keys(after.collections)])].sort();
  const changed = names.filter(
    (name) => canonical(before.collections[name] ?? null) !== canonical(after.collections[name] ?? null),
  );
  return canonical(before.accounts) === canonical(after.accounts) ? changed : [...changed, 'Auth accounts'];
}

/**
 * While the Functions emulator runs, its Firestore triggers are paused (through the Emulator Hub) for
 * the whole drill: deleting every product would otherwise run the image clean-up on each, and a
 * trigger writing meanwhile would make the data differ from what was exported.
 */
export async function withTriggersPaused(hub, work) {
  const running = hub ? await call(`http://${hub}/emulators`).catch(() => ({})) : {};
  if (!('functions' in running)) return work();
  await call(`http://${hub}/functions/disableBackgroundTriggers`, { method: 'PUT' });
  try {
    return await work();
  } finally {
    await call(`http://${hub}/functions/enableBackgroundTriggers`, { method: 'PUT' });
  }
}

/**
 * The drill: snapshot, export, wipe (and check it left nothing), import, snapshot again. Resolves with
 * both snapshots, what the wipe left, and the differences (none when the restore is whole).
 */
export async function runDrill(hosts, dir, log = () => undefined) {
  const started = Date.now();
  return withTriggersPaused(hosts.hub, async () => {
    const before = await stillSnapshot(hosts);
    log(`Before: ${Object.keys(before.collections).length} collections, ${before.accounts.count} accounts.`);
    await exportAll(hosts, dir);
    log(`Exported into ${dir}.`);
    await wipe(hosts);
    const wiped = await snapshot(hosts);
    log(`Wiped: ${Object.keys(wiped.collections).length} collections and ${wiped.accounts.count} accounts left.`);
    await importAll(hosts, dir);
    const after = await snapshot(hosts);
    return { before, wiped, after, differences: differences(before, after), seconds: (Date.now() - started) / 1000 };
  });
}

/**
 * A snapshot taken once two in a row agree: a function run that started before the triggers were
 * paused may still be writing, and the drill must start from data that holds still (10 s at most).
 */
async function stillSnapshot(hosts) {
  let previous = await snapshot(hosts);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const current = await snapshot(hosts);
    if (differences(previous, current).length === 0) return current;
    previous = current;
  }
  throw new Error('The data kept changing for 10 s: something is still writing, so no drill can prove a restore now.');
}
