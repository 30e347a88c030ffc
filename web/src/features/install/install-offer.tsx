import { useSyncExternalStore } from 'react';
import { useStaffText } from '../../components/staff/staff-language';

/** Chromium's event offering to install the console; not in TypeScript's DOM types. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const setOffered = (event: InstallPromptEvent | null) => {
  offered = event;
  for (const listener of listeners) listener();
};

// Listened to from the module's first load: the browser may offer before the frame is drawn.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffered(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffered(null));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * "Install the app", only where the browser offers installation (Chromium's beforeinstallprompt):
 * the browser's own question follows; an offer is used once, so the button goes either way.
 */
export function InstallOffer() {
  const { t } = useStaffText();
  const offer = useSyncExternalStore(
    subscribe,
    () => offered,
    () => null,
  );
  if (!offer) return null;
  // A refused prompt rejects: the console's report of unhandled rejections tells it apart.
  const install = () => {
    setOffered(null);
    void offer.prompt();
  };
  return (
    <button type="button" className="admin-button admin-button--small" onClick={install}>
      {t('Install the app')}
    </button>
  );
}
