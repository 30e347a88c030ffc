/**
 * npm run deploy:check: the functions folder as `firebase deploy` uploads it must install and load on
 * its own. Copies functions/ minus firebase.json's `ignore` list into a temporary folder, installs it
 * there from its own package.json and lock file (`npm ci --omit=dev`, as Cloud Build does), loads its
 * entry in a fresh Node process with no emulator settings, and compares every exported function's
 * trigger, region and options with the table below. Needs the functions build (functions/lib).
 * Also run by `npm test`. Refresh the lock after changing functions/package.json: npm run deploy:lock.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative, sep } from 'node:path';
import assert from 'node:assert/strict';
import { repoRoot } from './lib/paths.mjs';
import { projectNodeDir } from './lib/project-node.mjs';

const region = 'europe-west1';
const publicHttp = { kind: 'https', invoker: ['public'] };
// Callables are public to the network by design (their handlers check auth); the endpoint records no invoker.
const callable = { kind: 'callable' };
const firestoreEvent = (change) => ({ kind: `google.cloud.firestore.document.v1.${change}` });
/**
 * What must be deployed: name → trigger and the options that matter (maxInstances 10 is global).
 * `blobs` serves the emulators' local files and must not be deployed.
 */
const expected = {
  catalogue: publicHttp,
  deliveryZones: publicHttp,
  trackReferral: publicHttp,
  reportClientError: publicHttp,
  uploadProductImage: { ...publicHttp, availableMemoryMb: 1024, concurrency: 8, cpu: 1, timeoutSeconds: 120 },
  getReferralStats: callable,
  setEmailVerified: callable,
  setUserRole: callable,
  listStaff: callable,
  findAccount: callable,
  setStock: callable,
  setLowStockDefault: callable,
  placeOrder: callable,
  placePhoneOrder: callable,
  setOrderHolds: callable,
  setOrderZone: callable,
  findPhoneCustomers: callable,
  linkPhoneOrders: callable,
  receiveCash: callable,
  correctPayment: callable,
  setCashSettings: callable,
  closeCashDay: callable,
  adjustCashClose: callable,
  recordReturn: callable,
  refundReturn: callable,
  setReturnSettings: callable,
  stampFeedbackListedAt: firestoreEvent('created'),
  followOrder: firestoreEvent('written'),
  markLowStock: firestoreEvent('written'),
  trackingPage: publicHttp,
  productPage: publicHttp,
  placeWebOrder: publicHttp,
  updateCatalogueStock: firestoreEvent('written'),
  removeFeedbackScreenshot: firestoreEvent('deleted'),
  removeDeletedProductImages: firestoreEvent('deleted'),
  removeDeletedProductStock: firestoreEvent('deleted'),
  removeDroppedProductImages: firestoreEvent('updated'),
  syncRoleClaim: firestoreEvent('written'),
  updateCatalogue: firestoreEvent('written'),
  indexProductSearch: firestoreEvent('written'),
  nightlyBackup: { kind: 'scheduled', schedule: '0 2 * * *', timeZone: 'Africa/Niamey', retryCount: 2 },
  lapseUnconfirmedOrders: { kind: 'scheduled', schedule: 'every 10 minutes', timeZone: 'Africa/Niamey', retryCount: 1 },
};

const firebaseConfig = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
const [unit] = firebaseConfig.functions;
const source = join(repoRoot, unit.source);
const pkg = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));

assert.equal(
  unit.runtime,
  `nodejs${pkg.engines?.node}`,
  'firebase.json must deploy the functions on the Node functions/package.json names',
);
assert.equal(unit.runtime, 'nodejs24', 'firebase.json must deploy the functions on nodejs24');
assert.ok(existsSync(join(source, pkg.main)), `${unit.source}/${pkg.main} is missing: run npm run build -w functions`);
assert.ok(existsSync(join(source, 'package-lock.json')), 'functions/package-lock.json is missing: run npm run deploy:lock');

