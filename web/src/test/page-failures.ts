import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFirestore } from './fake-firestore';

/**
 * console.error silenced in each test of the file (the staff pages log what fails to load) and
 * watched: `expect(consoleError()).toHaveBeenCalledWith(…)`.
 */
export function watchConsoleErrors(): () => jest.SpyInstance {
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  return () => {
    if (!spy) throw new Error('console.error is watched inside tests only');
    return spy;
  };
}

/**
 * A load that failed with `fakeFirestore.failReads`: the page says `message` in an alert (and logged
 * `logLine` with the error, when given); then reads work again and the alert's Try again is pressed.
 */
export async function retryFailedLoad(message: string, logLine?: string) {
  const alert = (await screen.findByText(message)).closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`"${message}" is not in an alert`);
  if (logLine) expect(console.error).toHaveBeenCalledWith(logLine, fakeFirestore.failReads);
  fakeFirestore.failReads = null;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
}
