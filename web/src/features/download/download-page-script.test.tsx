import { renderToStaticMarkup } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brand } from '@kasuwa/contract/brand';
import { DownloadPage, trackReferralPath } from './download-page';
import { enhanceDownload } from './download-page-script';
import { qrPath } from '../../lib/qr-path';

const referralLink = `${brand.apk.url}?ref=abc`;

/** The part of a fetch Response the page reads. */
const answer = (status: number) => ({ ok: status < 300, status }) as Response;

function setUp(search: string, fetchResult: () => Promise<Response>) {
  document.body.innerHTML = renderToStaticMarkup(<DownloadPage />);
  const fetchMock = jest.fn((_url: string) => fetchResult());
  Object.assign(globalThis, { fetch: fetchMock });
  const location = { search, replace: jest.fn() } as unknown as Location;
  return { fetchMock, location };
}

afterEach(() => jest.restoreAllMocks());

describe('the download page with ?ref=', () => {
  it('counts the referral, then sends the visitor to the package with the code', async () => {
    const { fetchMock, location } = setUp('?ref=abc', async () => answer(204));
    await enhanceDownload(document, location);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(new RegExp(`^${trackReferralPath}\\?ref=abc&v=[A-Za-z0-9_-]{22}$`));
    expect(location.replace).toHaveBeenCalledWith(referralLink);
    expect(screen.getByRole('link', { name: /Télécharger l’application/ })).toHaveAttribute('href', referralLink);
    expect(document.querySelector('[data-part="qr"] path')?.getAttribute('d')).toBe(qrPath(referralLink).d);
  });

  it('only logs a tracking failure, and the download goes on', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { location } = setUp('?ref=abc', async () => {
      throw new TypeError('Failed to fetch');
    });
    await enhanceDownload(document, location);
    expect(errors).toHaveBeenCalledWith('Referral tracking failed', expect.any(TypeError));
    expect(location.replace).toHaveBeenCalledWith(referralLink);
  });

  it('logs a refused code the same way', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { location } = setUp('?ref=a%20b', async () => answer(400));
    await enhanceDownload(document, location);
    expect(errors).toHaveBeenCalledWith('Referral tracking failed', 400);
    expect(location.replace).toHaveBeenCalledWith(`${brand.apk.url}?ref=a+b`);
  });
});

describe("the phone's visitor id", () => {
  it('is the same on the next visit, so the visitor is counted once that day', async () => {
    const first = setUp('?ref=abc', async () => answer(204));
    await enhanceDownload(document, first.location);
    const second = setUp('?ref=abc', async () => answer(204));
    await enhanceDownload(document, second.location);
    expect(second.fetchMock.mock.calls[0]?.[0]).toBe(first.fetchMock.mock.calls[0]?.[0]);
  });

  it('is left out where local storage is refused, and the hit is still counted', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchMock, location } = setUp('?ref=abc', async () => answer(204));
    await enhanceDownload(document, location);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${trackReferralPath}?ref=abc`);
    expect(warned).toHaveBeenCalled();
  });
});

describe('the download page without ?ref=', () => {
  it('neither counts nor redirects', async () => {
    const { fetchMock, location } = setUp('', async () => answer(204));
    await enhanceDownload(document, location);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /Télécharger l’application/ })).toHaveAttribute('href', brand.apk.url);
  });

  it('copies the checksum', async () => {
    const { location } = setUp('', async () => answer(204));
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await enhanceDownload(document, location);
    await userEvent.click(screen.getByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith(brand.apk.sha256);
    expect(screen.getByRole('status')).toHaveTextContent('Empreinte copiée.');
  });
});
