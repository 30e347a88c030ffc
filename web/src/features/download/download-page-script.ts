import { findParts, type Parts } from '../../lib/page-parts';
import { sayIn, textsIn } from '../../lib/page-texts';
import { apkLinkWithRef } from './apk-link';
import { downloadParts } from './download-parts';
import type { DownloadTexts } from './download-texts';
import { visitorId } from './visitor-id';

const trackingTimeoutMs = 4000;

/** The copy button of the checksum; hidden without JavaScript or a clipboard, where it could not work. */
function enhanceChecksum({ checksum, copy, copyStatus, texts }: Parts<typeof downloadParts>) {
  if (!navigator.clipboard) return;
  const say = sayIn(textsIn<DownloadTexts>(texts));
  copy.hidden = false;
  const copyChecksum = async () => {
    try {
      await navigator.clipboard.writeText(checksum.textContent ?? '');
      copyStatus.textContent = say('copied');
    } catch (error) {
      console.error('Copying the checksum failed', error);
      copyStatus.textContent = say('copyFailed');
    }
  };
  copy.addEventListener('click', () => void copyChecksum());
}

async function trackReferral(trackUrl: string, ref: string) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), trackingTimeoutMs);
  try {
    const visitor = visitorId();
    const query = `?ref=${encodeURIComponent(ref)}${visitor ? `&v=${visitor}` : ''}`;
    const response = await fetch(`${trackUrl}${query}`, { signal: controller.signal });
    if (!response.ok) console.error('Referral tracking failed', response.status);
  } catch (error) {
    console.error('Referral tracking failed', error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * With `?ref=CODE`: the button and QR code take the package link with the code, the visit is counted,
 * then the browser goes to the package. A tracking failure is only logged: the download goes on.
 */
export async function enhanceDownload(root: ParentNode = document, location: Location = window.location) {
  const section = root.querySelector<HTMLElement>('[data-download]');
  const parts = section && findParts(section, downloadParts);
  if (!section || !parts) {
    console.error('The download page is missing parts of its markup');
    return;
  }
  enhanceChecksum(parts);

  const ref = new URLSearchParams(location.search).get('ref');
  const { apkUrl, trackUrl } = section.dataset;
  if (!ref || !apkUrl || !trackUrl) return;

  const link = apkLinkWithRef(apkUrl, ref);
  parts.apkLink.href = link;
  const { qrPath } = await import('../../lib/qr-path');
  const { size, d } = qrPath(link);
  parts.qr.setAttribute('viewBox', `0 0 ${size} ${size}`);
  parts.qr.querySelector('rect')?.setAttribute('width', String(size));
  parts.qr.querySelector('rect')?.setAttribute('height', String(size));
  parts.qr.querySelector('path')?.setAttribute('d', d);
  await trackReferral(trackUrl, ref);
  location.replace(link);
}
