import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { StaffShell } from '../../components/staff/staff-shell';
import { NoPageFound } from '../../components/staff/list-states';
import { StaffGate } from '../../components/staff/staff-gate';
import { StoreLayout } from './store-layout';
import { useStoreTheme } from './store-theme';
import './store.css';
import { storePaths } from '../../lib/store-paths';

const ProductDashboardPage = lazy(() => import('./products/product-dashboard-page'));
const AddProductPage = lazy(() => import('./products/add-product-page'));
const EditProductPage = lazy(() => import('./products/edit-product-page'));
const OrdersPage = lazy(() => import('./orders/orders-page'));
const OrderDetailPage = lazy(() => import('./orders/order-detail-page'));
const DeliverySheetPage = lazy(() => import('./orders/delivery-sheet-page'));
const NewOrderPage = lazy(() => import('./orders/new-order-page'));
const ReceiptPage = lazy(() => import('./orders/receipt-page'));
const ShopUsersPage = lazy(() => import('./shop-users/shop-users-page'));
const PostsPage = lazy(() => import('./posts/posts-page'));
const StaffPage = lazy(() => import('./staff/staff-page'));
const ReferralsPage = lazy(() => import('./referrals/referrals-page'));
const ZonesPage = lazy(() => import('./zones/zones-page'));
const HealthPage = lazy(() => import('./health/health-page'));

/**
 * /store: the store admin, admin only, loaded lazily (see app/staff/staff-app.tsx). /store itself is
 * the dashboard, which is also the "store root" the spec sends the admin to after adding a product.
 */
export default function StoreRoute() {
  const [theme, toggleTheme] = useStoreTheme();
  return (
    <StaffShell theme={theme}>
      <StaffGate title="Store — {brand}" heading="Store">
        {(logout) => (
          <Routes>
            <Route element={<StoreLayout theme={theme} onToggleTheme={toggleTheme} onLogout={logout} />}>
              <Route index element={<ProductDashboardPage />} />
              <Route path={storePaths.newProduct.route} element={<AddProductPage />} />
              <Route path={storePaths.product.route} element={<EditProductPage />} />
              <Route path={storePaths.orders.route} element={<OrdersPage />} />
              <Route path={storePaths.deliverySheet.route} element={<DeliverySheetPage />} />
              <Route path={storePaths.newOrder.route} element={<NewOrderPage />} />
              <Route path={storePaths.receipt.route} element={<ReceiptPage />} />
              <Route path={storePaths.order.route} element={<OrderDetailPage />} />
              <Route path={storePaths.users.route} element={<ShopUsersPage />} />
              <Route path={storePaths.posts.route} element={<PostsPage />} />
              <Route path={storePaths.referrals.route} element={<ReferralsPage />} />
              <Route path={storePaths.staff.route} element={<StaffPage />} />
              <Route path={storePaths.zones.route} element={<ZonesPage />} />
              <Route path={storePaths.health.route} element={<HealthPage />} />
              <Route path="*" element={<NoPageFound />} />
            </Route>
          </Routes>
        )}
      </StaffGate>
    </StaffShell>
  );
}
