import { screen, within } from '@testing-library/react';
import { fakeFirestore } from '../../../test/fake-firestore';
import { watchConsoleErrors } from '../../../test/page-failures';
import { renderStaffRoutes } from '../../../test/render-staff-routes';
import ShopUsers from './shop-users';

// The Firebase boundary is faked with the in-memory Firestore, as in the shop users' own tests.
jest.mock('../../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../../test/fake-firestore').firestoreModule);

const renderUsers = (path: string) => renderStaffRoutes(path, { '/store/users': <ShopUsers /> });

watchConsoleErrors();

beforeEach(() => {
  fakeFirestore.reset();
});

describe('the customers page, as the app puts it together', () => {
  it("leads to the customer records a search finds: the typed number's, or those named so, phone-only customers too", async () => {
    fakeFirestore.set('zzstoreUsers', 'u-awa', { name: 'Awa Hamidou', phone: '+227 96 11 22 33' });
    fakeFirestore.set('customers', '97445566', { key: '97445566', name: 'Moussa par téléphone', phone: '97445566', orders: 2 });
    const named = renderUsers('/store/users?q=mou');
    const records = await screen.findByRole('navigation', { name: 'Customer records' });
    expect(within(records).getByRole('link', { name: 'Moussa par téléphone · 97445566' })).toHaveAttribute(
      'href',
      '/store/customers/97445566',
    );
    expect(records).toHaveTextContent('2 orders');
    named.unmount();

    renderUsers('/store/users?q=96 11 22 33');
    expect(await screen.findByRole('link', { name: 'Open the customer record of 96 11 22 33' })).toHaveAttribute(
      'href',
      '/store/customers/96112233',
    );
    expect(await screen.findByRole('link', { name: 'Awa Hamidou' })).toHaveAttribute('href', '/store/customers/96112233');
  });
});
