/**
 * The web's dev server: Vite with hot reload for the staff app and the public pages, rendered by the
 * same code as the build (web/src/app/render-public.tsx, loaded through Vite so edits show at once),
 * against the emulators (web/.env.emulator). `/api/…` goes to the Hosting emulator, whose rewrites
 * reach the functions as on the real site.
 */
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { repoRoot } from './paths.mjs';

const webRoot = join(repoRoot, 'web');

/** The entries as Vite serves them in development: styles come with the scripts that import them. */
const devAssets = {
  publicCss: '',
  publicScript: '/src/app/entry-public.ts',
  publicPreloads: [],
  staffScript: '/src/app/staff/entry-staff.tsx',
  staffPreloads: [],
  staffCss: [],
};

/** The page for an address, as Hosting would serve the built site: 404 with the not-found page. */
function pageFor(ssr, path) {
  const staffPath = path === '/store' || path.startsWith('/store/') ? '/store' : path;
  const shell = ssr.staffPages.find((candidate) => candidate.path === staffPath);
  if (shell) return { status: 200, html: ssr.renderStaffShell(shell, devAssets) };
  const wanted = path.normalize('NFC');
  const page = ssr.publicPages.find((candidate) => [candidate.path, ...candidate.aliases].includes(wanted));
  if (page) return { status: 200, html: ssr.renderPublicPage(page, wanted, devAssets) };
  return { status: 404, html: ssr.renderPublicPage(ssr.notFoundPage, '/404', devAssets) };
}

/** Forwards a request to the Hosting emulator as it came, and its answer back. */
function forward(req, res, hostingOrigin) {
  const upstream = request(new URL(req.url, hostingOrigin), { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', (error) => {
    console.error(`dev: the Hosting emulator did not answer ${req.url}:`, error.message);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('The Hosting emulator is not running: start the stack with npm run dev.');
  });
  req.pipe(upstream);
}

/** Starts the dev server; resolves with its address and a way to close it. */
export async function startDevServer({ port = 5173, host = '127.0.0.1', hostingOrigin = 'http://127.0.0.1:5000' } = {}) {
  const server = createServer();
  const vite = await createViteServer({
    root: webRoot,
    mode: 'emulator',
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: { server } },
  });
  server.on('request', (req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Malformed address.');
      return;
    }
    if (path.startsWith('/api/')) {
      forward(req, res, hostingOrigin);
      return;
    }
    vite.middlewares(req, res, async () => {
      try {
        const ssr = await vite.ssrLoadModule('/src/app/render-public.tsx');
        const { status, html } = pageFor(ssr, path);
        res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
        res.end(await vite.transformIndexHtml(req.url ?? '/', html));
      } catch (error) {
        vite.ssrFixStacktrace(error);
        console.error(`dev: could not render ${path}:`, error);
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.stack ?? error));
      }
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    close: async () => {
      await vite.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
