/**
 * A message a staff page hands to the next one through the router's navigation state, such as
 * 'Logged out' shown on the login page after leaving the feedback admin.
 */
export interface StaffNotice {
  text: string;
  tone: 'success' | 'error';
}

export function noticeState(notice: StaffNotice) {
  return { notice };
}

/** The notice in a location's state, if the page before left one; anything else is ignored. */
export function noticeFrom(state: unknown): StaffNotice | null {
  const notice = (state as { notice?: Partial<StaffNotice> } | null)?.notice;
  if (typeof notice?.text !== 'string') return null;
  return { text: notice.text, tone: notice.tone === 'error' ? 'error' : 'success' };
}
