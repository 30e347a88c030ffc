import { useId } from 'react';
import { auth } from '../../lib/firebase/auth';
import { StorePage, StoreList } from '../../components/store/store-page';
import { useRoleChanges } from './api/role-changes';
import { useStaffAccounts } from '../../components/store/staff-accounts';
import { GrantRoleForm } from './components/grant-role-form';
import { RoleChangeTable } from './components/role-change-table';
import { StaffTable } from './components/staff-table';
import './staff.css';
import { useStaffText } from '../../components/staff/staff-language';
import '../../components/staff/staff-text-fr-people';

/** /store/staff (the owner's): the team and their roles, granting, changing and revoking them (setUserRole), and the audit of changes. */
export default function StaffPage() {
  const staff = useStaffAccounts();
  const changes = useRoleChanges();
  const auditHeadingId = useId();
  const { t } = useStaffText();
  return (
    <StorePage title="Staff">
      <GrantRoleForm />
      <StoreList query={staff} what="staff" empty="No staff account.">
        {(accounts) => <StaffTable staff={accounts} me={auth.currentUser?.uid} />}
      </StoreList>
      <section aria-labelledby={auditHeadingId} className="staff-audit">
        <h2 id={auditHeadingId}>{t('Role changes')}</h2>
        <StoreList query={changes} what="role changes" empty="No role change yet.">
          {(shown) => <RoleChangeTable changes={shown} />}
        </StoreList>
      </section>
    </StorePage>
  );
}
