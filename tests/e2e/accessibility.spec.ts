import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { seedAccounts } from '../support/seed-accounts';
import { seedClose, seedReturn } from './helpers/closes';
import { goInTheConsole, logIn, openConsoleMenu } from './helpers/staff';
import { allow } from './helpers/under-load';

/**
 * axe-core on every public and staff page, at a phone's width and a laptop's: no serious or critical
 * violation. The staff pages are scanned as the seeded admin sees them, with the seed's data loaded,
 * and none may be wider than the screen (the order page was 832 px wide at 360 until a wide table
 * scrolled in its own box).
 */
const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

// axe is injected by the test, not the page: the site's CSP rightly refuses inline scripts.
test.use({ bypassCSP: true });

const publicPages = [
  '/',
  '/fonctionnalit%C3%A9s',
  '/apropos',
  '/t%C3%A9l%C3%A9charger',
  '/contact',
  '/conditions',
  '/confidentialit%C3%A9',
  '/webreturns',
  '/returns',
  '/boutique',
  '/panier',
  '/portfolio',
  '/verify',
  '/no-such-page',
  '/admin-login',
];

/** Staff pages, each with what shows that it has loaded its data. */
const staffPages: [path: string, ready: (page: Page) => Promise<void>][] = [
  ['/admin-feedback', (page) => expect(page.getByRole('table')).toBeVisible()],
  ['/store', (page) => expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()],
  ['/store/products/new', (page) => expect(page.getByRole('heading', { level: 1, name: 'Add product' })).toBeVisible()],
  ['/store/products/boubou-brode-indigo', (page) => expect(page.getByLabel('Title')).toHaveValue(/boubou/i)],
  ['/store/orders', (page) => expect(page.getByRole('list', { name: 'Orders, newest first' })).toBeVisible()],
  [
    '/store/orders/order-1002',
    (page) => expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(2),
  ],
  ['/store/users', (page) => expect(page.getByRole('table')).toBeVisible()],
  // Awa Hamidou's record: the seed's orders and the seller's note.
  [
    '/store/customers/96112233',
    async (page) => {
      await expect(page.getByRole('table', { name: /^Latest orders: / })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Notes on this customer' }).getByRole('listitem')).not.toHaveCount(0);
    },
  ],
  ['/store/cash', (page) => expect(page.getByRole('form', { name: 'Receive cash from a rider' })).toBeVisible()],
  ['/store/cash/closes/e2e-axe-close', (page) => expect(page.getByRole('article')).toBeVisible()],
  ['/store/returns', (page) => expect(page.getByRole('region', { name: 'Returns, newest first' })).toBeVisible()],
  ['/store/returns/e2e-axe-return', (page) => expect(page.getByRole('article')).toBeVisible()],
  ['/store/orders/order-1001', (page) => expect(page.getByRole('form', { name: 'Record a return' })).toBeVisible()],
  // The seed's days: every chart has rows.
  [
    '/store/reports?from=2026-11-01&to=2026-11-15',
    (page) => expect(page.getByRole('table', { name: /^Best sellers of / })).toBeVisible(),
  ],
  ['/store/posts', (page) => expect(page.getByRole('list', { name: 'Posts, newest first' })).toBeVisible()],
  // The rest of the store's pages (issue 37): each shown once its title is there and nothing is loading.
  ...['/store/orders/new', '/store/orders/order-1002/receipt', '/store/orders/deliveries', '/store/zones', '/store/health'].map(
    (path): [string, (page: Page) => Promise<void>] => [
      path,
      async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      },
    ],
  ),
  // The first view of a day's statistics sums the closed days' shards into roll-ups: seconds on a busy emulator.
  [
    '/store/referrals',
    (page) => expect(page.getByRole('list', { name: 'Campaigns, by code' })).toBeVisible({ timeout: allow(30_000) }),
  ],
  [
    '/store/staff',
    async (page) => {
      // listStaff is a callable: its worker may be busy with the other spec's triggers.
      await expect(page.getByRole('table', { name: 'Staff accounts, by email' })).toBeVisible({ timeout: allow(30_000) });
      await expect(page.getByText('Loading role changes…')).toHaveCount(0);
    },
  ],
];

/**
 * The rules a theme changes: the same page in its other theme is checked for these alone, as its
 * names, roles and structure are the ones just checked.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical violations on the page as it is now: rule, and the first elements. axe is
 * put in once per document (654 KB; the console goes from page to page without a reload), and asked
 * for its violations only, which spares it the details of every rule that passed.
 */
async function seriousViolations(page: Page, only?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (rules) => {
    const { axe } = window as unknown as {
      axe: { run: (options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const { violations } = await axe.run({
      resultTypes: ['violations'],
      ...(rules && { runOnly: { type: 'rule', values: rules } }),
    });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
      );
  }, only);
}

/** The page scrolls sideways as a whole: on a phone, a wide table or field must scroll in its own box instead. */
async function widerThanTheScreen(page: Page): Promise<string[]> {
  const { page: pageWidth, screen } = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  return pageWidth > screen ? [`wider than the screen: ${pageWidth} px on ${screen}`] : [];
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

test.beforeAll(() => Promise.all([seedClose('e2e-axe-close'), seedReturn('e2e-axe-return')]));

for (const width of [360, 1280]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the public pages have no serious or critical accessibility violation', async ({ page }) => {
      // Fifteen pages, each loaded to idle and checked: more than the default 30 s on a busy machine.
      test.setTimeout(allow(90_000));
      const found: string[] = [];
      for (const path of publicPages) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        found.push(...(await seriousViolations(page)).map((violation) => `${decodeURI(path)} ${violation}`));
      }
      expect(found).toEqual([]);
    });

    // Some twenty pages, two of them waiting on callables, each checked in both themes. The console is
    // loaded once and goes from page to page as its links do: a reload per page was most of the walk.
    test('the staff pages have none either, and fit the screen, in both themes', async ({ page }) => {
      test.setTimeout(allow(150_000));
      await logIn(page, seedAccounts.admin.email, seedAccounts.admin.password);
      await expect(page).toHaveURL('/admin-feedback', { timeout: allow(15_000) });
      const found: string[] = [];
      for (const [path, ready] of staffPages) {
        await goInTheConsole(page, path);
        await ready(page);
        for (const theme of ['light', 'dark'] as const) {
          await openConsoleMenu(page);
          const toggle = page.getByRole('button', { name: 'Dark mode' });
          if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) {
            await toggle.click();
          }
          const problems = [
            ...(await seriousViolations(page, theme === 'dark' ? colourRules : undefined)),
            ...(await widerThanTheScreen(page)),
          ];
          found.push(...problems.map((problem) => `${path} (${theme}) ${problem}`));
        }
      }
      expect(found).toEqual([]);
    });

    test("a rider's run has none either, and fits the screen, in both store themes", async ({ page }) => {
      await logIn(page, seedAccounts.rider.email, seedAccounts.rider.password);
      await expect(page).toHaveURL('/store/run', { timeout: allow(15_000) });
      await expect(page.getByRole('heading', { level: 1, name: 'My run' })).toBeVisible();
      await expect(page.getByText('Loading delivery run…')).toHaveCount(0);
      const found = [...(await seriousViolations(page)), ...(await widerThanTheScreen(page))].map(
        (problem) => `light ${problem}`,
      );
      await openConsoleMenu(page);
      await page.getByRole('button', { name: 'Dark mode' }).click();
      found.push(...(await seriousViolations(page, colourRules)).map((violation) => `dark ${violation}`));
      expect(found).toEqual([]);
    });
  });
}
