/**
 * npm run migrate -- [--apply] [--project <id> [--bucket <name>]] [--json]
 * Brings legacy data to today's shapes (see migrate.ts). A dry run by default: it prints what it would
 * change, per collection and kind, and writes nothing. On the running emulators by default (`npm
 * start`, with the local blob store of functions/.env.local); on a real project with --project and
 * GOOGLE_APPLICATION_CREDENTIALS, as `npm run admin:grant`. Built by functions/build.mjs into
 * functions/tools/, which is never deployed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { MigrationReport } from './migrate';

/** The part of firebase.json this script reads. */
interface EmulatorSettings {
  emulators: { firestore: { host: string; port: number } };
}

const usage = 'Usage: npm run migrate -- [--apply] [--project <project id> [--bucket <bucket>]] [--json]';
const functionsDir = join(__dirname, '..');
const repoRoot = join(functionsDir, '..');
const localProjectId = 'demo-kasuwa';
const maxImageBytes = 40 * 1024 * 1024;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parse() {
  try {
    return parseArgs({
      options: {
        apply: { type: 'boolean', default: false },
        project: { type: 'string' },
        bucket: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    return fail(`${(error as Error).message}. ${usage}`);
  }
}

/** KEY=VALUE lines of functions/.env.local, which the emulators give the functions. */
function emulatorSettings(): Record<string, string> {
  const lines = readFileSync(join(functionsDir, '.env.local'), 'utf8').split('\n');
  return Object.fromEntries(
    lines
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}

/** Points the Admin SDK and the blob store at the target before either is loaded. */
async function target(options: ReturnType<typeof parse>): Promise<string> {
  if (options.project !== undefined) {
    if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(options.project)) fail(`"${options.project}" is not a Firebase project id.`);
    if (!process.env.GOOGLE_APPLICATION_CREDENTIALS) {
      fail(`Migrating project ${options.project} needs GOOGLE_APPLICATION_CREDENTIALS set to a service account key file.`);
    }
    for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'BLOB_STORE']) delete process.env[name];
    const storageBucket = options.bucket ?? `${options.project}.firebasestorage.app`;
    process.env.GCLOUD_PROJECT = options.project;
    process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: options.project, storageBucket });
    return `project ${options.project} (bucket ${storageBucket})`;
  }
  const { firestore } = (JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as EmulatorSettings).emulators;
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? `${firestore.host}:${firestore.port}`;
  const up = await fetch(`http://${host}/`).then(
    () => true,
    () => false,
  );
  if (!up) fail(`The Firestore emulator is not running at ${host}: start it with \`npm start\`, or pass --project <id>.`);
  Object.assign(process.env, emulatorSettings(), {
    FIRESTORE_EMULATOR_HOST: host,
    GCLOUD_PROJECT: localProjectId,
    FIREBASE_CONFIG: JSON.stringify({ projectId: localProjectId, storageBucket: `${localProjectId}.appspot.com` }),
  });
  return `the emulators (${host})`;
}

async function fetchImage(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxImageBytes) throw new Error(`${url} is ${declared} bytes, over ${maxImageBytes}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > maxImageBytes) throw new Error(`${url} is ${bytes.length} bytes, over ${maxImageBytes}`);
  return bytes;
}

function print(report: MigrationReport, where: string) {
  console.log(report.applied ? `Migrated ${where}:` : `Dry run on ${where} (nothing written; --apply to write):`);
  for (const [collection, { scanned, changed, kinds, flagged }] of Object.entries(report.collections)) {
    console.log(`  ${collection}: ${scanned} read, ${changed} ${report.applied ? 'changed' : 'to change'}`);
    for (const [kind, count] of Object.entries(kinds)) console.log(`    ${String(count).padStart(5)}  ${kind}`);
    for (const { id, reason } of flagged) console.log(`    flagged ${id}: ${reason}`);
  }
}

async function main() {
  const options = parse();
  const where = await target(options);
  // Loaded only now, so that the Admin SDK and the blob store start with the target set above.
  const [{ db }, { blobStore }, { migrate }] = await Promise.all([
    import('../firebase'),
    import('../blobs'),
    import('./migrate'),
  ]);
  const report = await migrate({ db, store: blobStore, fetchImage, apply: options.apply });
  if (options.json) console.log(JSON.stringify(report));
  else print(report, where);
  const failed = Object.values(report.collections).some((collection) =>
    collection.flagged.some(({ reason }) => reason.startsWith('not written')),
  );
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => fail(`The migration stopped: ${(error as Error).stack ?? String(error)}`));
