/**
 * The dev server answers the public pages, rendered, and the staff app's addresses with the app, both
 * with Vite's client for hot reload; its entries compile. The emulators are not needed for that.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startDevServer } from './dev-server.mjs';

let dev;
before(async () => {
  dev = await startDevServer({ port: 0 });
});
after(() => dev?.close());

const get = async (path) => {
  const response = await fetch(`${dev.url}${path}`);
  return { status: response.status, text: await response.text() };
};

test('/ is the French home page, rendered, with hot reload', { timeout: 60_000 }, async () => {
  const home = await get('/');
  assert.equal(home.status, 200);
  assert.match(home.text, /<html lang="fr"/);
  assert.match(home.text, /\/@vite\/client/);
  assert.match(home.text, /\/src\/app\/entry-public\.ts/);
});

test('/store and its pages are the staff app, with React Fast Refresh', { timeout: 60_000 }, async () => {
  for (const path of ['/store', '/store/orders', '/admin-login']) {
    const shell = await get(path);
    assert.equal(shell.status, 200, path);
    assert.match(shell.text, /\/src\/app\/staff\/entry-staff\.tsx/);
    assert.match(shell.text, /@react-refresh/);
  }
  const entry = await get('/src/app/staff/entry-staff.tsx');
  assert.equal(entry.status, 200);
  assert.match(entry.text, /import/);
});

test('an unknown address is the not-found page with 404; a malformed one a 400', { timeout: 60_000 }, async () => {
  assert.equal((await get('/nulle-part')).status, 404);
  assert.equal((await get('/%E9')).status, 400);
  assert.equal((await get('/t%C3%A9l%C3%A9charger')).status, 200);
});
