/**
 * One guarded edit to firebase-tools 14.18, the CLI the scripts fall back to where no Java 21 exists
 * (scripts/lib/toolchain.mjs). Its Functions emulator runtime calls functions.config() while loading
 * the functions, only to log it and wrap it in a proxy; firebase-functions 7 removed functions.config()
 * and throws there, so every function failed to load. The edit lets the runtime go on without that
 * helper, which only matters to code that still calls functions.config() (ours does not).
 * Usage: node functions-config-v7.mjs <folder whose node_modules holds firebase-tools 14.18>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const marker = 'kasuwa: firebase-functions 7 has no functions.config()';
const original = '    await initializeFunctionsConfigHelper();\n';
const patched = `    try {
        await initializeFunctionsConfigHelper();
    }
    catch (error) {
        // ${marker} (scripts/patches/functions-config-v7.mjs)
        logDebug("functions.config() is not available", { error: String(error) });
    }
`;

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('usage: node functions-config-v7.mjs <folder whose node_modules holds firebase-tools>');
  process.exit(2);
}
const runtimePath = join(resolve(folder), 'node_modules', 'firebase-tools', 'lib', 'emulator', 'functionsEmulatorRuntime.js');
const source = readFileSync(runtimePath, 'utf8');
if (source.includes(marker)) {
  console.log(`functions config patch: already applied to ${runtimePath}`);
} else if (source.split(original).length === 2) {
  writeFileSync(runtimePath, source.replace(original, patched));
  console.log(`functions config patch: applied to ${runtimePath}`);
} else {
  console.error(`functions config patch: ${runtimePath} no longer has the code scripts/patches/functions-config-v7.mjs expects.`);
  process.exit(1);
}
