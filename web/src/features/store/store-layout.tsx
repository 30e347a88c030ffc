import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { PageBoundary } from '../../components/staff/page-error-boundary';
import { LanguageSwitch, useStaffText, type StaffTextId } from '../../components/staff/staff-language';
import { StaffToaster } from '../../components/staff/staff-toasts';
import { ActivityIndicator } from './activity-indicator';
import { useNewOrderCount } from './orders/api/live-orders';
import { NewOrderAlerts } from './orders/alerts/new-order-alerts';
import type { StoreTheme } from './store-theme';
import { storePaths } from '../../lib/store-paths';

const sections: { to: string; label: StaffTextId; end: boolean }[] = [
  { to: storePaths.products.path, label: 'Products', end: true },
  { to: storePaths.newProduct.path, label: 'Add product', end: true },
  { to: storePaths.orders.path, label: 'Orders', end: false },
  { to: storePaths.users.path, label: 'Users', end: true },
  { to: storePaths.posts.path, label: 'Posts', end: true },
  { to: storePaths.referrals.path, label: 'Referrals', end: true },
  { to: storePaths.zones.path, label: 'Zones', end: true },
  { to: storePaths.staff.path, label: 'Staff', end: true },
  { to: storePaths.health.path, label: 'Health', end: true },
  { to: '/admin-feedback', label: 'Feedback', end: true },
];

/** How many orders wait for staff, beside Orders in the menu, kept current on every store page. */
function NewOrderBadge() {
  const count = useNewOrderCount();
  const { t } = useStaffText();
  if (!count) return null;
  return (
    <span className="store-badge">
      {count}
      <span className="visually-hidden"> {t('new')}</span>
    </span>
  );
}

interface StoreLayoutProps {
  theme: StoreTheme;
  onToggleTheme: () => void;
  onLogout: () => void;
}

/** The frame of every store page: its sections, the theme switch, logout and the loading flag. */
export function StoreLayout({ theme, onToggleTheme, onLogout }: StoreLayoutProps) {
  const { t } = useStaffText();
  return (
    <div className="store">
      <header className="store-bar">
        <p className="store-bar__name">{t('{brand} Store')}</p>
        <nav aria-label={t('Store sections')}>
          <ul className="store-bar__links">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end}>
                  {t(section.label)}
                  {section.to === storePaths.orders.path && <NewOrderBadge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="store-bar__actions">
          <NewOrderAlerts />
          <LanguageSwitch className="admin-button admin-button--secondary admin-button--small" />
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            aria-pressed={theme === 'dark'}
            onClick={onToggleTheme}
          >
            {t('Dark mode')}
          </button>
          <button type="button" className="admin-button admin-button--secondary admin-button--small" onClick={onLogout}>
            {t('Logout')}
          </button>
        </div>
      </header>
      <ActivityIndicator />
      <main>
        <Suspense
          fallback={
            <p className="admin-loading" role="status">
              {t('Loading…')}
            </p>
          }
        >
          <PageBoundary>
            <Outlet />
          </PageBoundary>
        </Suspense>
      </main>
      <StaffToaster />
    </div>
  );
}
