import type { Page } from '@playwright/test';
import type { DocumentData } from 'firebase-admin/firestore';
import { brand, generalContact } from '@kasuwa/contract/brand';
import { collections } from '@kasuwa/contract/collections';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { commonColors } from '@kasuwa/contract/variants';
import { pseudoClose, pseudoOpen } from '../../../web/src/lib/pseudo-locale';
import { adminDb } from '../../support/admin-app';
import { seedAccounts } from '../../support/seed-accounts';

/** A text on screen that did not come through the text layer, and where it was. */
export interface PlainText {
  page: string;
  text: string;
}

/** Fields whose values are codes the console must put into words (a status), never data shown as is. */
const codeFields = new Set([
  'status',
  'from',
  'to',
  'role',
  'payment',
  'failureReason',
  'feedbackType',
  'kind',
  'type',
  'channel',
  'platform',
  'outcome',
]);

function collectStrings(value: unknown, into: Set<string>, field = ''): void {
  if (typeof value === 'string') {
    if (codeFields.has(field) || !/\p{L}/u.test(value)) return;
    into.add(value.trim());
    // A stored file's path: the console names the file by its last part.
    if (value.includes('/')) into.add(value.slice(value.lastIndexOf('/') + 1));
  } else if (Array.isArray(value)) for (const item of value) collectStrings(item, into, field);
  else if (value && typeof value === 'object' && !(value instanceof Date))
    for (const [key, inner] of Object.entries(value as DocumentData)) {
      // A customer record counts orders by the account that placed them: its keys are uids the page shows.
      if (field === 'placedBy') into.add(key);
      collectStrings(inner, into, key);
    }
}

/** The feedback the admin's first pages can show: reading all of a bulk-loaded 10 000 would take seconds. */
const feedbackShown = 200;

/**
 * The words the data holds (names, titles, addresses, emails, messages, ids): every text value and id
 * of the project's documents, the seeded accounts' names and emails, the shop's name and contact, and
 * the colours the product form offers (French words that go into the data as they are).
 */
export async function dataWords(): Promise<string[]> {
  const words = new Set<string>([brand.name, generalContact.name, ...commonColors]);
  for (const account of Object.values(seedAccounts)) words.add(account.email).add(account.displayName);
  const groups = await adminDb.listCollections();
  const snapshots = await Promise.all(
    groups.map((group) =>
      group.id === collections.feedback ? group.orderBy('listedAt', 'desc').limit(feedbackShown).get() : group.get(),
    ),
  );
  for (const snapshot of snapshots)
    for (const doc of snapshot.docs) {
      words.add(doc.id);
      collectStrings(doc.data(), words);
    }
  return [...words].filter(Boolean).sort((a, b) => b.length - a.length);
}

/** A text as a regular expression that matches it exactly where it stands. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const marked = new RegExp(
  `${escapeRegExp(pseudoOpen)}[^${escapeRegExp(pseudoOpen)}${escapeRegExp(pseudoClose)}]*${escapeRegExp(pseudoClose)}`,
  'g',
);
const price = /\d[\d\s.,]*\s?F\sCFA/gu;
const address = /https?:\/\/\S+/g;
/** A keyboard shortcut as the toasts' region names it: "alt+T". */
const shortcut = /\b(alt|ctrl|shift|meta)\+\w\b/gi;
const orderNumber = new RegExp(escapeRegExp(orderNumberLabel(1)).replace(/\d+/, '\\d+'), 'g');

