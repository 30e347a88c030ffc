import { render, screen, within } from '@testing-library/react';
import { brand } from '@kasuwa/contract/brand';
import { DownloadPage } from './download-page';
import { qrPath } from '../../lib/qr-path';

describe('DownloadPage', () => {
  beforeEach(() => render(<DownloadPage />));

  it('gives the version, the size and a download button for the package', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Télécharger Kasuwa' })).toBeInTheDocument();
    expect(screen.getByText('1.0.0')).toBeInTheDocument();
    expect(screen.getByText('94.31 MB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Télécharger l’application/ })).toHaveAttribute('href', brand.apk.url);
  });

  it('draws a 128 px QR code of the package link', () => {
    const qr = screen.getByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('width', '128');
    expect(qr).toHaveAttribute('height', '128');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(brand.apk.url).d);
  });

  it('guides the installation in four steps', () => {
    const steps = within(screen.getByRole('list', { name: '' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Téléchargez le fichier APK sur votre téléphone Android.',
      'Autorisez l’installation depuis des sources inconnues : Paramètres > Sécurité.',
      'Ouvrez le fichier téléchargé et choisissez « Installer ».',
      'Ouvrez l’application et faites vos achats.',
    ]);
  });

  it('shows the SHA-256 of the file', () => {
    expect(screen.getByText(brand.apk.sha256)).toBeInTheDocument();
  });
});

describe('qrPath', () => {
  it('uses error correction L: a short link fits in a small code', () => {
    // 30 bytes: version 2 (25 modules) holds 32 bytes at level L, but only 26 at level M.
    const { size } = qrPath('https://example.com/abcdefghij');
    expect(size).toBe(25 + 8);
  });
});
