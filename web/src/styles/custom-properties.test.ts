import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A custom property that names itself (`--staff-text: var(--staff-text)`) is a cycle: the browser drops
 * it, and every colour built on it with it, silently. A rename once left the staff pages' text and
 * buttons without colours this way.
 */
const sourceDir = join(__dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

it('no stylesheet defines a custom property through itself', () => {
  const files = cssFiles(sourceDir);
  expect(files.length).toBeGreaterThan(5);
  const cycles = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(--[\w-]+)\s*:[^;]*var\(\s*\1\s*[,)]/g)].map(
      (match) => `${relative(sourceDir, file)}: ${match[0]}`,
    ),
  );
  expect(cycles).toEqual([]);
});
