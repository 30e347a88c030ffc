import { createContext, useContext, type ReactNode } from 'react';
import { brand } from '@kasuwa/contract/brand';
import { adminRole } from '@kasuwa/contract/roles';
import { roleCan, type StaffPermission, type StaffRole } from '@kasuwa/contract/staff-roles';
import { DocumentTitle } from '../page-meta';
import { useStaffText, type StaffTextId } from './staff-language';

/** Each staff role's name in the console (propriétaire, gérant, vendeur, livreur, lecture in French). */
export const staffRoleNames = {
  admin: 'Owner',
  manager: 'Manager',
  seller: 'Seller',
  rider: 'Rider',
  viewer: 'Read only',
} as const satisfies Record<StaffRole, StaffTextId>;

/** What each role may do, in a line, beside its name where the owner grants it. */
export const staffRoleSummaries = {
  admin: "Everything, the team and the shop's settings included.",
  manager: "Everything but the team and the shop's settings.",
  seller: 'Products, stock, orders and phone orders; no sales figures.',
  rider: 'Only their own deliveries of the day.',
  viewer: 'Reads orders, products and figures; changes nothing.',
} as const satisfies Record<StaffRole, StaffTextId>;

/**
 * The signed-in staff member's role, which StaffGate provides to every staff page. Outside a gate (a
 * page rendered alone in a unit test) it is the owner's, so that every control shows; the rules and the
 * functions decide what is allowed in any case, whatever the console shows.
 */
const StaffRoleContext = createContext<StaffRole>(adminRole as StaffRole);

export function StaffRoleProvider({ role, children }: { role: StaffRole; children: ReactNode }) {
  return <StaffRoleContext.Provider value={role}>{children}</StaffRoleContext.Provider>;
}

export const useStaffRole = (): StaffRole => useContext(StaffRoleContext);

/** Whether the signed-in staff member holds a power: the console shows no control they cannot use. */
export const useCan = (permission: StaffPermission): boolean => roleCan(useStaffRole(), permission);

/** A page the role cannot open: said plainly, with the role's name, rather than a page that fails its reads. */
export function NotForYourRole() {
  const { t } = useStaffText();
  const role = useStaffRole();
  return (
    <section>
      <DocumentTitle title={`${t('Not open to your role')} — ${brand.name}`} />
      <h1>{t('Not open to your role')}</h1>
      <p>
        {t('Your role, {role}, cannot open this page. Ask the owner of the shop if you need it.', {
          role: t(staffRoleNames[role]),
        })}
      </p>
    </section>
  );
}

interface WithPowerProps {
  permission: StaffPermission;
  children: ReactNode;
  /** What shows without the power: NotForYourRole unless given. */
  otherwise?: ReactNode;
}

/** The page when the role holds `permission`, else what says it is not open to the role. */
export function WithPower({ permission, children, otherwise = <NotForYourRole /> }: WithPowerProps) {
  return useCan(permission) ? children : otherwise;
}
