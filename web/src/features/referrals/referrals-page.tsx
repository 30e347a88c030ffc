import { useMemo, useState } from 'react';
import { ListFailure, ListLoading } from '../../components/staff/list-states';
import { NextPage, infiniteNextPage } from '../../components/store/next-page';
import { useStaffAccounts } from '../../components/store/staff-accounts';
import { StorePage } from '../../components/store/store-page';
import { campaignsView, statsPeriods, useCampaignStats, type StatsPeriod } from './api/referral-stats';
import { CampaignCard } from './components/campaign-card';
import { CampaignForm } from './components/campaign-form';
import { CampaignsCsvButton } from './components/campaigns-csv-button';
import { hitsPerDay } from './hits-per-day';
import './referrals.css';
import { useStaffText } from '../../components/staff/staff-language';
import { useCan } from '../../components/staff/staff-role';
import '../../components/staff/staff-text-fr-people';
import { ToggleButtons } from '../../components/staff/toggle-buttons';

/**
 * /store/referrals: the referral campaigns, 50 at a time, their hits and unique visitors per day over
 * the last 30 or 90 days, the unregistered codes apart, a CSV of it all and a poster per campaign.
 */
export default function ReferralsPage() {
  const registersCampaigns = useCan('campaigns');
  const [period, setPeriod] = useState<StatsPeriod>(30);
  const pages = useCampaignStats();
  // The creators' emails come from the team's list, which only the owner reads.
  const staff = useStaffAccounts(useCan('staff'));
  const emails = useMemo(
    () => new Map((staff.data ?? []).map((account) => [account.uid, account.email ?? undefined])),
    [staff.data],
  );
  const campaigns = useMemo(() => pages.data && campaignsView(pages.data.pages, period), [pages.data, period]);
  const { t } = useStaffText();

  return (
    <StorePage title="Referrals">
      {registersCampaigns && <CampaignForm />}
      <div className="referrals-bar">
        <fieldset className="referrals-period">
          <legend>{t('Period')}</legend>
          <ToggleButtons
            choices={statsPeriods}
            chosen={period}
            onChoose={setPeriod}
            labelOf={(days) => t('Last {days} days', { days })}
          />
        </fieldset>
        {pages.isSuccess && <CampaignsCsvButton pages={pages} period={period} />}
      </div>
      {/* A later page that fails says so below the list; the campaigns already read stay. */}
      {pages.isError && !pages.data ? (
        <ListFailure
          message="Failed to load the referral statistics"
          error={pages.error}
          retrying={pages.isFetching}
          onRetry={() => void pages.refetch()}
        />
      ) : !campaigns ? (
        <ListLoading what="referral statistics" />
      ) : (
        <>
          {campaigns.keys.length === 0 ? (
            <p className="store-empty store-surface">{t('No campaign yet: create one above.')}</p>
          ) : (
            <p className="store-list-count" role="status">
              {t('{count} campaigns', { count: campaigns.keys.length })}
              {pages.hasNextPage ? ` ${t('shown')}` : ''}
            </p>
          )}
          <ol className="campaign-list" aria-label={t('Campaigns, by code')}>
            {campaigns.keys.map((key) => (
              <li key={key.code}>
                <CampaignCard
                  title={key.code}
                  campaign={key.campaign}
                  creator={key.campaign?.createdBy ? emails.get(key.campaign.createdBy) : undefined}
                  days={hitsPerDay(key, campaigns.from, campaigns.to)}
                  orderDays={key.orderDays}
                />
              </li>
            ))}
          </ol>
          <NextPage what="campaigns" list={infiniteNextPage(pages)} />
          <section className="referrals-unregistered" aria-label={t('Codes not registered')}>
            <p>{t("Hits of links whose code is no campaign, counted together: a typo, an old poster, someone's own link.")}</p>
            <CampaignCard
              title={t('Codes not registered')}
              days={hitsPerDay(campaigns.unregistered, campaigns.from, campaigns.to)}
            />
          </section>
        </>
      )}
    </StorePage>
  );
}
