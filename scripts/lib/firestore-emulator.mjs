import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from './paths.mjs';
import { zipWithOneFile } from './zip-manifest.mjs';

const mainClass = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const jarInSdk = join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
const usualSdkRoots = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];

export class SetupError extends Error {}

function sdkRoots() {
  const roots = [];
  try {
    const printed = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    }).trim();
    if (printed) roots.push(printed);
  } catch {
    // No Google Cloud CLI on the PATH: the usual install folders are still worth a look.
  }
  return [...roots, ...usualSdkRoots];
}

/**
 * The environment for firebase-tools so that it runs the Firestore emulator shipped with the Google
 * Cloud CLI instead of downloading one. firebase-tools starts it with `java -jar`, and that jar has no
 * Main-Class, so a manifest-only wrapper jar points at it. A value the user already set is kept.
 */
export function firestoreEmulatorEnv(log = console.log) {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) {
    return { FIRESTORE_EMULATOR_BINARY_PATH: process.env.FIRESTORE_EMULATOR_BINARY_PATH };
  }
  const sdkJar = sdkRoots()
    .map((root) => join(root, jarInSdk))
    .find((candidate) => existsSync(candidate));
  if (!sdkJar) {
    log(
      'No Firestore emulator from the Google Cloud CLI was found: firebase-tools will download its own ' +
        '(this needs network access once).',
    );
    return {};
  }
  const wrapperDir = join(cacheDir, 'firestore-emulator');
  const wrapper = join(wrapperDir, 'cloud-firestore-emulator-wrapper.jar');
  const manifest = `Manifest-Version: 1.0\r\nMain-Class: ${mainClass}\r\nClass-Path: ${sdkJar}\r\n\r\n`;
  const archive = zipWithOneFile('META-INF/MANIFEST.MF', manifest);
  if (!existsSync(wrapper) || !readFileSync(wrapper).equals(archive)) {
    mkdirSync(wrapperDir, { recursive: true });
    writeFileSync(wrapper, archive);
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: wrapper };
}
