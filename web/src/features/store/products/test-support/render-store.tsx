import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import AddProductPage from '../add-product-page';
import EditProductPage from '../edit-product-page';
import ProductDashboardPage from '../product-dashboard-page';

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/** The product pages under their /store routes, with a link away and the current path to assert on. */
export function renderStore(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/store" element={<ProductDashboardPage />} />
          <Route path="/store/products/new" element={<AddProductPage />} />
          <Route path="/store/products/:productId" element={<EditProductPage />} />
          <Route path="/store/orders" element={<p>orders page</p>} />
        </Routes>
        <Link to="/store/orders">Go to orders</Link>
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const currentPath = () => screen.getByTestId('current-path').textContent;
