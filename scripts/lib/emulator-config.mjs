/**
 * firebase.json is what deploys, so its Content-Security-Policy names production origins only. Pages
 * served by the Hosting emulator talk to the Auth, Firestore and Functions emulators on loopback, so
 * every emulator run uses a copy, firebase.emulators.json (git-ignored, written at each run), whose
 * policy also allows those origins. The copy sits beside firebase.json because firebase-tools takes the
 * config file's folder as the project root.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

export const productionConfigPath = join(repoRoot, 'firebase.json');
export const emulatorConfigPath = join(repoRoot, 'firebase.emulators.json');

const emulatorSources = (emulators) => ({
  'img-src': [emulators.functions],
  'connect-src': [emulators.auth, emulators.firestore, emulators.functions],
});

/** The policy with each directive's extra sources appended; directives not named stay as they are. */
export function withSources(policy, extra) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name] = directive.split(/\s+/);
      const sources = extra[name] ?? [];
      return sources.length ? `${directive} ${sources.join(' ')}` : directive;
    })
    .join('; ');
}

/** firebase.json as the emulators should serve it. */
export function emulatorConfig(production) {
  const origin = (name) => {
    const { host, port } = production.emulators[name];
    return `http://${host}:${port}`;
  };
  const extra = emulatorSources({ auth: origin('auth'), firestore: origin('firestore'), functions: origin('functions') });
  const headers = production.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy' ? { ...header, value: withSources(header.value, extra) } : header,
    ),
  }));
  return { ...production, hosting: { ...production.hosting, headers } };
}

export function writeEmulatorConfig() {
  const production = JSON.parse(readFileSync(productionConfigPath, 'utf8'));
  writeFileSync(emulatorConfigPath, `${JSON.stringify(emulatorConfig(production), null, 2)}\n`);
  return emulatorConfigPath;
}
