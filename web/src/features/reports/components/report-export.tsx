import { CsvExportButton } from '../../../components/staff/csv-export-button';
import { useStaffText } from '../../../components/staff/staff-language';
import { readMonthSellers } from '../api/sales-days';
import { reportCsv } from '../report-csv';
import { monthsOf, type SalesReport } from '../sales-report';
import '../../../components/staff/staff-text-fr-reports';

/** "Export CSV": the report as shown, with each month's 50 best sellers, read at the click. */
export function ReportExport({ report }: { report: SalesReport }) {
  const { t } = useStaffText();
  const make = async () => {
    const months = monthsOf(report.period);
    const sellers = await Promise.all(months.map(async (month) => ({ month, variants: await readMonthSellers(month) })));
    return { name: `ventes-${report.period.from}-${report.period.to}.csv`, text: reportCsv(report, sellers, t) };
  };
  return (
    <CsvExportButton
      make={make}
      reading="Reading the best sellers…"
      failure="The CSV could not be made: the best sellers could not be read. Try again."
      logLine="Reading the best sellers for the CSV failed:"
    />
  );
}
