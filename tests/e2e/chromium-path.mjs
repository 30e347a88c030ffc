/** Debian's chromium package; Playwright never downloads a browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
