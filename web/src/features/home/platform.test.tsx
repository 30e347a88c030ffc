import { renderToStaticMarkup } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { detectPlatform, enhancePlatform } from './platform';
import { PlatformDownload } from './platform-download';

const userAgents = {
  android: 'Mozilla/5.0 (Linux; Android 13; TECNO KI5q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  ipadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

describe('detectPlatform', () => {
  it.each([
    [userAgents.android, 0, 'android'],
    [userAgents.iphone, 5, 'ios'],
    [userAgents.ipadAsMac, 5, 'ios'],
    [userAgents.ipadAsMac, 0, 'other'],
    [userAgents.windows, 0, 'other'],
  ])('%s with %i touch points is %s', (userAgent, touchPoints, platform) => {
    expect(detectPlatform(userAgent, touchPoints)).toBe(platform);
  });
});

describe('enhancePlatform', () => {
  const show = (userAgent: string, maxTouchPoints = 0) => {
    document.body.innerHTML = renderToStaticMarkup(<PlatformDownload />);
    enhancePlatform(document, { userAgent, maxTouchPoints } as Navigator);
  };

  it('shows the Android link before it runs, for most visitors are on Android', () => {
    document.body.innerHTML = renderToStaticMarkup(<PlatformDownload />);
    expect(screen.getByRole('link', { name: /Télécharger pour Android/ })).toBeVisible();
    expect(screen.getByText(/App Store/)).not.toBeVisible();
  });

  it('offers the package on Android', () => {
    show(userAgents.android);
    expect(screen.getByRole('link', { name: /Télécharger pour Android/ })).toBeVisible();
    expect(screen.getByText(/App Store/)).not.toBeVisible();
  });

  it('says the app is not on the App Store on iOS', () => {
    show(userAgents.iphone, 5);
    expect(screen.getByText(/n’est pas disponible sur l’App Store/)).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows neither on a computer', () => {
    show(userAgents.windows);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/App Store/)).not.toBeVisible();
  });
});
