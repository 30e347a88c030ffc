import { isStaffTextId, type ShownText } from './staff-language';

/**
 * A message a staff page hands to the next one through the router's navigation state, such as
 * 'Logged out' shown on the login page after leaving the feedback admin.
 */
export interface StaffNotice {
  /** Put in the console's language where it is shown. */
  text: ShownText;
  tone: 'success' | 'error';
}

export function noticeState(notice: StaffNotice) {
  return { notice };
}

/** The notice in a location's state, if the page before left one; anything else is ignored. */
export function noticeFrom(state: unknown): StaffNotice | null {
  const notice = (state as { notice?: { text?: unknown; tone?: unknown } } | null)?.notice;
  if (typeof notice?.text !== 'string' || !isStaffTextId(notice.text)) return null;
  return { text: notice.text, tone: notice.tone === 'error' ? 'error' : 'success' };
}
