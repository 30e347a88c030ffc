import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { CsvExportButton } from '../../../components/staff/csv-export-button';
import { useStaffText } from '../../../components/staff/staff-language';
import { campaignsView, type StatsPage, type StatsPeriod } from '../api/referral-stats';
import { statsCsv } from '../campaign-csv';
import '../../../components/staff/staff-text-fr-people';

interface CampaignsCsvButtonProps {
  pages: UseInfiniteQueryResult<InfiniteData<StatsPage>>;
  period: StatsPeriod;
}

/**
 * "Export CSV": every campaign over the period, the unregistered codes last. The pages not read yet
 * are read first (50 campaigns a call), so a shop with hundreds of campaigns pays for them only here.
 */
export function CampaignsCsvButton({ pages, period }: CampaignsCsvButtonProps) {
  const { t } = useStaffText();
  const make = async () => {
    let read = pages;
    while (read.hasNextPage) read = await read.fetchNextPage({ throwOnError: true });
    const { unregistered, ...campaigns } = campaignsView(read.data?.pages ?? [], period);
    const stats = { ...campaigns, keys: [...campaigns.keys, unregistered] };
    return { name: `parrainage-${stats.from}-${stats.to}.csv`, text: statsCsv(stats, t) };
  };
  return (
    <CsvExportButton
      make={make}
      reading="Reading every campaign…"
      failure="The CSV could not be made: some campaigns could not be read. Try again."
      logLine="Reading the campaigns for the CSV failed:"
    />
  );
}
