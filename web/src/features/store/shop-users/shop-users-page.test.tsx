import { screen, waitFor, within } from '@testing-library/react';
import { fakeFirestore, fakeTimestamp, retryFailedLoad, watchConsoleErrors } from '../../../test/fake-firestore';
import { renderStaffRoutes } from '../../../test/render-staff-routes';
import { formatRecordDate } from '../../../components/staff/record-date';
import ShopUsersPage from './shop-users-page';
import { columnHeaders } from '../../../test/tables';

// The Firebase boundary is faked with the in-memory Firestore. The real SDK against the emulators
// runs in tests/e2e/store-lists.spec.ts.
jest.mock('../../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/firestore', () => {
  const { firestoreModule } = jest.requireActual('../../../test/fake-firestore');
  return {
    ...firestoreModule,
    // The page reads the whole collection: a collection reference is a query without constraints.
    getDocs: (query: { path: string; constraints?: unknown[] }) => firestoreModule.getDocs({ constraints: [], ...query }),
  };
});

const joined = new Date(Date.UTC(2026, 7, 17, 9, 30));

const renderUsers = () => renderStaffRoutes('/store/users', { '/store/users': <ShopUsersPage /> });

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowTexts = () => bodyRows().map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

watchConsoleErrors();

beforeEach(() => {
  fakeFirestore.reset();
});

describe('ShopUsersPage', () => {
  it('lists name, phone, email, zone, joined date and user id, by name', async () => {
    fakeFirestore.set('zzstoreUsers', 'u-moussa', {
      name: 'Moussa Garba',
      phone: '+227 97 44 55 66',
      zone: 'Lazaret',
      createdAt: fakeTimestamp(joined),
    });
    fakeFirestore.set('zzstoreUsers', 'u-awa', {
      name: 'Awa Hamidou',
      phone: '+227 96 11 22 33',
      email: 'awa@kasuwa.test',
      zone: 'Plateau',
      createdAt: fakeTimestamp(joined),
    });
    fakeFirestore.set('zzstoreUsers', 'u-elh', {
      name: 'Élhadj Issa',
      phone: '+227 90 00 00 00',
      createdAt: fakeTimestamp(joined),
    });
    renderUsers();
    expect(screen.getByRole('status')).toHaveTextContent('Loading users…');

    await screen.findByRole('table');
    expect(columnHeaders()).toEqual(['Name', 'Phone', 'Email', 'Zone', 'Joined', 'User ID']);
    const date = formatRecordDate(joined);
    expect(rowTexts()).toEqual([
      ['Awa Hamidou', '+227 96 11 22 33', 'awa@kasuwa.test', 'Plateau', date, 'u-awa'],
      ['Élhadj Issa', '+227 90 00 00 00', '-', '-', date, 'u-elh'],
      ['Moussa Garba', '+227 97 44 55 66', '-', 'Lazaret', date, 'u-moussa'],
    ]);
    expect(screen.getByRole('link', { name: 'awa@kasuwa.test' })).toHaveAttribute('href', 'mailto:awa@kasuwa.test');
    expect(screen.getByRole('link', { name: '+227 96 11 22 33' })).toHaveAttribute('href', 'tel:+22796112233');
    expect(screen.getByRole('region', { name: 'Shop users, by name' })).toHaveAttribute('tabindex', '0');
  });

  it('shows a dash for what a record lacks, and lists nameless records last', async () => {
    fakeFirestore.set('zzstoreUsers', 'u-b-nameless', { phone: 42, email: '', createdAt: 'last week' });
    fakeFirestore.set('zzstoreUsers', 'u-a-nameless', { name: '   ' });
    fakeFirestore.set('zzstoreUsers', 'u-zeinab', { name: 'Zeinab', phone: '+227 91 00 00 00' });
    renderUsers();
    await screen.findByRole('table');
    expect(rowTexts()).toEqual([
      ['Zeinab', '+227 91 00 00 00', '-', '-', '-', 'u-zeinab'],
      ['-', '-', '-', '-', '-', 'u-a-nameless'],
      ['-', '-', '-', '-', '-', 'u-b-nameless'],
    ]);
  });

  it('says so when there is no user', async () => {
    renderUsers();
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('logs a failed load and shows it with a way to try again', async () => {
    fakeFirestore.set('zzstoreUsers', 'u-awa', { name: 'Awa Hamidou', phone: '+227 96 11 22 33' });
    fakeFirestore.failReads = new Error('permission-denied');
    renderUsers();
    await retryFailedLoad('Failed to load users', 'Loading the shop users failed:');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
