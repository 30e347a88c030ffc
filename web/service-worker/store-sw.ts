/**
 * The store console's service worker, served at /store-sw.js for the scope /store (the public site has
 * none). It keeps one version of the console whole on the phone: the page at /store/… and the scripts
 * and styles that version loads are answered from its caches first, so a reload with no network still
 * opens the console, and a repeat visit downloads no code. A new version installs beside the one in
 * use and waits: the page offers it, and only when staff accept does it take over, and the pages
 * reload on it; a version is never mixed with another.
 */
export {};
declare const self: ServiceWorkerGlobalScope;

/** Written by web/build.mjs: this version's name, what it caches at install, every file it may cache. */
declare const storeBuild: { version: string; shell: string[]; assets: string[] };

const shellCache = `store-shell-${storeBuild.version}`;
const assetCache = 'store-assets';
/** Where a version keeps its own list of files, for the next version to keep them while it replaces it. */
const buildKey = '/store-sw-build.json';
// The address Hosting answers every /store/… address with: a redirected answer cannot serve a navigation.
const shellPage = '/store';

const inScope = (url: URL) => url.pathname === '/store' || url.pathname.startsWith('/store/');

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      await cache.addAll([shellPage, ...storeBuild.shell]);
      await cache.put(buildKey, new Response(JSON.stringify(storeBuild)));
      const assets = await caches.open(assetCache);
      await Promise.all(
        storeBuild.shell.map(async (file) => {
          const answer = await cache.match(file);
          if (answer) await assets.put(file, answer);
        }),
      );
    })(),
  );
});

/**
 * The version taking over removes older versions' pages, and the files of every version but itself
 * and the one it replaces: a tab still open on that one may yet load one of its pages' code.
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set(storeBuild.assets);
      for (const name of await caches.keys()) {
        if (!name.startsWith('store-shell-') || name === shellCache) continue;
        const replaced = await (await caches.open(name)).match(buildKey);
        if (replaced) for (const file of ((await replaced.json()) as typeof storeBuild).assets) keep.add(file);
        await caches.delete(name);
      }
      const assets = await caches.open(assetCache);
      for (const request of await assets.keys()) {
        if (!keep.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

/**
 * What a page may ask: to hand over to this waiting version (staff accepted it), or to keep the files it
 * loaded before this worker controlled it (the first visit's), fetched again from the browser's cache.
 */
self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; files?: unknown } | null;
  if (message?.type === 'use-new-version') void self.skipWaiting();
  if (message?.type === 'keep-files' && Array.isArray(message.files)) {
    const files = message.files.filter((file): file is string => typeof file === 'string' && storeBuild.assets.includes(file));
    event.waitUntil(keepFiles(files));
  }
});

async function keepFiles(files: string[]) {
  const cache = await caches.open(assetCache);
  for (const file of files) {
    if (!(await cache.match(file))) await cache.add(file);
  }
}

/** The version's page, whatever the /store address (Hosting answers them all with it too). */
async function storePage(request: Request): Promise<Response> {
  const cached = await (await caches.open(shellCache)).match(shellPage);
  return cached ?? fetch(request);
}

/** A script, style or icon of some version: from the cache once fetched, as its name changes with its content. */
async function storeFile(request: Request, path: string): Promise<Response> {
  const cache = await caches.open(assetCache);
  const cached = await cache.match(request);
  if (cached) return cached;
  const answer = await fetch(request);
  if (answer.ok && storeBuild.assets.includes(path)) await cache.put(request, answer.clone());
  return answer;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && inScope(url)) event.respondWith(storePage(request));
  else if (storeBuild.assets.includes(url.pathname)) event.respondWith(storeFile(request, url.pathname));
});
