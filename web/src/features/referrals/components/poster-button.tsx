import { useEffect, useRef, useState } from 'react';
import { QRCodeCanvas } from 'qrcode.react';
import { notify } from '../../../components/staff/staff-toasts';
import { downloadFile } from '../../../lib/download-file';
import { campaignUrl, printedCampaignUrl } from '../campaign-links';
import { useStaffText, textMessage } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';

/** Pixels of the QR code drawn for the PDF: sharp once printed 10 cm wide. */
const qrPixels = 600;

/** The canvas as PNG bytes (through a Blob: the site's CSP lets no fetch read a data: URL). */
const pngOf = (canvas: HTMLCanvasElement) =>
  new Promise<Uint8Array>((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) void blob.arrayBuffer().then((buffer) => resolve(new Uint8Array(buffer)), reject);
      else reject(new Error('The QR code could not be drawn'));
    }, 'image/png');
  });

/**
 * Makes the campaign's A4 poster as a PDF in the browser and downloads it. The QR code is drawn by
 * qrcode.react on a canvas only while the poster is made; the PDF library loads on the first click.
 */
export function PosterButton({ code }: { code: string }) {
  const [making, setMaking] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const { t } = useStaffText();

  useEffect(() => {
    if (!making || !canvas.current) return;
    const drawn = canvas.current;
    let current = true;
    void (async () => {
      try {
        const { posterPdf } = await import('../poster-pdf');
        const pdf = await posterPdf({
          code,
          url: campaignUrl(code),
          printedUrl: printedCampaignUrl(code),
          qrPng: await pngOf(drawn),
        });
        downloadFile(`affiche-${code}.pdf`, new Uint8Array(pdf), 'application/pdf');
      } catch (error) {
        console.error(`Making the poster of ${code} failed:`, error);
        notify({ text: textMessage('The poster of {code} could not be made. Try again.', { code }), tone: 'error' });
      } finally {
        if (current) setMaking(false);
      }
    })();
    return () => {
      current = false;
    };
  }, [making, code, t]);

  return (
    <>
      <button
        type="button"
        className="admin-button admin-button--secondary admin-button--small"
        disabled={making}
        aria-label={t('Poster of {code} (PDF)', { code })}
        onClick={() => setMaking(true)}
      >
        {t(making ? 'Making the poster…' : 'Poster')}
      </button>
      {making && <QRCodeCanvas ref={canvas} value={campaignUrl(code)} size={qrPixels} marginSize={4} level="M" hidden />}
    </>
  );
}
