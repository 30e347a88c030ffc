import { reportError, reportUncaughtErrors } from './error-reports';

const beacons: unknown[] = [];

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, ...(JSON.parse(body) as object) });
      return true;
    },
  });
  window.history.replaceState(null, '', '/panier?ref=affiche&email=awa@mail.ne');
});

it('sends each error once, a few per page load at most, with the page’s path only, and none from other sites', () => {
  reportUncaughtErrors('public');
  window.dispatchEvent(
    new ErrorEvent('error', { message: 'x is not a function', filename: `${window.location.origin}/assets/cart.js`, lineno: 12 }),
  );
  window.dispatchEvent(
    new ErrorEvent('error', { message: 'x is not a function', filename: `${window.location.origin}/assets/cart.js`, lineno: 12 }),
  );
  window.dispatchEvent(
    new ErrorEvent('error', { message: 'injected', filename: 'chrome-extension://abc/content.js', lineno: 1 }),
  );
  expect(beacons).toEqual([
    {
      url: '/api/errors',
      kind: 'error',
      message: 'x is not a function',
      page: '/panier',
      area: 'public',
      source: '/assets/cart.js',
      line: 12,
    },
  ]);
  for (let index = 0; index < 10; index += 1) reportError('load', `Failed to load the zones (${index})`);
  expect(beacons).toHaveLength(5);
});
