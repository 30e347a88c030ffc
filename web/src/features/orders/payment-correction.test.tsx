import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import type { OrderRecord } from '../../components/store/orders/order-record';
import { PaymentCorrectionForm } from './components/payment-correction-form';

/** correctPayment's boundary: what was asked, and the answer or refusal it gives. The real one runs in tests/integration/payments.test.ts. */
const mockCalls: unknown[] = [];
let mockAnswer: () => Promise<unknown> = async () => ({ data: { correctionId: 'c-1', moneyVersion: 3 } });
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('firebase/functions', () => ({
  httpsCallable: () => async (data: unknown) => {
    mockCalls.push(data);
    return mockAnswer();
  },
}));

const paidInCash = {
  id: 'o-1',
  status: 'delivered',
  payment: 'cash',
  cashHolder: 'u-rider',
  moneyVersion: 2,
  items: [],
} as unknown as OrderRecord;

beforeEach(() => {
  mockCalls.length = 0;
});

async function correctToMobileMoney(reference: string, reason = 'Payé par Airtel Money') {
  await userEvent.click(screen.getByRole('button', { name: 'Correct the payment' }));
  await userEvent.selectOptions(screen.getByLabelText('Paid by'), 'mobile-money');
  await userEvent.type(screen.getByLabelText('Reference'), reference);
  if (reason) await userEvent.type(screen.getByLabelText('Why it is corrected'), reason);
  await userEvent.click(screen.getByRole('button', { name: 'Record the correction' }));
}

describe('correcting a payment', () => {
  it('sends the correction with the money version the page shows, and its reason', async () => {
    renderStaffRoutes('/', { '/': <PaymentCorrectionForm order={paidInCash} /> });
    await correctToMobileMoney('MP241127.1234.A56789');
    await findToast('Payment corrected: Mobile Money');
    expect(mockCalls).toEqual([
      {
        requestId: expect.any(String),
        orderId: 'o-1',
        moneyVersion: 2,
        payment: 'mobile-money',
        reference: 'MP241127.1234.A56789',
        reason: 'Payé par Airtel Money',
      },
    ]);
  });

  it('refuses a look-alike reference and a missing reason before any call', async () => {
    renderStaffRoutes('/', { '/': <PaymentCorrectionForm order={paidInCash} /> });
    await correctToMobileMoney('MP241127.1234.\u041056789');
    expect(
      await screen.findByText('A reference holds only letters without accents, digits, spaces, “.”, “-” and “/”.'),
    ).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Reference'));
    await userEvent.type(screen.getByLabelText('Reference'), 'MP1');
    await userEvent.clear(screen.getByLabelText('Why it is corrected'));
    await userEvent.click(screen.getByRole('button', { name: 'Record the correction' }));
    expect(await screen.findByText('Say why the payment is corrected: the history keeps it.')).toBeVisible();
    expect(mockCalls).toEqual([]);
  });

  it('says what the order holds now when its money moved meanwhile', async () => {
    mockAnswer = () =>
      Promise.reject(
        Object.assign(new Error('moved'), {
          code: 'functions/aborted',
          details: { refusal: 'changed-to-mobile-money', values: { reference: 'MP9' } },
        }),
      );
    renderStaffRoutes('/', { '/': <PaymentCorrectionForm order={paidInCash} /> });
    await correctToMobileMoney('MP241127.1234.A56789');
    expect(
      await screen.findByText(
        'The order’s money changed meanwhile: it is now paid by Mobile Money (reference MP9). Look again; nothing was corrected.',
      ),
    ).toBeVisible();
  });
});
