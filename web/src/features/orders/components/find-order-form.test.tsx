import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFirestore } from '../../../test/fake-firestore';
import { watchConsoleErrors } from '../../../test/page-failures';
import { currentPath, renderStaffRoutes } from '../../../test/render-staff-routes';
import { FindOrderForm } from './find-order-form';

// The Firebase boundary is faked: the in-memory Firestore answers the query by number.
jest.mock('../../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../../test/fake-firestore').firestoreModule);

const consoleError = watchConsoleErrors();

beforeEach(() => {
  fakeFirestore.reset();
  fakeFirestore.set('zzstoreOrders', 'o-12', { userId: 'u-awa', status: 'new', total: 7500, items: [], number: 12 });
  fakeFirestore.set('zzstoreOrders', 'o-old', { userId: 'u-awa', status: 'new', total: 7500, items: [] });
});

const renderForm = () =>
  renderStaffRoutes('/store/orders', { '/store/orders': <FindOrderForm />, '/store/orders/:orderId': <p>the order</p> });

async function find(typed: string) {
  await userEvent.type(screen.getByLabelText('Order number'), typed);
  await userEvent.keyboard('{Enter}');
}

describe('FindOrderForm', () => {
  it.each(['K-000012', 'k12', '12'])('opens the order numbered %s', async (typed) => {
    renderForm();
    await find(typed);
    expect(await screen.findByText('the order')).toBeInTheDocument();
    expect(currentPath()).toBe('/store/orders/o-12');
  });

  it('says when no order has the number, and what a number looks like', async () => {
    renderForm();
    await find('K-99');
    expect(await screen.findByRole('alert')).toHaveTextContent('No order K-000099.');
    await userEvent.clear(screen.getByLabelText('Order number'));
    await find('boubou');
    expect(await screen.findByRole('alert')).toHaveTextContent('Type an order number, such as K-000123 or 123.');
    expect(currentPath()).toBe('/store/orders');
    expect(consoleError()).not.toHaveBeenCalled();
  });
});
