import { PDFDocument } from '@cantoo/pdf-lib';
import { portfolio } from './portfolio-content';
import { resumePdf } from './resume-pdf';

describe('resumePdf', () => {
  it('writes a PDF that a PDF reader opens, titled after the content', async () => {
    const bytes = await resumePdf(portfolio);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(document.getTitle()).toBe(`CV — ${portfolio.name}`);
  });

  it('flows long content onto further pages instead of cutting it', async () => {
    const long = { ...portfolio, about: Array.from({ length: 40 }, () => portfolio.about[0]) };
    const document = await PDFDocument.load(await resumePdf(long as unknown as typeof portfolio));
    expect(document.getPageCount()).toBeGreaterThan(1);
  });
});
