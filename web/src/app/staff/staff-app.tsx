import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

const AdminLoginRoute = lazy(() => import('../../features/staff-auth/admin-login-route'));

/** Staff pages are loaded one by one, each with only the code it needs. */
export function StaffApp() {
  return (
    <Suspense fallback={<p className="admin-loading">Loading…</p>}>
      <Routes>
        <Route path="/admin-login" element={<AdminLoginRoute />} />
        <Route path="*" element={<p className="admin-loading">No Page Found</p>} />
      </Routes>
    </Suspense>
  );
}