/** What is left of a text once the layer's marked texts, the data's words and the prices are taken out. */
export function plainPart(text: string, words: readonly string[]): string | null {
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(marked, ' ');
  }
  rest = rest.replace(price, ' ').replace(orderNumber, ' ').replace(address, ' ').replace(shortcut, ' ');
  for (const word of words)
    if (rest.includes(word)) rest = rest.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(word)}(?!\\p{L})`, 'gu'), ' ');
  return /\p{L}/u.test(rest) ? rest.replace(/\s+/g, ' ').trim() : null;
}

/**
 * Every text the page shows or announces: visible text (a screen reader's hidden text included), the
 * accessible names and hints in attributes, a visible list's options, a button's value and the title.
 * A language's own name (the language switch's "English") in an element of that language is left out.
 */
export function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const autonyms: Record<string, string> = { fr: 'Français', en: 'English' };
    const texts = [document.title];
    const visible = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || element.closest('script, style, noscript') || !visible(element)) continue;
      const language = element.closest('[lang]')?.getAttribute('lang') ?? '';
      if (autonyms[language] === text) continue;
      texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-roledescription]')) {
      if (!visible(element) && !element.matches('[aria-label]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription'])
        if (element.hasAttribute(name)) texts.push(element.getAttribute(name) ?? '');
    }
    for (const select of document.body.querySelectorAll('select'))
      if (visible(select)) for (const option of select.options) texts.push(option.text);
    for (const input of document.body.querySelectorAll<HTMLInputElement>('input[type=submit], input[type=button]'))
      if (visible(input)) texts.push(input.value);
    return texts.filter((text) => text.trim() !== '');
  });
}

/** Collects, page by page, the texts shown that did not come through the layer. */
export class LayerCheck {
  readonly found: PlainText[] = [];
  private words: string[] = [];

  /**
   * Also checks the words of the browser's own dialogs (a confirm), then answers them "no", or "yes"
   * for a walk that sends what it confirms (`confirming`); the question before leaving a page with
   * unsaved entries (the browser's, with no words of ours) lets the walk go on to its next page.
   * `data` is data the project's documents do not hold (an account's email, kept by Auth alone).
   */
  constructor(
    private readonly page: Page,
    { confirming = false, data = [] }: { confirming?: boolean; data?: readonly string[] } = {},
  ) {
    this.moreData = data;
    page.on('dialog', (dialog) => {
      if (dialog.type() === 'beforeunload') return void dialog.accept();
      this.pending.push(this.note('a dialog', [dialog.message()]).then(() => (confirming ? dialog.accept() : dialog.dismiss())));
    });
  }

  private readonly pending: Promise<void>[] = [];
  private readonly moreData: readonly string[];

  /** Every dialog met so far has been checked and answered. */
  async dialogsChecked(): Promise<void> {
    await Promise.all(this.pending);
  }

  /**
   * Takes note of what the page shows now, under `where`; the data is read again before a text is
   * counted. A text still plain is counted only if the page shows it a moment later: a live list may
   * still show a document another spec has just deleted (26 products of public-shop.spec.ts on /store,
   * clean-clone run of 2026-12-03), which the data read again no longer holds.
   */
  async check(where: string): Promise<void> {
    const plain = await this.plainOf(await shownTexts(this.page));
    if (plain.length === 0) return;
    await this.page.waitForTimeout(2_000);
    const shownNow = new Set(await shownTexts(this.page));
    this.record(where, await this.plainOf(plain.filter((text) => shownNow.has(text))));
  }

  private async note(where: string, texts: readonly string[]): Promise<void> {
    this.record(where, await this.plainOf(texts));
  }

  /** The texts that are neither the layer's nor the data's, the data read again if any seems so. */
  private async plainOf(texts: readonly string[]): Promise<string[]> {
    const plain = texts.filter((text) => plainPart(text, this.words) !== null);
    if (plain.length === 0) return [];
    this.words = [...this.moreData, ...(await dataWords())].sort((a, b) => b.length - a.length);
    return plain.filter((text) => plainPart(text, this.words) !== null);
  }

  private record(where: string, plain: readonly string[]): void {
    for (const text of new Set(plain))
      if (!this.found.some((seen) => seen.text === text)) {
        this.found.push({ page: where, text });
        console.log(`Plain on ${where}: ${text}`);
      }
  }
}
