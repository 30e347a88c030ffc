/**
 * postinstall: one guarded edit to the Hosting emulator's static server (superstatic), so that a request
 * with a malformed percent escape (`/%E9`, `/%`) is answered 400 instead of ending the Firebase CLI.
 *
 * Why a patch: superstatic's redirect middleware calls decodeURI(req.url), and its activator runs the
 * middleware stack inside a promise callback without a catch, so the URIError becomes an unhandled
 * rejection and firebase-tools exits, leaving the Firestore emulator's Java behind. No configuration
 * reaches that code (it runs before every other middleware whenever firebase.json has redirects), and
 * superstatic 10 and 11 (firebase-tools 15) have the same code. The edit catches what the stack throws
 * synchronously: a URIError becomes a 400, anything else goes to the server's error handler (500).
 *
 * The edit is applied once (a marker comment says so); if superstatic's code no longer has the expected
 * shape, the install stops with this file's name so that someone looks, instead of the stack dying again.
 * Usage: node superstatic-malformed-urls.mjs [folder whose node_modules holds firebase-tools]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const marker = 'kasuwa: malformed URLs answer 400';
const original = `            _run();
        }, next);`;
const patched = `            try {
                _run();
            }
            catch (error) {
                // ${marker} (scripts/patches/superstatic-malformed-urls.mjs)
                if (!(error instanceof URIError)) return next(error);
                res.statusCode = 400;
                res.setHeader("Content-Type", "text/plain; charset=utf-8");
                res.end("Bad Request: malformed URL");
            }
        }, next);`;

let activatorPath;
try {
  const from = process.argv[2] ? join(resolve(process.argv[2]), 'package.json') : import.meta.url;
  const fromFirebaseTools = createRequire(createRequire(from).resolve('firebase-tools/package.json'));
  activatorPath = join(dirname(fromFirebaseTools.resolve('superstatic')), 'activator.js');
} catch (error) {
  // An install without dev dependencies has no emulators to patch.
  if (error.code !== 'MODULE_NOT_FOUND') throw error;
  console.log('superstatic patch: firebase-tools is not installed here; nothing to patch.');
  process.exit(0);
}

const source = readFileSync(activatorPath, 'utf8');
if (source.includes(marker)) {
  console.log(`superstatic patch: already applied to ${activatorPath}`);
} else if (source.split(original).length === 2) {
  writeFileSync(activatorPath, source.replace(original, patched));
  console.log(`superstatic patch: malformed URLs now answer 400 (${activatorPath})`);
} else {
  console.error(
    `superstatic patch: ${activatorPath} no longer has the code scripts/patches/superstatic-malformed-urls.mjs ` +
      'expects. Check whether a malformed URL (curl http://127.0.0.1:5000/%25E9 → /%E9) still ends the Hosting ' +
      'emulator, and update or remove the patch.',
  );
  process.exit(1);
}
