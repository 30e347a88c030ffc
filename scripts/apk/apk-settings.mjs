import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

/** Sizes are given in decimal megabytes, as the download page has always shown them (94.31 MB). */
export function sizeLabel(bytes) {
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

export async function describeApk(file) {
  const { size } = await stat(file);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return { sizeLabel: sizeLabel(size), sha256: hash.digest('hex') };
}

/**
 * The brand settings' source with the `apk` block's fields replaced. Only the fields given change;
 * a field that cannot be found is an error rather than a silent no-op.
 */
export function updateApkSettings(source, fields) {
  const block = /(\n\s*apk: \{\n)([\s\S]*?)(\n\s*\},)/.exec(source);
  if (!block) throw new Error('No `apk: { … },` block found in the brand settings');
  let body = block[2];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const line = new RegExp(`(\\n?\\s*${key}: )'[^']*'`);
    if (!line.test(body)) throw new Error(`The apk block has no ${key} field`);
    body = body.replace(line, `$1'${String(value).replace(/'/g, "\\'")}'`);
  }
  return source.slice(0, block.index) + block[1] + body + block[3] + source.slice(block.index + block[0].length);
}
