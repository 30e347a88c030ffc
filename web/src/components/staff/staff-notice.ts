import { isStaffTextId, textMessage, type ShownText, type TextValues } from './staff-language';

/**
 * A message a staff page hands to the next one through the router's navigation state, such as
 * 'Logged out' shown on the login page after leaving the feedback admin.
 */
export interface StaffNotice {
  /** Put in the console's language where it is shown. */
  text: ShownText;
  tone: 'success' | 'error';
}

/** What the login page says after a Logout, in this tab or another of the console. */
export const loggedOutNotice: StaffNotice = { text: 'Logged out', tone: 'success' };

export function noticeState(notice: StaffNotice) {
  return { notice };
}

/** Values a notice carries through a navigation or a reload: plain numbers and strings only. */
function plainValues(values: unknown): TextValues | null {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
  const entries = Object.entries(values as Record<string, unknown>);
  const plain = entries.every(([, value]) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)));
  return plain ? (Object.fromEntries(entries) as TextValues) : null;
}

/** A text of the console read back from outside the code: an id, or an id with plain values. */
function shownTextFrom(text: unknown): ShownText | null {
  if (typeof text === 'string') return isStaffTextId(text) ? text : null;
  const { id, values } = (text ?? {}) as { id?: unknown; values?: unknown };
  if (typeof id !== 'string' || !isStaffTextId(id)) return null;
  if (values === undefined) return textMessage(id);
  const plain = plainValues(values);
  return plain ? textMessage(id, plain) : null;
}

/** The notice in a location's state, if the page before left one; anything else is ignored. */
export function noticeFrom(state: unknown): StaffNotice | null {
  const notice = (state as { notice?: { text?: unknown; tone?: unknown } } | null)?.notice;
  const text = shownTextFrom(notice?.text);
  if (!text) return null;
  return { text, tone: notice?.tone === 'error' ? 'error' : 'success' };
}

/** Where a notice waits through a full load of the login page (sessionStorage: this tab only). */
const reloadNoticeKey = 'kasuwa.staff.notice';

/** Loads the login page afresh, with the notice to show there: sign-out closed this page's Firestore. */
export function reloadIntoLogin(notice: StaffNotice): void {
  sessionStorage.setItem(reloadNoticeKey, JSON.stringify(noticeState(notice)));
  window.location.replace('/admin-login');
}

/** The notice reloadIntoLogin left, once: a further reload of the login page shows none. */
export function takeReloadNotice(): StaffNotice | null {
  const kept = sessionStorage.getItem(reloadNoticeKey);
  sessionStorage.removeItem(reloadNoticeKey);
  try {
    return noticeFrom(JSON.parse(kept ?? 'null'));
  } catch {
    // Not written by reloadIntoLogin: no notice, as for any other state noticeFrom does not read.
    return null;
  }
}
