import { useState } from 'react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { notify } from '../../../../components/staff/staff-toasts';
import { campaignsView, type StatsPage, type StatsPeriod } from '../api/referral-stats';
import { downloadFile } from '../../../../lib/download-file';
import { statsCsv } from '../campaign-csv';
import { useStaffText } from '../../../../components/staff/staff-language';

interface CsvExportButtonProps {
  pages: UseInfiniteQueryResult<InfiniteData<StatsPage>>;
  period: StatsPeriod;
}

/**
 * "Export CSV": every campaign over the period, the unregistered codes last. The pages not read yet
 * are read first (50 campaigns a call), so a shop with hundreds of campaigns pays for them only here.
 */
export function CsvExportButton({ pages, period }: CsvExportButtonProps) {
  const [exporting, setExporting] = useState(false);
  const { t } = useStaffText();

  const exportCsv = async () => {
    setExporting(true);
    try {
      let read = pages;
      while (read.hasNextPage) read = await read.fetchNextPage({ throwOnError: true });
      const { unregistered, ...campaigns } = campaignsView(read.data?.pages ?? [], period);
      const stats = { ...campaigns, keys: [...campaigns.keys, unregistered] };
      downloadFile(`parrainage-${stats.from}-${stats.to}.csv`, statsCsv(stats), 'text/csv;charset=utf-8');
    } catch (error) {
      console.error('Reading the campaigns for the CSV failed:', error);
      notify({ text: 'The CSV could not be made: some campaigns could not be read. Try again.', tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <button
      type="button"
      className="admin-button admin-button--secondary admin-button--small"
      disabled={exporting}
      onClick={() => void exportCsv()}
    >
      {t(exporting ? 'Reading every campaign…' : 'Export CSV')}
    </button>
  );
}
