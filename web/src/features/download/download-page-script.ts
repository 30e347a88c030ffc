import { apkLinkWithRef } from './apk-link';
import { visitorId } from './visitor-id';

const trackingTimeoutMs = 4000;

/** The copy button of the checksum; hidden without JavaScript, where it could not work. */
function enhanceChecksum(section: HTMLElement) {
  const code = section.querySelector<HTMLElement>('[data-checksum]');
  const button = section.querySelector<HTMLButtonElement>('[data-copy-checksum]');
  const status = section.querySelector<HTMLElement>('[data-copy-status]');
  if (!code || !button || !status || !navigator.clipboard) return;
  button.hidden = false;
  const copyChecksum = async () => {
    try {
      await navigator.clipboard.writeText(code.textContent ?? '');
      status.textContent = 'Empreinte copiée.';
    } catch (error) {
      console.error('Copying the checksum failed', error);
      status.textContent = 'Copie impossible : sélectionnez le texte et copiez-le.';
    }
  };
  button.addEventListener('click', () => void copyChecksum());
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
  if (!section) return;
  enhanceChecksum(section);

  const ref = new URLSearchParams(location.search).get('ref');
  const { apkUrl, trackUrl } = section.dataset;
  if (!ref || !apkUrl || !trackUrl) return;

  const link = apkLinkWithRef(apkUrl, ref);
  section.querySelector<HTMLAnchorElement>('[data-apk-link]')?.setAttribute('href', link);
  const qr = section.querySelector<SVGSVGElement>('[data-apk-qr]');
  if (qr) {
    const { qrPath } = await import('./qr-path');
    const { size, d } = qrPath(link);
    qr.setAttribute('viewBox', `0 0 ${size} ${size}`);
    qr.querySelector('rect')?.setAttribute('width', String(size));
    qr.querySelector('rect')?.setAttribute('height', String(size));
    qr.querySelector('path')?.setAttribute('d', d);
  }
  await trackReferral(trackUrl, ref);
  location.replace(link);
}
