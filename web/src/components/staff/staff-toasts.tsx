import { Toaster, toast } from 'sonner';
import { StaffTextOf, useStaffText } from './staff-language';
import type { StaffNotice } from './staff-notice';

/** Long enough to read on a small phone, and each toast has a close button for the keyboard. */
const toastDurationMs = 8000;

/**
 * Where a staff page says what just happened: one per staff area (the feedback admin, the store), so
 * a toast said before a navigation inside it stays in view. Its region is always in the page, as
 * screen readers only announce changes to a region they already know; its toasts take the page's theme.
 */
export function StaffToaster({ theme = 'light' }: { theme?: 'light' | 'dark' }) {
  const { t } = useStaffText();
  return (
    <Toaster
      theme={theme}
      position="bottom-center"
      closeButton
      richColors
      duration={toastDurationMs}
      containerAriaLabel={t('Notifications')}
      toastOptions={{ closeButtonAriaLabel: t('Close the notification') }}
    />
  );
}

/** A toast, its text put in the console's language where it shows. */
export function notify({ text, tone }: StaffNotice) {
  const shown = <StaffTextOf text={text} />;
  if (tone === 'error') toast.error(shown);
  else toast.success(shown);
}
