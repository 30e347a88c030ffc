import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt']);

/** The same HTML with every script and module preload taken out: what the page is worth without JS. */
export const withoutScripts = (html) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>\n?/g, '').replace(/<link rel="modulepreload"[^>]*>\n?/g, '');

/**
 * Serves web/dist as Hosting does for these measurements (clean URLs, gzip, long cache for assets),
 * and `/__static/<path>` as the script-free copy of a page. Loopback only.
 */
export function startStaticServer(dist, port = 0) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const staticCopy = url.pathname.startsWith('/__static/');
    const path = decodeURIComponent(staticCopy ? url.pathname.slice('/__static'.length) : url.pathname);
    const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`];
    for (const candidate of candidates) {
      const file = join(dist, normalize(candidate.normalize('NFC')).replace(/^(\.\.[/\\])+/, ''));
      try {
        let body = await readFile(file);
        const extension = extname(file);
        if (staticCopy && extension === '.html') body = Buffer.from(withoutScripts(body.toString()));
        const headers = { 'Content-Type': types[extension] ?? 'application/octet-stream' };
        if (candidate.startsWith('/assets/')) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
        if (compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
          body = gzipSync(body, { level: 9 });
          headers['Content-Encoding'] = 'gzip';
        }
        response.writeHead(200, headers).end(body);
        return;
      } catch (error) {
        if (error.code !== 'ENOENT' && error.code !== 'EISDIR') throw error;
      }
    }
    response.writeHead(404, { 'Content-Type': types['.html'] }).end(await readFile(join(dist, '404.html')));
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }));
  });
}
