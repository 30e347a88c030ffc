import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Route, Routes } from 'react-router';
import { PageBoundary } from './page-error-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('Cannot read properties of undefined (reading "title")');
  return <p>Products</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/store/orders">Orders</Link>
      <PageBoundary>
        <Routes>
          <Route path="/store" element={<Fragile />} />
          <Route path="/store/orders" element={<p>Orders page</p>} />
        </Routes>
      </PageBoundary>
    </MemoryRouter>,
  );
}

let logged: jest.SpyInstance;
beforeEach(() => {
  broken = true;
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a staff page that throws while rendering', () => {
  it('says so with a way to go on, logs the error, and shows the page again on Try again', async () => {
    renderAt('/store');
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    expect(logged).toHaveBeenCalledWith('A staff page failed to render:', expect.any(Error), expect.any(String));
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Products')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the links around it working: another page starts without the error', async () => {
    renderAt('/store');
    await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(screen.getByText('Orders page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
