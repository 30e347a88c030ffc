import { useState } from 'react';
import { notify } from '../../../../components/staff/staff-toasts';
import { useStaffText } from '../../../../components/staff/staff-language';
import { downloadFile } from '../../../../lib/download-file';
import { readMonthSellers } from '../api/sales-days';
import { reportCsv } from '../report-csv';
import { monthsOf, type SalesReport } from '../sales-report';

/** "Export CSV": the report as shown, with each month's 50 best sellers, read at the click. */
export function ReportExport({ report }: { report: SalesReport }) {
  const [exporting, setExporting] = useState(false);
  const { t } = useStaffText();
  const { from, to } = report.period;

  const exportCsv = async () => {
    setExporting(true);
    try {
      const sellers = await Promise.all(
        monthsOf(report.period).map(async (month) => ({ month, variants: await readMonthSellers(month) })),
      );
      downloadFile(`ventes-${from}-${to}.csv`, reportCsv(report, sellers), 'text/csv;charset=utf-8');
    } catch (error) {
      console.error('Reading the best sellers for the CSV failed:', error);
      notify({ text: 'The CSV could not be made: the best sellers could not be read. Try again.', tone: 'error' });
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
      {t(exporting ? 'Reading the best sellers…' : 'Export CSV')}
    </button>
  );
}
