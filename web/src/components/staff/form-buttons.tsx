import type { ReactNode } from 'react';
import { useStaffText } from './staff-language';

const inline = 'admin-button admin-button--inline';
const secondaryInline = 'admin-button admin-button--secondary admin-button--inline';

/**
 * The button that sends a console form: disabled while the form is being saved, and saying so (“Saving…”
 * unless the form says another word), so a second tap cannot send it twice.
 */
export function SaveButton({
  pending,
  label,
  pendingLabel,
  secondary = false,
  disabled = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel?: string;
  /** The quieter look, for a form that is not the page's main one (a setting beside a list). */
  secondary?: boolean;
  /** Disabled for another reason besides saving (what it needs is still loading…). */
  disabled?: boolean;
}) {
  const { t } = useStaffText();
  return (
    <button type="submit" className={secondary ? secondaryInline : inline} disabled={pending || disabled}>
      {pending ? (pendingLabel ?? t('Saving…')) : label}
    </button>
  );
}

/** A quieter inline button for an action beside the main one (back, take out of the run, log out): it sends no form. */
export function SideButton({ onClick, disabled, children }: { onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="button" className={secondaryInline} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
