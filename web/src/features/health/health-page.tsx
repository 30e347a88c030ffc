import { useId, type ReactNode } from 'react';
import { useStaffText, type StaffTextId } from '../../components/staff/staff-language';
import { StoreList, StorePage } from '../../components/store/store-page';
import { useClientErrors, useFunctionFailures } from './api/health';
import { BackupStatus } from './components/backup-status';
import { CountsSummary } from './components/counts-summary';
import { ClientErrorTable, FunctionFailureTable } from './components/error-tables';
import { ReferralHours } from './components/referral-hours';
import './health.css';
import '../../components/staff/staff-text-fr-operations';

function Section({ title, children }: { title: StaffTextId; children: ReactNode }) {
  const headingId = useId();
  const { t } = useStaffText();
  return (
    <section className="health-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(title)}</h2>
      {children}
    </section>
  );
}

/**
 * /store/health: what went wrong lately (each list led by its counts per page or task, so a flood of
 * one error shows as one line), whether the shop is backed up, and today's referral hits per hour.
 * Three small reads (the last backup, the 20 newest page errors, the 20 newest function
 * failures) and one call, never a whole collection. First, the cash flags (`cashFlags`, the cash
 * feature's, put there by app/store/pages/health.tsx).
 */
export default function HealthPage({ cashFlags }: { cashFlags: ReactNode }) {
  const clientErrors = useClientErrors();
  const failures = useFunctionFailures();
  return (
    <StorePage title="Health">
      {cashFlags}
      <Section title="Last backup">
        <BackupStatus />
      </Section>
      <Section title="Page errors">
        <StoreList query={clientErrors} what="page errors" empty="No page error reported in the last 30 days.">
          {(errors) => (
            <>
              <CountsSummary
                label="Page errors per page"
                items={errors}
                keyOf={(error) => error.page ?? '-'}
                countOf={(error) => error.count ?? 1}
              />
              <ClientErrorTable errors={errors} />
            </>
          )}
        </StoreList>
      </Section>
      <Section title="Referral hits per hour, today">
        <ReferralHours />
      </Section>
      <Section title="Function failures">
        <StoreList query={failures} what="function failures" empty="No function failure in the last 30 days.">
          {(shown) => (
            <>
              <CountsSummary
                label="Function failures per task"
                items={shown}
                keyOf={(failure) => failure.what ?? '-'}
                countOf={(failure) => failure.count ?? 1}
              />
              <FunctionFailureTable failures={shown} />
            </>
          )}
        </StoreList>
      </Section>
    </StorePage>
  );
}
