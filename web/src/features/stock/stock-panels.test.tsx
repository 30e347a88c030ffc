import { collections } from '@kasuwa/contract/collections';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stockSettingsDocId } from '@kasuwa/contract/stock';
import { fakeFirestore } from '../../test/fake-firestore';
import { stockCalls } from '../../test/fake-stock-functions';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import { LowStockPanel } from './components/low-stock-panel';
import { StockPanel } from './components/stock-panel';

// The Firebase boundary is faked; the real setStock, rules and triggers run in tests/integration/stock.test.ts.
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);
jest.mock('firebase/functions', () => jest.requireActual('../../test/fake-stock-functions').stockFunctionsModule);

const storeStock = (id: string, data: Record<string, unknown>) =>
  fakeFirestore.set(collections.stock, id, { size: null, color: null, reserved: 0, lowAt: null, ...data });

beforeEach(() => {
  fakeFirestore.reset();
  stockCalls.reset();
});

describe("a product's stock", () => {
  const openBoubou = async () => {
    storeStock('boubou:M:Bleu', { productId: 'boubou', size: 'M', color: 'Bleu', available: 3, reserved: 1, lowAt: 2 });
    renderStaffRoutes('/', { '/': <StockPanel productId="boubou" title="Boubou" sizes={['M', 'L']} colors={['Bleu']} /> });
    return within(await screen.findByRole('region', { name: 'Stock per variant' }));
  };

  it('shows each variant with what it can sell and has in open orders, blank when not counted', async () => {
    const table = await openBoubou();
    expect(table.getByLabelText('M, Bleu')).toHaveValue(3);
    expect(table.getByLabelText('L, Bleu')).toHaveValue(null);
    expect(table.getAllByRole('row').map((row) => row.lastElementChild?.textContent)).toEqual(['In open orders', '1', '—']);
    expect(screen.getByLabelText('Low-stock alert at (units)')).toHaveValue(2);
  });

  it('saves the counted variants in one call, and the threshold when it changed', async () => {
    const table = await openBoubou();
    await userEvent.type(table.getByLabelText('L, Bleu'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock' }));
    expect(await findToast('Stock saved for Boubou')).toEqual({ error: false });
    await userEvent.clear(screen.getByLabelText('Low-stock alert at (units)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save stock' }));
    await screen.findAllByText('Stock saved for Boubou');
    expect(stockCalls.made.map(({ data }) => data)).toEqual([
      {
        productId: 'boubou',
        variants: [
          { size: 'M', color: 'Bleu', available: 3 },
          { size: 'L', color: 'Bleu', available: 12 },
        ],
      },
      {
        productId: 'boubou',
        variants: [
          { size: 'M', color: 'Bleu', available: 3 },
          { size: 'L', color: 'Bleu', available: 12 },
        ],
        lowAt: null,
      },
    ]);
  });

  it('marks every variant sold out in one tap', async () => {
    const table = await openBoubou();
    await userEvent.click(screen.getByRole('button', { name: 'Mark sold out' }));
    await findToast('Boubou is sold out: /boutique shows "Épuisé" within a minute');
    expect(stockCalls.made).toEqual([
      {
        name: 'setStock',
        data: {
          productId: 'boubou',
          variants: [
            { size: 'M', color: 'Bleu', available: 0 },
            { size: 'L', color: 'Bleu', available: 0 },
          ],
        },
      },
    ]);
    expect(await table.findByLabelText('L, Bleu')).toHaveValue(0);
  });

  it('says what is wrong with a count, or that nothing is counted, and sends nothing', async () => {
    const table = await openBoubou();
    await userEvent.type(table.getByLabelText('L, Bleu'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save stock' }));
    expect(screen.getByRole('alert')).toHaveTextContent('L, Bleu: Enter a whole number from 0 to 100,000.');
    await userEvent.clear(table.getByLabelText('L, Bleu'));
    await userEvent.clear(table.getByLabelText('M, Bleu'));
    await userEvent.click(screen.getByRole('button', { name: 'Save stock' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a count for at least one variant.');
    expect(stockCalls.made).toEqual([]);
  });

  it("shows the function's refusal, with nothing saved", async () => {
    await openBoubou();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stockCalls.failWith = {
      code: 'functions/invalid-argument',
      message: 'Choose one of the product’s sizes: M. [400]',
      details: { refusal: 'size-not-offered', values: { offered: 'M' } },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Save stock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose one of the product’s sizes: M.');
  });
});

describe('the low-stock list', () => {
  it('lists the variants low on stock, lowest first, each linked to its product', async () => {
    storeStock('sac::', { productId: 'sac', title: 'Sac', available: 2, low: true });
    storeStock('pagne:6%20yards:', { productId: 'pagne', title: 'Pagne', size: '6 yards', available: 0, low: true, lowAt: 3 });
    storeStock('the::', { productId: 'the', title: 'Thé', available: 40, low: false });
    renderStaffRoutes('/', { '/': <LowStockPanel /> });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Pagne (6 yards): sold out (alert at 3)', 'Sac: 2 left']);
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/store/products/pagne');
    expect(screen.getByLabelText('Shop-wide alert at (units)')).toHaveValue(5);
  });

  it('says when nothing is low, and saves the shop-wide threshold', async () => {
    fakeFirestore.set(collections.stockSettings, stockSettingsDocId, { lowAt: 8 });
    renderStaffRoutes('/', { '/': <LowStockPanel /> });
    expect(await screen.findByText('No variant is low on stock.')).toBeInTheDocument();
    const threshold = await screen.findByLabelText('Shop-wide alert at (units)');
    expect(threshold).toHaveValue(8);
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    await findToast('Low-stock alert now at 10 units or fewer');
    expect(stockCalls.made).toEqual([{ name: 'setLowStockDefault', data: { lowAt: 10 } }]);
  });
});
