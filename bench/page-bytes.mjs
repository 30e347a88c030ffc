import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const kinds = { document: 'html', stylesheet: 'css', script: 'js', image: 'images' };

/**
 * What a phone downloads to show each route, as a real browser loads it: every response by kind,
 * raw and gzipped (the server compresses text; images are counted as they are).
 */
export async function measurePageBytes(origin, paths, browserOptions) {
  const browser = await chromium.launch(browserOptions);
  const rows = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 360, height: 760 } });
      const responses = [];
      page.on('response', (response) => responses.push(response));
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState('networkidle');
      const row = { route: decodeURI(path), html: zero(), css: zero(), js: zero(), images: zero() };
      for (const response of responses) {
        const kind = kinds[response.request().resourceType()];
        if (!kind) continue;
        const body = await response.body();
        row[kind].raw += body.length;
        row[kind].gzip += kind === 'images' ? body.length : gzipSync(body, { level: 9 }).length;
      }
      rows.push(row);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function zero() {
  return { raw: 0, gzip: 0 };
}
