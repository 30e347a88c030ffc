import { useState } from 'react';
import { useLocation } from 'react-router';
import { useStaffText } from '../../../components/staff/staff-language';
import { storePaths } from '../../../lib/store-paths';
import { keepSoundChoice, soundWanted } from './alert-sound';
import { useNewOrderAlerts } from './use-new-order-alerts';
import '../../../components/staff/staff-text-fr-operations';

const notificationsSupported = () => typeof Notification !== 'undefined';

/**
 * The new-order alerts of every store page, and their two switches in the store's bar: browser
 * notifications (asked for on a tap, as browsers require) and the sound, remembered on the device.
 */
export function NewOrderAlerts() {
  const { t } = useStaffText();
  const { pathname } = useLocation();
  useNewOrderAlerts(t, pathname === storePaths.orders.path);
  const [sound, setSound] = useState(soundWanted);
  const [permission, setPermission] = useState(() => (notificationsSupported() ? Notification.permission : 'denied'));

  return (
    <>
      {permission === 'default' && (
        <button
          type="button"
          className="admin-button admin-button--secondary admin-button--small"
          onClick={() => void Notification.requestPermission().then(setPermission)}
        >
          {t('Notify me of new orders')}
        </button>
      )}
      <button
        type="button"
        className="admin-button admin-button--secondary admin-button--small"
        aria-pressed={sound}
        onClick={() => {
          keepSoundChoice(!sound);
          setSound(!sound);
        }}
      >
        {t('New-order sound')}
      </button>
    </>
  );
}
