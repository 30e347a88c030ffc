/**
 * Debian's Chromium; Playwright never downloads a browser here. The suite runs in its headless shell
 * (package chromium-headless-shell), the browser Playwright itself runs headless tests in: the same
 * Blink and V8 without the full browser's window and its own WebUI pages, which took as much of the
 * two cores as the pages under test (e2e 11.4 min in the full browser, 7.2 in the shell, 2026-12-02).
 * What only the full browser does (notifications, which the shell always denies) runs in the full one,
 * and so do the benches, whose committed figures were measured there.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
export const fullChromiumPath = process.env.FULL_CHROMIUM_PATH || '/usr/bin/chromium';

/** Without these, Chromium keeps trying to reach Google's hosts from a machine with no network. */
export const chromiumOfflineArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
