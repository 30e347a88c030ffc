import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageBoundary } from '../../components/staff/page-error-boundary';
import { storePaths } from '../../lib/store-paths';
import { NoPageFound } from '../../components/staff/list-states';
import { useStaffText } from '../../components/staff/staff-language';

const AdminLoginRoute = lazy(() => import('../../features/staff-auth/admin-login-route'));
const FeedbackRoute = lazy(() => import('../../features/feedback/feedback-route'));
const StoreRoute = lazy(() => import('../store/store-route'));

/** The pages that need the Firebase SDKs, loaded one by one, each with only the code it needs. */
function PageLoading() {
  const { t } = useStaffText();
  return <p className="admin-loading">{t('Loading…')}</p>;
}

export function StaffApp() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route
          path="/admin-login"
          element={
            <PageBoundary>
              <AdminLoginRoute />
            </PageBoundary>
          }
        />
        <Route
          path="/admin-feedback"
          element={
            <PageBoundary>
              <FeedbackRoute />
            </PageBoundary>
          }
        />
        <Route
          path={`${storePaths.products.path}/*`}
          element={
            <PageBoundary>
              <StoreRoute />
            </PageBoundary>
          }
        />
        <Route path="*" element={<NoPageFound />} />
      </Routes>
    </Suspense>
  );
}
