import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collections } from '@kasuwa/contract/collections';
import { fakeFirestore, fakeTimestamp } from '../../../test/fake-firestore';
import { stockCalls } from '../../../test/fake-stock-functions';
import { bytesOf, captureDownloads } from '../../../test/downloads';
import { renderStaffRoutes } from '../../../test/render-staff-routes';
import CatalogueFilePage from './catalogue-file-page';
import { decodeCsv, parseCsv } from './csv-text';

// The Firebase boundary is faked; the real rules and setStock run in tests/integration/catalogue-file.test.ts.
jest.mock('../../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../../test/fake-firestore').firestoreModule);
jest.mock('firebase/functions', () => jest.requireActual('../../../test/fake-stock-functions').stockFunctionsModule);

const image = 'https://firebasestorage.googleapis.com/v0/b/demo/o/zzstoreImages%2Fa.jpg?alt=media';

beforeAll(() => {
  // jsdom's File has no arrayBuffer(); every browser the console supports has.
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob) {
      return bytesOf(this).then((bytes) => bytes.buffer);
    },
  });
});

beforeEach(() => {
  fakeFirestore.reset();
  stockCalls.reset();
  fakeFirestore.set(collections.products, 'boubou', {
    title: 'Grand boubou',
    price: 45_000,
    images: [image],
    category: 'Vêtements',
    sizes: ['M', 'L'],
    colors: [],
    description: 'Bazin riche',
    time: fakeTimestamp(new Date('2026-11-21T10:00:00Z')),
    date: 'Nov 21, 2026',
    version: 3,
  });
  fakeFirestore.set(collections.stock, 'boubou:M:', { productId: 'boubou', size: 'M', color: null, available: 4, reserved: 0 });
});

async function exportedRows() {
  const { saved } = captureDownloads();
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await screen.findByRole('button', { name: 'Export CSV' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return parseCsv(decodeCsv(await bytesOf(saved[0])).text, ';', 100);
}

describe('the catalogue file page', () => {
  it('exports each variant with its stock, then checks the edited file row by row, applies it, and has nothing left', async () => {
    renderStaffRoutes('/', { '/': <CatalogueFilePage /> });
    const rows = await exportedRows();
    expect(rows.slice(0, 3)).toEqual([
      ['Product ID', 'Title', 'Category', 'Description', 'Price (F CFA)', 'Size', 'Colour', 'Stock', 'Image addresses'],
      ['boubou', 'Grand boubou', 'Vêtements', 'Bazin riche', '45000', 'M', '', '4', image],
      ['boubou', 'Grand boubou', 'Vêtements', 'Bazin riche', '45000', 'L', '', '', image],
    ]);

    const edited = `${rows
      .map((row) => row.map((cell) => (cell === '45000' ? '42000' : cell)).join(','))
      .join('\r\n')}\r\nboubou,Grand boubou,Vêtements,Bazin riche,42000,XL,,2,\r\n`;
    const file = new File([edited], 'catalogue.csv', { type: 'text/csv' });
    fakeFirestore.documentsRead = 0;
    await userEvent.upload(screen.getByLabelText('Choose the edited file'), file);
    const dryRun = await screen.findByRole('table', { name: 'What the import would do, row by row' });
    expect(
      within(dryRun)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '2Grand boubouMPrice (F CFA): 45,000 → 42,000',
      '3Grand boubouLUnchanged',
      '4Grand boubouXLNew variant · Stock: Not counted → 2',
    ]);
    // One product read by ID and its one stock document: nothing else of the catalogue.
    expect(screen.getByText('2 documents read to check the file')).toBeInTheDocument();
    expect(fakeFirestore.collections.get(collections.products)?.get('boubou')?.price).toBe(45_000);

    await userEvent.click(screen.getByRole('button', { name: 'Apply these changes' }));
    expect(await screen.findByText('Saved: 1 product written; 1 product with its stock set.')).toBeInTheDocument();
    expect(fakeFirestore.collections.get(collections.products)?.get('boubou')).toMatchObject({
      price: 42_000,
      sizes: ['M', 'L', 'XL'],
      version: 4,
    });
    expect(stockCalls.made.map(({ data }) => data)).toEqual([{ productId: 'boubou', variants: [{ size: 'XL', available: 2 }] }]);

    await userEvent.click(screen.getByRole('button', { name: 'Check the file again' }));
    expect(await screen.findByText('Nothing to change: the catalogue already matches the file.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply these changes' })).not.toBeInTheDocument();
  });

  it('refuses a file with a formula, saying where, and reads nothing', async () => {
    renderStaffRoutes('/', { '/': <CatalogueFilePage /> });
    const header = 'Product ID;Title;Category;Description;Price (F CFA);Size;Colour;Stock';
    const file = new File([`${header}\r\nboubou;Grand boubou;Vêtements;;=40000+2000;M;;;\r\n`], 'formule.csv');
    await userEvent.upload(screen.getByLabelText('Choose the edited file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'formule.csv is refused: Row 2, column Price (F CFA): “=40000+2000” is a formula. Type its value instead.',
    );
    expect(fakeFirestore.queries).toEqual([]);
  });
});
