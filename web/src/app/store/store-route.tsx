import { lazy } from 'react';
import { StaffShell } from '../../components/staff/staff-shell';
import { StaffGate } from '../../components/staff/staff-gate';
import { useStoreTheme } from './store-theme';
import './store.css';
import './phone-menu.css';

const StoreRoutes = lazy(() => import('./store-routes'));

/**
 * /store: the store admin, for the shop's team, each page for the roles that hold its power, loaded lazily (see app/staff/staff-app.tsx). /store itself is
 * the dashboard, which is also the "store root" the spec sends the admin to after adding a product.
 * Only the gate comes first: the frame, its live counts and Firestore load once the visitor is known
 * to be staff, so a first visit signed out costs what the login page costs.
 */
export default function StoreRoute() {
  const [theme, toggleTheme] = useStoreTheme();
  return (
    <StaffShell theme={theme}>
      <StaffGate title="Store — {brand}" heading="Store">
        {(logout) => <StoreRoutes theme={theme} onToggleTheme={toggleTheme} onLogout={logout} />}
      </StaffGate>
    </StaffShell>
  );
}
