import { textMessage } from './staff-language';
import type { StaffNotice } from './staff-notice';

/**
 * What the login page says once the device forgot a staff member whose access was taken away
 * (forgetRemovedStaff), in this tab and the console's others: how many of their actions were dropped
 * unsent, when any were.
 */
export const removedNotice = (unsent: number): StaffNotice => ({
  text:
    unsent > 0
      ? textMessage(
          'Your staff access was removed: this device’s copy of the shop’s data was erased. {count} actions not sent were dropped.',
          { count: unsent },
        )
      : 'Your staff access was removed: this device’s copy of the shop’s data was erased.',
  tone: 'error',
});
