/**
 * postinstall (and the fallback CLI, scripts/lib/toolchain.mjs): three guarded edits to the Functions
 * emulator, so that resuming the triggers after a pause keeps the function workers already running.
 *
 * Why a patch: the tests pause the triggers while they load bulk data (the Emulator Hub's
 * disableBackgroundTriggers, tests/support/emulators.ts), and the Hub's enableBackgroundTriggers
 * then calls reloadTriggers, which loads the functions' definitions again from source and ends every
 * idle worker, as if the code had changed. It had not: each of the run's five pauses cost a discovery and
 * a new worker for every function called afterwards (about 1.5 s of CPU each; 111 workers in a run of
 * 2026-12-03, 25 of them started again for the e2e suite alone), and each first call after it waited
 * for its worker. The edit: the resume still loads the definitions and registers the triggers afresh
 * (under new keys, so an event of a write made during the pause that arrives late is still dropped),
 * but leaves the workers running: the code they loaded has not changed. A change of the code goes
 * through the emulator's file watcher, which still ends them.
 *
 * The edits are applied once (a marker comment says so); if the code no longer has the expected shape,
 * the install stops with this file's name, so someone looks.
 * Usage: node functions-resume-keeps-workers.mjs [folder whose node_modules holds firebase-tools]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const marker = 'kasuwa: resuming paused triggers keeps their workers';
/** Each edit: the code as firebase-tools 14.18 and 15 have it, and what it becomes. */
const edits = [
  [
    '    async loadTriggers(emulatableBackend, force = false) {',
    '    async loadTriggers(emulatableBackend, force = false, keepWorkers = false) {',
  ],
  [
    `        else {
            this.workerPools[emulatableBackend.codebase].refresh();
        }`,
    `        else if (!keepWorkers) {
            this.workerPools[emulatableBackend.codebase].refresh();
        }`,
  ],
  [
    `        for (const backend of this.staticBackends.concat(this.dynamicBackends)) {
            await this.loadTriggers(backend);
        }
        await this.performPostLoadOperations();`,
    `        for (const backend of this.staticBackends.concat(this.dynamicBackends)) {
            // ${marker} (scripts/patches/functions-resume-keeps-workers.mjs)
            await this.loadTriggers(backend, false, true);
        }
        await this.performPostLoadOperations();`,
  ],
];

let emulatorPath;
try {
  const from = process.argv[2] ? join(resolve(process.argv[2]), 'package.json') : import.meta.url;
  const firebaseTools = dirname(createRequire(from).resolve('firebase-tools/package.json'));
  emulatorPath = join(firebaseTools, 'lib', 'emulator', 'functionsEmulator.js');
} catch (error) {
  // An install without dev dependencies has no emulators to patch.
  if (error.code !== 'MODULE_NOT_FOUND') throw error;
  console.log('functions resume patch: firebase-tools is not installed here; nothing to patch.');
  process.exit(0);
}

const source = readFileSync(emulatorPath, 'utf8');
if (source.includes(marker)) {
  console.log(`functions resume patch: already applied to ${emulatorPath}`);
} else if (edits.every(([original]) => source.split(original).length === 2)) {
  writeFileSync(
    emulatorPath,
    edits.reduce((edited, [original, patched]) => edited.replace(original, patched), source),
  );
  console.log(`functions resume patch: resuming paused triggers keeps their workers (${emulatorPath})`);
} else {
  console.error(
    `functions resume patch: ${emulatorPath} no longer has the code scripts/patches/functions-resume-keeps-workers.mjs ` +
      'expects. Check whether the Hub’s enableBackgroundTriggers still ends every function worker, and update or remove the patch.',
  );
  process.exit(1);
}
