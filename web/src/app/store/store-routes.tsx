import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NoPageFound } from '../../components/staff/list-states';
import { StoreLayout } from './store-layout';
import type { StoreTheme } from './store-theme';
import { registerStoreServiceWorker } from '../../features/install/service-worker';
import { storePaths } from '../../lib/store-paths';
import { useStaffRole, WithPower } from '../../components/staff/staff-role';
import { roleCan, type StaffPermission } from '@kasuwa/contract/staff-roles';

// Installed for staff once let in (a signed-out first visit stays light), in the built site only: the
// dev server serves no /store-sw.js.
if (import.meta.env.PROD) registerStoreServiceWorker();

/** A store page as its route shows it: the page when the role holds the power it needs, else why not. */
const open = (where: { permission: StaffPermission }, page: ReactNode) => (
  <WithPower permission={where.permission}>{page}</WithPower>
);

const ProductDashboardPage = lazy(() => import('./pages/dashboard'));
const AddProductPage = lazy(() => import('../../features/products/add-product-page'));
const CatalogueFilePage = lazy(() => import('../../features/products/catalogue-file/catalogue-file-page'));
const EditProductPage = lazy(() => import('./pages/edit-product'));
const OrdersPage = lazy(() => import('../../features/orders/orders-page'));
const OrderDetailPage = lazy(() => import('./pages/order-detail'));
const DeliverySheetPage = lazy(() => import('../../features/orders/delivery-sheet-page'));
const NewOrderPage = lazy(() => import('../../features/orders/new-order-page'));
const ReceiptPage = lazy(() => import('../../features/orders/receipt-page'));
const ShopUsersPage = lazy(() => import('./pages/shop-users'));
const CustomerPage = lazy(() => import('../../features/customers/customer-page'));
const PostsPage = lazy(() => import('../../features/posts/posts-page'));
const StaffPage = lazy(() => import('../../features/staff/staff-page'));
const ReferralsPage = lazy(() => import('../../features/referrals/referrals-page'));
const ZonesPage = lazy(() => import('../../features/zones/zones-page'));
const HealthPage = lazy(() => import('./pages/health'));
const RunPage = lazy(() => import('./pages/run'));
const CashPage = lazy(() => import('../../features/cash/cash-page'));
const CloseSheetPage = lazy(() => import('../../features/cash/close-sheet-page'));
const ReturnsPage = lazy(() => import('../../features/returns/returns-page'));
const CreditNotePage = lazy(() => import('../../features/returns/credit-note-page'));
const ReportsPage = lazy(() => import('../../features/reports/reports-page'));

/** The store's root: the dashboard, or a rider's run for a role that reads nothing else. */
function StoreHome() {
  const role = useStaffRole();
  if (!roleCan(role, storePaths.products.permission) && roleCan(role, storePaths.run.permission)) {
    return <Navigate to={storePaths.run.path} replace />;
  }
  return open(storePaths.products, <ProductDashboardPage />);
}

interface StoreRoutesProps {
  theme: StoreTheme;
  onToggleTheme: () => void;
  onLogout: () => void;
}

/** The store's pages inside their frame, for a staff member the gate let in (loaded only then). */
export default function StoreRoutes({ theme, onToggleTheme, onLogout }: StoreRoutesProps) {
  return (
    <Routes>
      <Route element={<StoreLayout theme={theme} onToggleTheme={onToggleTheme} onLogout={onLogout} />}>
        <Route index element={<StoreHome />} />
        <Route path={storePaths.newProduct.route} element={open(storePaths.newProduct, <AddProductPage />)} />
        <Route path={storePaths.catalogueFile.route} element={open(storePaths.catalogueFile, <CatalogueFilePage />)} />
        <Route path={storePaths.product.route} element={open(storePaths.product, <EditProductPage />)} />
        <Route path={storePaths.orders.route} element={open(storePaths.orders, <OrdersPage />)} />
        <Route path={storePaths.deliverySheet.route} element={open(storePaths.deliverySheet, <DeliverySheetPage />)} />
        <Route path={storePaths.newOrder.route} element={open(storePaths.newOrder, <NewOrderPage />)} />
        <Route path={storePaths.receipt.route} element={open(storePaths.receipt, <ReceiptPage />)} />
        <Route path={storePaths.order.route} element={open(storePaths.order, <OrderDetailPage />)} />
        <Route path={storePaths.users.route} element={open(storePaths.users, <ShopUsersPage />)} />
        <Route path={storePaths.customer.route} element={open(storePaths.customer, <CustomerPage />)} />
        <Route path={storePaths.posts.route} element={open(storePaths.posts, <PostsPage />)} />
        <Route path={storePaths.referrals.route} element={open(storePaths.referrals, <ReferralsPage />)} />
        <Route path={storePaths.staff.route} element={open(storePaths.staff, <StaffPage />)} />
        <Route path={storePaths.zones.route} element={open(storePaths.zones, <ZonesPage />)} />
        <Route path={storePaths.health.route} element={open(storePaths.health, <HealthPage />)} />
        <Route path={storePaths.run.route} element={open(storePaths.run, <RunPage />)} />
        <Route path={storePaths.cash.route} element={open(storePaths.cash, <CashPage />)} />
        <Route path={storePaths.cashClose.route} element={open(storePaths.cashClose, <CloseSheetPage />)} />
        <Route path={storePaths.returns.route} element={open(storePaths.returns, <ReturnsPage />)} />
        <Route path={storePaths.creditNote.route} element={open(storePaths.creditNote, <CreditNotePage />)} />
        <Route path={storePaths.reports.route} element={open(storePaths.reports, <ReportsPage />)} />
        <Route path="*" element={<NoPageFound />} />
      </Route>
    </Routes>
  );
}
