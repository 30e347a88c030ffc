/** Debian's chromium package; Playwright never downloads a browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
