import { readFile } from 'node:fs/promises';
import { PDFDocument } from '@cantoo/pdf-lib';
import { expect, type Download, type Page } from '@playwright/test';
import jsQR from 'jsqr';

/** CSS pixels in a millimetre, as the browser lays out print (96 px an inch). */
const pixelsPerMm = 96 / 25.4;
/** PDF points in a millimetre. */
export const pointsPerMm = 72 / 25.4;

/** The sizes of a PDF's pages, in points. */
export async function pdfPageSizes(bytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  return (await PDFDocument.load(bytes)).getPages().map((page) => page.getSize());
}

export const downloadedBytes = async (download: Download) => new Uint8Array(await readFile((await download.path()) ?? ''));

/**
 * Prints the page as the browser would on 58 mm paper and checks what comes out: nothing wider than the
 * paper (which would make the browser shrink the slip), the slip alone (the console's bar not printed),
 * every line of it within 48 mm with 5 mm of paper each side, and the browser's own PDF of the page (its
 * CSS page size) one page 58 mm wide. Leaves the page on screen, at its size.
 */
export async function expectPrintedOn58mm(page: Page, name: RegExp): Promise<void> {
  const screen = page.viewportSize();
  // The browser lays a print out on the paper's width: anything wider, and it shrinks the whole slip to fit.
  await page.setViewportSize({ width: Math.floor(58 * pixelsPerMm), height: screen?.height ?? 740 });
  await page.emulateMedia({ media: 'print' });
  try {
    await expect(page.locator('.store-bar')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(58 * pixelsPerMm);
    const slip = page.getByRole('article', { name });
    await expect(slip).toHaveCount(1);
    await expect(slip).toBeVisible();
    const layout = await slip.evaluate((article) => {
      const box = article.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(article);
      const inked = [...range.getClientRects()].filter((rect) => rect.width > 0);
      return {
        left: box.left,
        width: box.width,
        inkLeft: Math.min(...inked.map((rect) => rect.left)),
        inkRight: Math.max(...inked.map((rect) => rect.right)),
        lines: inked.length,
      };
    });
    expect(layout.lines).toBeGreaterThan(10);
    expect(layout.width).toBeCloseTo(48 * pixelsPerMm, 0);
    expect(layout.left).toBeCloseTo(5 * pixelsPerMm, 0);
    expect(layout.inkLeft).toBeGreaterThanOrEqual(layout.left - 0.5);
    expect(layout.inkRight).toBeLessThanOrEqual(layout.left + 48 * pixelsPerMm + 0.5);

    const printed = await pdfPageSizes(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(printed).toHaveLength(1);
    // Chromium rounds the page to its pixels: 163.9 pt for 58 mm (164.4 pt).
    expect(Math.abs((printed[0]?.width ?? 0) - 58 * pointsPerMm)).toBeLessThan(pointsPerMm);
  } finally {
    await page.emulateMedia({ media: 'screen' });
    if (screen) await page.setViewportSize(screen);
  }
}

/** What the slip's QR code reads, drawn from its SVG as a camera would see it. */
export async function printedQrText(page: Page): Promise<string | undefined> {
  const side = 296;
  const rgba = await page.getByRole('img', { name: 'QR code to follow the order' }).evaluate(async (svg, size) => {
    const copy = svg.cloneNode(true) as SVGElement;
    copy.setAttribute('width', String(size));
    copy.setAttribute('height', String(size));
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: size, height: size });
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(image, 0, 0, size, size);
    return Array.from(context.getImageData(0, 0, size, size).data);
  }, side);
  return jsQR(Uint8ClampedArray.from(rgba), side, side)?.data;
}
