import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeFirestore, publishSnapshots } from '../../test/fake-firestore';
import { StoreLayout } from './store-layout';

// The Firebase boundary is faked with the in-memory Firestore and its listeners; the real one runs in
// tests/e2e/store-orders.spec.ts.
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);

const order = (status: string) => ({ userId: 'u', items: [], total: 0, status, createdAt: new Date() });

function renderLayout() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/store']}>
        <Routes>
          <Route
            path="/store"
            element={<StoreLayout theme="light" onToggleTheme={() => undefined} onLogout={() => undefined} />}
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => fakeFirestore.reset());

it('counts the new orders beside Orders in the menu, kept current', async () => {
  fakeFirestore.set('zzstoreOrders', 'o-1', order('new'));
  fakeFirestore.set('zzstoreOrders', 'o-2', order('new'));
  fakeFirestore.set('zzstoreOrders', 'o-3', order('confirmed'));
  renderLayout();
  const menu = screen.getByRole('navigation', { name: 'Store sections' });
  await waitFor(() => expect(menu).toContainElement(screen.getByRole('link', { name: 'Orders 2 new' })));

  fakeFirestore.set('zzstoreOrders', 'o-4', order('new'));
  await publishSnapshots();
  expect(await screen.findByRole('link', { name: 'Orders 3 new' })).toBeInTheDocument();

  for (const id of ['o-1', 'o-2', 'o-4']) fakeFirestore.set('zzstoreOrders', id, order('confirmed'));
  await publishSnapshots();
  expect(await screen.findByRole('link', { name: 'Orders' })).toBeInTheDocument();
});

it('counts 250 new orders on the server, reading one of them', async () => {
  for (let at = 0; at < 250; at += 1) fakeFirestore.set('zzstoreOrders', `o-${at}`, order('new'));
  renderLayout();
  expect(await screen.findByRole('link', { name: 'Orders 250 new' })).toBeInTheDocument();
  expect(fakeFirestore.documentsRead).toBe(1);
});
