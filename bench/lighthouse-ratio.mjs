import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse's mobile run (simulated slow 4G, mid-range phone) of each page and of its script-free
 * copy from the same server: the ratio of their LCP says what the scripts cost the visitor. Both the
 * simulated LCP (Lighthouse's estimate, which counts every request started before the first paint,
 * even one at low priority) and the LCP observed in the unthrottled trace are kept.
 */
export async function lighthouseRatios(origin, paths, chromePath, chromeFlags) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const audit = async (url) => {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const metric = (id) => lhr.audits[id]?.numericValue ?? null;
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      observedLcpMs: Math.round(observed.observedLargestContentfulPaint ?? Number.NaN),
      fcpMs: Math.round(metric('first-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift')?.toFixed(3)),
      shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => item.node?.snippet ?? item.node?.selector),
    };
  };
  const rows = [];
  try {
    for (const path of paths) {
      const page = await audit(`${origin}${path}`);
      const staticCopy = await audit(`${origin}/__static${path}`);
      const ratio = (a, b) => Number((a / b).toFixed(3));
      rows.push({
        route: decodeURI(path),
        page,
        staticCopy,
        lcpRatio: ratio(page.lcpMs, staticCopy.lcpMs),
        observedLcpRatio: ratio(page.observedLcpMs, staticCopy.observedLcpMs),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
