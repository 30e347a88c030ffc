import { useState } from 'react';
import { downloadFile } from '../../lib/download-file';
import { useStaffText, type StaffTextId } from './staff-language';
import { notify } from './staff-toasts';

interface CsvExportButtonProps {
  /** Reads what the file needs (what the page has not read yet) and writes it: its name and text. */
  make: () => Promise<{ name: string; text: string }>;
  /** What the button says while it reads. */
  reading: StaffTextId;
  /** What the toast says when the reads fail; the console says `logLine` with the error. */
  failure: StaffTextId;
  logLine: string;
}

/** "Export CSV": a file made at the click, the button busy while it reads, a toast when it cannot. */
export function CsvExportButton({ make, reading, failure, logLine }: CsvExportButtonProps) {
  const [exporting, setExporting] = useState(false);
  const { t } = useStaffText();

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { name, text } = await make();
      downloadFile(name, text, 'text/csv;charset=utf-8');
    } catch (error) {
      console.error(logLine, error);
      notify({ text: failure, tone: 'error' });
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
      {t(exporting ? reading : 'Export CSV')}
    </button>
  );
}
