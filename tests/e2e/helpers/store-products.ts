import sharp from 'sharp';
import { expect, type Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { productDate, uploadedImageSchema, type UploadedImage } from '@kasuwa/contract/schemas';
import { adminDb } from '../../support/admin-app';
import { signedInClient } from '../../support/client-app';
import { seedAccounts } from '../../support/seed-accounts';
import { logIn } from './staff';

const hostingOrigin = 'http://127.0.0.1:5000';

/** The seeded admin, signed in, on the store dashboard with its products shown. */
export async function openStore(page: Page) {
  await logIn(page, seedAccounts.admin.email, seedAccounts.admin.password);
  await expect(page).toHaveURL('/admin-feedback');
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByText(/^\d+ products?(, \d+ shown)?$/)).toBeVisible();
}

/** A real photo-like image (a disc on a coloured ground) as Playwright's setInputFiles takes it. */
export async function imageFile(name: string, format: 'jpeg' | 'png', background: string) {
  const [width, height] = [900, 700];
  const disc = Buffer.from(`<svg width="${width}" height="${height}"><circle cx="450" cy="350" r="230" fill="#f2c14e"/></svg>`);
  const image = sharp({ create: { width, height, channels: 3, background } }).composite([{ input: disc }]);
  const buffer = format === 'jpeg' ? await image.jpeg({ quality: 85 }).toBuffer() : await image.png().toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/**
 * Starts noting, for each <progress> of the page (by its label, the file's name), every value it
 * shows, so a test can tell a bar was there during the upload and not only once it was over.
 */
export async function recordProgressBars(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, string[]> = {};
    Object.assign(window, { progressBarValues: seen });
    const note = () => {
      for (const bar of document.querySelectorAll('progress')) {
        const name = bar.labels?.[0]?.textContent ?? '';
        const values = (seen[name] ??= []);
        const value = bar.getAttribute('value') ?? 'none';
        if (values.at(-1) !== value) values.push(value);
      }
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
  });
}

export async function progressBarValues(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => (window as unknown as { progressBarValues: Record<string, string[]> }).progressBarValues);
}

/** Every URL of an uploaded image: the image and its three thumbnails. */
export const urlsOf = ({ url, thumbnails }: UploadedImage) => [url, thumbnails.w200, thumbnails.w400, thumbnails.w800];

export const statusOf = async (url: string) => (await fetch(url)).status;

export async function productDocument(id: string) {
  return (await adminDb.collection(collections.products).doc(id).get()).data();
}

/** The ids of the products whose title or description is this (the e2e texts are unique to one test). */
export async function productIdsWhere(field: 'title' | 'description', value: string): Promise<string[]> {
  return (await adminDb.collection(collections.products).where(field, '==', value).get()).docs.map((doc) => doc.id);
}

export async function deleteProducts(ids: readonly string[]) {
  if (ids.length === 0) return;
  const [stock, movements] = await Promise.all(
    [collections.stock, collections.stockMovements].map((name) => adminDb.collection(name).where('productId', 'in', ids).get()),
  );
  await Promise.all([
    ...ids.map((id) => adminDb.collection(collections.products).doc(id).delete()),
    ...[...(stock?.docs ?? []), ...(movements?.docs ?? [])].map((snapshot) => snapshot.ref.delete()),
  ]);
}

/**
 * A product as the store admin makes one, without the browser: its images go through the real
 * upload function (via Hosting's /api/product-images, as the page sends them), then the document
 * is written with the Admin SDK.
 */
export async function createProduct(title: string, imageCount = 1) {
  const admin = await signedInClient(seedAccounts.admin.email, seedAccounts.admin.password);
  const token = await admin.user.getIdToken();
  await admin.close();
  const images: UploadedImage[] = [];
  for (let index = 0; index < imageCount; index += 1) {
    const file = await imageFile(`e2e-${index + 1}.jpg`, 'jpeg', index % 2 ? '#1f7a4d' : '#2b3a8c');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
    const response = await fetch(`${hostingOrigin}/api/product-images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    images.push(uploadedImageSchema.parse(await response.json()));
  }
  const document = adminDb.collection(collections.products).doc();
  await document.set({
    title,
    price: 15_000,
    images: images.map((image) => image.url),
    thumbnails: images.map((image) => image.thumbnails),
    // A seeded category, so the public catalogue's category list does not change while tests run.
    category: 'Vêtements',
    sizes: ['M', 'L'],
    colors: ['Noir'],
    description: 'Made by the store products end-to-end test.',
    time: FieldValue.serverTimestamp(),
    date: productDate(new Date()),
    version: 1,
  });
  return { id: document.id, title, images };
}
