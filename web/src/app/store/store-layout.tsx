import { Suspense, useRef, useState, type MouseEvent } from 'react';
import { NavLink, Outlet } from 'react-router';
import { InstallOffer } from '../../features/install/install-offer';
import { isInThumbMenu, usePhoneMenu } from './phone-menu';
import { PageBoundary } from '../../components/staff/page-error-boundary';
import { LanguageSwitch, useStaffText, type StaffTextId } from '../../components/staff/staff-language';
import { StaffToaster } from '../../components/staff/staff-toasts';
import { ActivityIndicator } from './activity-indicator';
import { NewVersionOffer } from '../../features/install/new-version-offer';
import { DraftsToCheck } from '../../features/offline/drafts-to-check';
import { LogoutQuestion, RefusedActions, UnsentCount, unsentNow } from '../../features/offline/queued-actions-panel';
import { auth } from '../../lib/firebase/auth';
import { useNewOrderCount } from '../../features/orders/api/live-orders';
import { NewOrderAlerts } from '../../features/orders/alerts/new-order-alerts';
import type { StoreTheme } from './store-theme';
import { useTitleFocusOnNavigation } from './title-focus';
import { storePaths } from '../../lib/store-paths';
import { useStaffRole } from '../../components/staff/staff-role';
import { roleCan, type StaffPermission } from '@kasuwa/contract/staff-roles';

const menuEntry = ({ path, permission }: { path: string; permission: StaffPermission }) => ({ to: path, end: true, permission });

const sections: { to: string; label: StaffTextId; end: boolean; permission: StaffPermission }[] = [
  { ...menuEntry(storePaths.products), label: 'Products' },
  { ...menuEntry(storePaths.newProduct), label: 'Add product' },
  { ...menuEntry(storePaths.orders), label: 'Orders', end: false },
  { ...menuEntry(storePaths.run), label: 'My run' },
  { ...menuEntry(storePaths.cash), label: 'Cash in hand', end: false },
  { ...menuEntry(storePaths.returns), label: 'Returns', end: false },
  { ...menuEntry(storePaths.reports), label: 'Reports' },
  { ...menuEntry(storePaths.users), label: 'Customers' },
  { ...menuEntry(storePaths.posts), label: 'Posts' },
  { ...menuEntry(storePaths.referrals), label: 'Referrals' },
  { ...menuEntry(storePaths.zones), label: 'Zones' },
  { ...menuEntry(storePaths.staff), label: 'Staff' },
  { ...menuEntry(storePaths.health), label: 'Health' },
  { to: '/admin-feedback', label: 'Feedback', end: true, permission: 'content' },
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

/**
 * The frame of every store page: a link past the menu to the content, the sections the staff member's
 * role opens, the theme switch, logout and the loading flag; the focus goes to each new page's title.
 */
export function StoreLayout({ theme, onToggleTheme, onLogout }: StoreLayoutProps) {
  const { t } = useStaffText();
  const role = useStaffRole();
  const readsOrders = roleCan(role, storePaths.orders.permission);
  const mainRef = useRef<HTMLElement>(null);
  useTitleFocusOnNavigation(mainRef);
  const uid = auth.currentUser?.uid;
  // How many actions were unsent when Logout was pressed; null when not asking.
  const [askingLogout, setAskingLogout] = useState<number | null>(null);
  const logout = () => {
    const unsent = uid ? unsentNow(uid) : 0;
    if (unsent > 0) setAskingLogout(unsent);
    else onLogout();
  };
  // The skip link moves the focus itself: a "#…" address would be a navigation of its own.
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    mainRef.current?.focus();
  };
  const {
    open: menuOpen,
    close: closeMenu,
    toggle: toggleMenu,

    buttonRef: menuButtonRef,
    panelId,
    settingsId,
  } = usePhoneMenu();
  const roleSections = sections.filter((section) => roleCan(role, section.permission));
  return (
    <div className="store">
      <a href="#store-content" className="skip-link" onClick={skipToContent}>
        {t('Skip to content')}
      </a>
      <header className={menuOpen ? 'store-bar store-bar--open' : 'store-bar'}>
        <p className="store-bar__name">{t('{brand} Store')}</p>
        <nav aria-label={t('Store sections')}>
          <ul className="store-bar__links" id={panelId}>
            {roleSections.map((section) => (
              <li key={section.to} className={isInThumbMenu(section.to, roleSections) ? undefined : 'store-bar__more'}>
                <NavLink to={section.to} end={section.end} onClick={closeMenu}>
                  {t(section.label)}
                  {section.to === storePaths.orders.path && <NewOrderBadge />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {uid && <UnsentCount uid={uid} />}
        <button
          type="button"
          ref={menuButtonRef}
          className="admin-button admin-button--secondary admin-button--small store-bar__menu-button"
          aria-expanded={menuOpen}
          aria-controls={`${panelId} ${settingsId}`}
          onClick={toggleMenu}
        >
          {t('Menu')}
        </button>
        <div className="store-bar__actions" id={settingsId}>
          <InstallOffer />
          {readsOrders && <NewOrderAlerts />}
          <LanguageSwitch className="admin-button admin-button--secondary admin-button--small" />
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            aria-pressed={theme === 'dark'}
            onClick={onToggleTheme}
          >
            {t('Dark mode')}
          </button>
          <button type="button" className="admin-button admin-button--secondary admin-button--small" onClick={logout}>
            {t('Logout')}
          </button>
        </div>
      </header>
      <ActivityIndicator />
      <NewVersionOffer />
      {askingLogout !== null && <LogoutQuestion unsent={askingLogout} onStay={() => setAskingLogout(null)} onLogout={onLogout} />}
      {uid && <RefusedActions uid={uid} />}
      {uid && <DraftsToCheck uid={uid} />}
      <main id="store-content" ref={mainRef} tabIndex={-1}>
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
      <StaffToaster theme={theme} />
    </div>
  );
}
