import { useMemo, useState } from 'react';
import { unregisteredBucket } from '@kasuwa/contract/referrals';
import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import { useStaffAccounts } from '../staff/api/staff-accounts';
import { StorePage } from '../store-page';
import { useCampaigns } from './api/campaigns';
import { statsPeriods, useReferralStats, type KeyStats, type StatsPeriod } from './api/referral-stats';
import { downloadFile, statsCsv } from './campaign-csv';
import { CampaignCard } from './components/campaign-card';
import { CampaignForm } from './components/campaign-form';
import { hitsPerDay } from './hits-per-day';
import './referrals.css';

/**
 * /store/referrals: the referral campaigns, their hits and unique visitors per day over the last 30 or
 * 90 days, the unregistered codes apart, a CSV of it all and a poster per campaign.
 */
export default function ReferralsPage() {
  const [period, setPeriod] = useState<StatsPeriod>(30);
  const campaigns = useCampaigns();
  const stats = useReferralStats(period);
  const staff = useStaffAccounts();
  const emails = useMemo(
    () => new Map((staff.data ?? []).map((account) => [account.uid, account.email ?? undefined])),
    [staff.data],
  );
  const labels = useMemo(
    () => new Map((campaigns.data ?? []).map((campaign) => [campaign.id, campaign.label])),
    [campaigns.data],
  );

  const failed = campaigns.isError ? campaigns : stats.isError ? stats : null;
  // A campaign registered a moment ago shows at once, with no hits, before the statistics are read again.
  const statsOf = (code: string): KeyStats =>
    stats.data?.keys.find((key) => key.code === code) ?? { code, total: 0, uniques: 0, days: [] };
  return (
    <StorePage title="Referrals">
      <CampaignForm />
      <div className="referrals-bar">
        <fieldset className="referrals-period">
          <legend>Period</legend>
          {statsPeriods.map((days) => (
            <button
              key={days}
              type="button"
              className="admin-button admin-button--secondary admin-button--small"
              aria-pressed={period === days}
              onClick={() => setPeriod(days)}
            >
              Last {days} days
            </button>
          ))}
        </fieldset>
        {stats.isSuccess && (
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--small"
            onClick={() =>
              downloadFile(
                `parrainage-${stats.data.from}-${stats.data.to}.csv`,
                statsCsv(stats.data, labels),
                'text/csv;charset=utf-8',
              )
            }
          >
            Export CSV
          </button>
        )}
      </div>
      {failed ? (
        <ListFailure
          message="Failed to load the referral statistics"
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      ) : !stats.isSuccess || !campaigns.isSuccess ? (
        <ListLoading what="referral statistics" />
      ) : (
        <>
          {campaigns.data.length === 0 && <p className="store-empty store-surface">No campaign yet: create one above.</p>}
          <ol className="campaign-list" aria-label="Campaigns, by code">
            {campaigns.data.map((campaign) => (
              <li key={campaign.id}>
                <CampaignCard
                  title={campaign.id}
                  campaign={campaign}
                  creator={campaign.createdBy ? emails.get(campaign.createdBy) : undefined}
                  days={hitsPerDay(statsOf(campaign.id), stats.data.from, stats.data.to)}
                />
              </li>
            ))}
          </ol>
          <section className="referrals-unregistered" aria-label="Codes not registered">
            <p>Hits of links whose code is no campaign, counted together: a typo, an old poster, someone's own link.</p>
            <CampaignCard
              title="Codes not registered"
              days={hitsPerDay(statsOf(unregisteredBucket), stats.data.from, stats.data.to)}
            />
          </section>
        </>
      )}
    </StorePage>
  );
}
