import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));

// The installed dependencies stay external; the shared contract is bundled in, so functions/ deploys
// without the rest of the repository. tools/ holds the operators' command-line tools (npm run migrate),
// built from the same code; firebase.json leaves it out of the deploy.
const bundles = [
  { entry: join(here, 'src', 'index.ts'), outfile: join(here, 'lib', 'index.js') },
  { entry: join(here, 'src', 'migrate', 'cli.ts'), outfile: join(here, 'tools', 'migrate.js') },
];
await Promise.all(
  bundles.map(({ entry, outfile }) =>
    build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node24',
      format: 'cjs',
      sourcemap: true,
      external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
      alias: { '@kasuwa/contract': join(here, '..', 'contract', 'src') },
      logLevel: 'warning',
    }),
  ),
);
