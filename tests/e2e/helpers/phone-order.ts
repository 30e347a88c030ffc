import { expect, type Page } from '@playwright/test';
import { formatXof } from '@kasuwa/contract/money';
import { allow } from './under-load';

interface PhoneOrderEntry {
  phone: string;
  name: string;
  /** A word the product search finds, and the product's title to add. */
  search: string;
  title: string;
  size: string;
  quantity: number;
  address: string;
  /** How the order came in, when not by a call. */
  channel?: 'whatsapp';
}

/**
 * An order for a number without an account, entered on /store/orders/new as staff do, in Wadata
 * (750 F CFA), and placed: the page has gone to the new order when this returns its id.
 */
export async function enterPhoneOrder(page: Page, entry: PhoneOrderEntry): Promise<string> {
  await page.getByLabel('Phone').fill(entry.phone);
  await page.getByRole('button', { name: 'Find customer' }).click();
  await expect(page.getByText('No account has this number: the order is for the name entered.')).toBeVisible();
  await page.getByLabel('Name').fill(entry.name);
  await page.getByRole('textbox', { name: 'Product' }).fill(entry.search);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: `Add ${entry.title}` }).click();
  const line = page.getByRole('list', { name: 'Order lines' }).getByRole('listitem');
  await line.getByLabel('Size').selectOption(entry.size);
  await line.getByLabel('Quantity').fill(String(entry.quantity));
  await page.getByLabel('Zone').selectOption({ label: `Wadata — ${formatXof(750)}` });
  await page.getByLabel('Delivery address').fill(entry.address);
  if (entry.channel) await page.getByLabel('Came in by').selectOption(entry.channel);
  await page.getByRole('button', { name: 'Place order' }).click();
  // placePhoneOrder prices, numbers and reserves in one transaction: seconds on a busy emulator.
  await expect(page).toHaveURL(/\/store\/orders\/req-[0-9a-f]{40}$/, { timeout: allow(30_000) });
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}
