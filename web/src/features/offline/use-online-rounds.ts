import { useEffect } from 'react';

/**
 * Runs `round(uid)` while `active`: at once, every `everyMs` while the phone says it is online, and
 * when the network comes back; never two rounds at a time. A failed round is logged with `failure`;
 * the next one tries again. `round` is a module's function, the same at every render.
 */
export function useOnlineRounds(
  uid: string,
  active: boolean,
  everyMs: number,
  round: (uid: string) => Promise<unknown>,
  failure: string,
) {
  useEffect(() => {
    if (!active) return;
    let running = false;
    const run = () => {
      if (running || !navigator.onLine) return;
      running = true;
      round(uid)
        .catch((error: unknown) => console.error(failure, error))
        .finally(() => {
          running = false;
        });
    };
    run();
    const timer = setInterval(run, everyMs);
    window.addEventListener('online', run);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', run);
    };
  }, [uid, active, everyMs, round, failure]);
}
