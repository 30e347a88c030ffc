/**
 * Writes a file in the local blob store's layout (functions/src/blobs/local-blob-store.ts): the bytes
 * under objects/, the content type under metadata/. CommonJS, so that the seed (an ES module) and the
 * Jest suites (CommonJS) share it.
 */
const { mkdir, writeFile } = require('node:fs/promises');
const { dirname, join } = require('node:path');

/**
 * @param {string} root the blob store's folder
 * @param {string} path the blob's path inside it
 * @param {Buffer} bytes
 * @param {string} contentType
 */
async function writeLocalBlob(root, path, bytes, contentType) {
  const object = join(root, 'objects', path);
  const metadata = join(root, 'metadata', `${path}.json`);
  await mkdir(dirname(object), { recursive: true });
  await mkdir(dirname(metadata), { recursive: true });
  await writeFile(object, bytes);
  await writeFile(metadata, JSON.stringify({ contentType }));
}

module.exports = { writeLocalBlob };
