import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFirestore, fakeTimestamp } from '../../test/fake-firestore';
import { retryFailedLoad, watchConsoleErrors } from '../../test/page-failures';
import { currentSearch, renderStaffRoutes } from '../../test/render-staff-routes';
import { formatRecordDate } from '../../components/staff/record-date';
import ShopUsersPage from './shop-users-page';
import { columnHeaders } from '../../test/tables';

// The Firebase boundary is faked with the in-memory Firestore. The real SDK against the emulators
// runs in tests/e2e/store-lists.spec.ts.
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);

const joined = new Date(Date.UTC(2026, 7, 17, 9, 30));

const renderUsers = (path = '/store/users') =>
  renderStaffRoutes(path, { '/store/users': <ShopUsersPage recordsFound={() => null} /> });

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
      ['Moussa Garba', '+227 97 44 55 66', '-', 'Lazaret', date, 'u-moussa'],
      // Firestore orders text by its bytes: an accented initial comes after Z.
      ['Élhadj Issa', '+227 90 00 00 00', '-', '-', date, 'u-elh'],
    ]);
    expect(screen.getByRole('link', { name: 'awa@kasuwa.test' })).toHaveAttribute('href', 'mailto:awa@kasuwa.test');
    expect(screen.getByRole('link', { name: '+227 96 11 22 33' })).toHaveAttribute('href', 'tel:+22796112233');
    expect(screen.getByRole('region', { name: 'Shop users, by name' })).toHaveAttribute('tabindex', '0');
  });

  it('shows a dash for what a record lacks; a record without a name is found by phone, not listed by name', async () => {
    fakeFirestore.set('zzstoreUsers', 'u-b-blank', { name: '   ', phone: 42, email: '', createdAt: 'last week' });
    fakeFirestore.set('zzstoreUsers', 'u-a-nameless', { phone: '+227 93 00 00 00' });
    fakeFirestore.set('zzstoreUsers', 'u-zeinab', { name: 'Zeinab', phone: '+227 91 00 00 00' });
    renderUsers();
    await screen.findByRole('table');
    expect(rowTexts()).toEqual([
      ['-', '-', '-', '-', '-', 'u-b-blank'],
      ['Zeinab', '+227 91 00 00 00', '-', '-', '-', 'u-zeinab'],
    ]);
  });

  it('reads 50 users at a time, by name, and the next 50 on request', async () => {
    for (let at = 0; at < 120; at += 1) {
      fakeFirestore.set('zzstoreUsers', `u-${at}`, { name: `Client ${String(at).padStart(3, '0')}`, phone: '+227 90 00 00 00' });
    }
    renderUsers();
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(50);
    expect(rowTexts()[0]?.[0]).toBe('Client 000');
    expect(screen.getByText('50 users shown')).toBeInTheDocument();
    expect(fakeFirestore.documentsRead).toBe(50);

    await userEvent.click(screen.getByRole('button', { name: 'More users' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(rowTexts()[50]?.[0]).toBe('Client 050');
    await userEvent.click(screen.getByRole('button', { name: 'More users' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(120));
    expect(screen.getByText('120 users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More users' })).not.toBeInTheDocument();
    expect(fakeFirestore.documentsRead).toBe(120);
  });

  it('finds a customer by phone however it is typed, or by the start of the name, kept in the address', async () => {
    fakeFirestore.set('zzstoreUsers', 'u-awa', { name: 'Awa Hamidou', phone: '+227 96 11 22 33' });
    fakeFirestore.set('zzstoreUsers', 'u-aicha', { name: 'Aïcha Diallo', phone: '+227 90 12 34 56' });
    fakeFirestore.set('zzstoreUsers', 'u-moussa', { name: 'Moussa Garba', phone: '96112244' });
    renderUsers();
    await screen.findByRole('table');
    const search = screen.getByRole('search', { name: 'Find users' });
    const field = within(search).getByLabelText('Phone or start of the name');

    await userEvent.type(field, '96 11 22 33{Enter}');
    await waitFor(() => expect(rowTexts().map((row) => row[0])).toEqual(['Awa Hamidou']));
    expect(currentSearch()).toBe('?q=96+11+22+33');

    await userEvent.clear(field);
    await userEvent.type(field, '96112244{Enter}');
    await waitFor(() => expect(rowTexts().map((row) => row[0])).toEqual(['Moussa Garba']));

    await userEvent.clear(field);
    await userEvent.type(field, 'a{Enter}');
    await waitFor(() => expect(rowTexts().map((row) => row[0])).toEqual(['Awa Hamidou', 'Aïcha Diallo']));

    await userEvent.clear(field);
    await userEvent.type(field, 'zz{Enter}');
    expect(await screen.findByText('No user found for “zz”.')).toBeInTheDocument();

    await userEvent.click(within(search).getByRole('button', { name: 'All users' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(currentSearch()).toBe('');
  });

  it('opens on the search in its address', async () => {
    fakeFirestore.set('zzstoreUsers', 'u-awa', { name: 'Awa Hamidou', phone: '+227 96 11 22 33' });
    fakeFirestore.set('zzstoreUsers', 'u-moussa', { name: 'Moussa Garba', phone: '+227 97 44 55 66' });
    renderUsers('/store/users?q=mou');
    await screen.findByRole('table');
    expect(rowTexts().map((row) => row[0])).toEqual(['Moussa Garba']);
    expect(screen.getByLabelText('Phone or start of the name')).toHaveValue('mou');
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

  it('reads a search of any length from the address as at most a name’s length', async () => {
    fakeFirestore.set('zzstoreUsers', 'u-awa', { name: 'Awa Hamidou', phone: '+227 96 11 22 33' });
    renderUsers(`/store/users?q=${'a'.repeat(5000)}`);
    expect(await screen.findByText(/^No user found for/)).toBeInTheDocument();
    const prefix = fakeFirestore.queries.at(-1)?.constraints.find((constraint) => constraint.kind === 'where');
    expect(prefix).toMatchObject({ field: 'name', op: '>=', value: `A${'a'.repeat(79)}` });
  });
});
