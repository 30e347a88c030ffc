import { useState } from 'react';
import { downloadFile } from '../../lib/download-file';
import { slipText, type Slip } from '../../lib/slip';
import { slipPapers, storeSlipPaper, storedSlipPaper, type SlipPaper } from '../../lib/slip-paper';
import { useStaffText, type StaffTextId } from './staff-language';
import { notify } from './staff-toasts';
import { ToggleButtons } from './toggle-buttons';
import './narrow-slip.css';
import './staff-text-fr-slips';

const isAbort = (error: unknown) => (error as { name?: string }).name === 'AbortError';

/** The paper receipts and credit notes print on, as chosen on this device (A4 until one is chosen). */
export function useSlipPaper(): [SlipPaper, (paper: SlipPaper) => void] {
  const [paper, setPaper] = useState(storedSlipPaper);
  return [
    paper,
    (chosen) => {
      storeSlipPaper(chosen);
      setPaper(chosen);
    },
  ];
}

export function SlipPaperChoice({ paper, onChoose }: { paper: SlipPaper; onChoose: (paper: SlipPaper) => void }) {
  const { t } = useStaffText();
  return (
    <fieldset className="slip-paper">
      <legend>{t('Paper')}</legend>
      <ToggleButtons
        choices={slipPapers}
        chosen={paper}
        onChoose={onChoose}
        labelOf={(choice) => t(choice === 'a4' ? 'A4 page' : '58 mm roll')}
      />
    </fieldset>
  );
}

/**
 * Makes a PDF in the browser on click (its maker loads then) and hands it to the phone's share sheet,
 * or downloads it where there is none.
 */
export function PdfButton({
  make,
  name,
  title,
  failure,
  disabled = false,
}: {
  make: () => Promise<Uint8Array>;
  name: string;
  title: string;
  failure: StaffTextId;
  disabled?: boolean;
}) {
  const { t } = useStaffText();
  const [making, setMaking] = useState(false);
  const save = async () => {
    setMaking(true);
    try {
      const bytes = new Uint8Array(await make());
      const file = new File([bytes], name, { type: 'application/pdf' });
      if (navigator.canShare?.({ files: [file] })) await navigator.share({ files: [file], title });
      else downloadFile(name, bytes, 'application/pdf');
    } catch (error) {
      if (isAbort(error)) return;
      console.error(`Making ${name} failed:`, error);
      notify({ text: failure, tone: 'error' });
    } finally {
      setMaking(false);
    }
  };
  return (
    <button
      type="button"
      className="admin-button admin-button--secondary admin-button--inline"
      onClick={() => void save()}
      disabled={disabled || making}
    >
      {t(making ? 'Making the PDF…' : 'Save or share as PDF')}
    </button>
  );
}

/**
 * The slip as plain text, 32 characters a line, for the printer apps that print text: through the
 * phone's share sheet, or copied to paste where there is none.
 */
export function ShareTextButton({ slip }: { slip: Slip }) {
  const { t } = useStaffText();
  const share = async () => {
    const text = slipText(slip);
    try {
      if (navigator.canShare?.({ text })) {
        await navigator.share({ text });
        return;
      }
      await navigator.clipboard.writeText(text);
      notify({ text: 'Copied: paste it into the printer app.', tone: 'success' });
    } catch (error) {
      if (isAbort(error)) return;
      console.error(`Sharing the text of ${slip.named} failed:`, error);
      notify({ text: 'The text could not be shared or copied. Try again.', tone: 'error' });
    }
  };
  return (
    <button type="button" className="admin-button admin-button--secondary admin-button--inline" onClick={() => void share()}>
      {t('Share as text')}
    </button>
  );
}
