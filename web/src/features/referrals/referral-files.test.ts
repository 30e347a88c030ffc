import { PDFDocument } from '@cantoo/pdf-lib';
import { unregisteredBucket } from '@kasuwa/contract/referrals';
import { staffTextIn } from '../../components/staff/staff-language';
import { statsCsv } from './campaign-csv';
import { campaignUrl, printedCampaignUrl } from './campaign-links';
import { hitsPerDay } from './hits-per-day';
import { posterPdf } from './poster-pdf';
import { pdfText, serveFontFilesFromDisk } from '../../test/pdf-text';

const stats = {
  from: '2026-11-20',
  to: '2026-11-23',
  keys: [
    {
      code: 'affiche-plateau',
      campaign: { label: 'Affiche "Plateau", marché', createdBy: 'seed-admin', createdAt: null },
      total: 5,
      uniques: 3,
      days: [{ day: '2026-11-21', count: 5, uniques: 3 }],
      orderDays: [
        { day: '2026-11-21', orders: 2, delivered: 1, deliveredTotal: 15000 },
        { day: '2026-11-22', orders: 1, delivered: 0, deliveredTotal: 0 },
      ],
    },
    {
      code: '-formule',
      campaign: { label: '=SUM(A1)', createdBy: null, createdAt: null },
      total: 1,
      uniques: 1,
      days: [{ day: '2026-11-23', count: 1, uniques: 1 }],
      orderDays: [],
    },
    {
      code: unregisteredBucket,
      campaign: null,
      total: 2,
      uniques: 2,
      days: [{ day: '2026-11-20', count: 2, uniques: 2 }],
      orderDays: [],
    },
  ],
};

describe('campaign links', () => {
  it('point at the canonical site’s download page, the é percent-encoded in the QR and as read in print', () => {
    expect(campaignUrl('affiche-plateau')).toBe('https://kasuwa-app.web.app/t%C3%A9l%C3%A9charger?ref=affiche-plateau');
    expect(printedCampaignUrl('affiche-plateau')).toBe('kasuwa-app.web.app/télécharger?ref=affiche-plateau');
  });
});

describe('hitsPerDay', () => {
  it('gives every day of the period, 0 where nothing was counted', () => {
    expect(hitsPerDay(stats.keys[0] as (typeof stats.keys)[0], stats.from, stats.to)).toEqual([
      { day: '2026-11-20', count: 0, uniques: 0 },
      { day: '2026-11-21', count: 5, uniques: 3 },
      { day: '2026-11-22', count: 0, uniques: 0 },
      { day: '2026-11-23', count: 0, uniques: 0 },
    ]);
  });
});

describe('statsCsv', () => {
  it('writes a row per key and day with hits or orders for French Excel, labels quoted when needed, formulas defused', () => {
    const csv = statsCsv(stats, (text, values) => staffTextIn('fr', text, values));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Code;Libellé;Jour;Visites;Visiteurs uniques;Commandes;Commandes livrées;F CFA livrés',
      'affiche-plateau;"Affiche ""Plateau"", marché";21/11/2026;5;3;2;1;15000',
      'affiche-plateau;"Affiche ""Plateau"", marché";22/11/2026;0;0;1;0;0',
      "'-formule;'=SUM(A1);23/11/2026;1;1;0;0;0",
      '~unregistered;Codes non enregistrés;20/11/2026;2;2;;;',
      '',
    ]);
  });

  it('names its columns in the console’s language: English in an English console', () => {
    const csv = statsCsv(stats, (text, values) => staffTextIn('en', text, values));
    expect(csv.slice(1).split('\r\n')[0]).toBe('Code;Label;Day;Hits;Unique visitors;Orders;Orders delivered;F CFA delivered');
  });
});

describe('posterPdf', () => {
  beforeEach(serveFontFilesFromDisk);

  it('makes one A4 page in French, titled after the campaign, with the QR code as an image', async () => {
    // A 1×1 white PNG stands in for the canvas's drawing, which jsdom cannot make.
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg=='),
      (char) => char.charCodeAt(0),
    );
    const bytes = await posterPdf({
      code: 'affiche-plateau',
      url: campaignUrl('affiche-plateau'),
      printedUrl: printedCampaignUrl('affiche-plateau'),
      qrPng: png,
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe('Kasuwa — affiche affiche-plateau');
    expect(pdf.getSubject()).toBe(campaignUrl('affiche-plateau'));
    expect((await pdfText(bytes)).split('\n')).toEqual([
      'Kasuwa',
      'Vos achats à Niamey, livrés chez vous.',
      'Scannez ce code avec l’appareil photo de votre téléphone',
      'pour télécharger l’application.',
      'Ou ouvrez ce lien :',
      'kasuwa-app.web.app/télécharger?ref=affiche-plateau',
      'Android · gratuit · code affiche-plateau',
    ]);
  });
});
