import { act, render, screen } from '@testing-library/react';
import { OfflineNotice, serverAnswerGraceMs } from './offline-notice';

const readAt = new Date('2026-11-28T13:05:00Z').getTime();

describe('the offline notice', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-28T15:00:00Z') }));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('says so at once when the phone is offline', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice syncedAt={readAt} />);
    expect(screen.getByRole('status')).toHaveTextContent('Offline — data from 14:05');
  });

  it('keeps quiet while an online phone waits for the server, and says so once the server is late', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineNotice syncedAt={readAt} />);
    act(() => jest.advanceTimersByTime(serverAnswerGraceMs - 1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Offline — data from 14:05');
  });

  it('says so as soon as an online phone goes offline during the wait', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineNotice syncedAt={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Offline — data from an earlier visit');
  });
});