/** firebase.json's ignore entries: a name matches at any depth, `*` within one name. */
const ignored = (path) => {
  const names = path.split(sep);
  return unit.ignore.some((pattern) => {
    const matcher = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return names.some((name) => matcher.test(name));
  });
};

const staging = mkdtempSync(join(tmpdir(), 'kasuwa-deploy-'));
try {
  cpSync(source, staging, { recursive: true, filter: (path) => path === source || !ignored(relative(source, path)) });
  // Installed and loaded on the deployed major itself, as Cloud Build and the runtime will.
  const nodeDir = projectNodeDir(console.log, { exact: true });
  const node = nodeDir ? join(nodeDir, 'node') : process.execPath;
  const path = [...(nodeDir ? [nodeDir] : []), process.env.PATH ?? ''].join(delimiter);
  const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  assert.equal(nodeVersion.split('.')[0], `v${pkg.engines.node}`, `the deploy check must run on Node ${pkg.engines.node}`);
  console.log(`deploy:check: packed ${unit.source}/ into ${staging}; npm ci --omit=dev on Node ${nodeVersion}…`);
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: staging,
    env: { ...process.env, PATH: path },
    stdio: 'inherit',
    timeout: 10 * 60_000,
  });

  // A clean environment: no emulator hosts, no .env.local, only what Cloud Functions sets (and what
  // firebase deploy sets when it loads the code to discover the functions).
  const projectId = 'kasuwa-deploy-check';
  const firebaseEnv = {
    GCLOUD_PROJECT: projectId,
    FIREBASE_CONFIG: JSON.stringify({ projectId, storageBucket: `${projectId}.firebasestorage.app` }),
  };
  const describe = `
    const entry = require(${JSON.stringify(join(staging, pkg.main))});
    const out = {};
    for (const [name, fn] of Object.entries(entry)) {
      // An export left undefined (blobs, outside the emulators) is skipped by the deploy too.
      if (fn === undefined) continue;
      const e = fn.__endpoint;
      out[name] = e && {
        platform: e.platform,
        region: e.region,
        kind: e.httpsTrigger ? 'https' : e.callableTrigger ? 'callable' : e.scheduleTrigger ? 'scheduled' : e.eventTrigger?.eventType,
        schedule: e.scheduleTrigger?.schedule,
        timeZone: e.scheduleTrigger?.timeZone,
        retryCount: e.scheduleTrigger?.retryConfig?.retryCount,
        invoker: e.httpsTrigger?.invoker ?? e.callableTrigger?.invoker,
        availableMemoryMb: e.availableMemoryMb,
        concurrency: e.concurrency,
        cpu: e.cpu,
        timeoutSeconds: e.timeoutSeconds,
        maxInstances: e.maxInstances,
      };
    }
    process.stdout.write(JSON.stringify(out));`;
  const loaded = JSON.parse(
    execFileSync(node, ['-e', describe], {
      cwd: staging,
      env: { PATH: path, HOME: process.env.HOME, ...firebaseEnv },
      encoding: 'utf8',
    }),
  );

  assert.deepEqual(Object.keys(loaded).sort(), Object.keys(expected).sort(), 'exported functions');
  for (const [name, want] of Object.entries(expected)) {
    const got = loaded[name];
    assert.ok(got, `${name} is exported but is not a Cloud Function`);
    assert.equal(got.platform, 'gcfv2', `${name}: platform`);
    assert.deepEqual(got.region, [region], `${name}: region`);
    assert.equal(got.maxInstances, 10, `${name}: maxInstances`);
    for (const [option, value] of Object.entries(want)) assert.deepEqual(got[option], value, `${name}: ${option}`);
  }
  console.log(
    `deploy:check: ${Object.keys(loaded).length} functions load on Node ${nodeVersion} from a standalone install, all gcfv2 in ${region}:`,
  );
  for (const [name, fn] of Object.entries(loaded)) console.log(`  ${name.padEnd(28)} ${fn.kind}`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
