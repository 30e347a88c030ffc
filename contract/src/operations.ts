import { z } from 'zod';
import { operationsLimits } from './limits';

/**
 * The kinds of error a page reports, for staff on /store/health (collections.clientErrors): functions
 * write them, staff read them, no client writes. Each kind is one document per hour (its count grows),
 * so a flood of one error costs one document, and every document carries `expiresAt` for a TTL policy.
 */
export const clientErrorKinds = ['error', 'unhandledrejection', 'load'] as const;

/** What a page reports: no user id, no address, no stack with data; the message is cleaned on the server too. */
export const clientErrorReportSchema = z
  .object({
    kind: z.enum(clientErrorKinds),
    message: z.string().trim().min(1).max(operationsLimits.messageLength),
    /** The page's path, without its query (which may carry a code or an email). */
    page: z
      .string()
      .max(operationsLimits.pageLength)
      .regex(/^\/[^?#]*$/, 'A page is a path, without query or fragment'),
    /** Where the script failed, when the browser says: a file of the site and a line. */
    source: z.string().max(operationsLimits.pageLength).optional(),
    line: z.number().int().min(0).max(1_000_000).optional(),
    area: z.enum(['public', 'staff']),
  })
  .strict();

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

const email = /[^\s@<>()"']+@[^\s@<>()"']+/g;
/** A phone number as people write one: 8 digits or more in pairs, spaces or dots between, a country code before. */
const phone = /(?:\+\d{1,3}[\s.]?)?\d{2}(?:[\s.]?\d{2}){3,}/g;

/** Emails and phone numbers out of a text: what the functions' logs may never hold in clear. */
export function withoutContactDetails(text: string): string {
  return text.replace(email, '[email]').replace(phone, '[number]');
}

/** Contact details and long ids (tokens, keys) out of a text a browser sent, before it is stored. */
export function withoutPersonalData(text: string): string {
  return withoutContactDetails(text).replace(/\b[A-Za-z0-9_-]{24,}\b/g, '[id]');
}

/**
 * Links to other sites out of a text a browser sent, before staff read it on /store/health: a report
 * must not carry an attacker's link into the console. Links to the site's own origins stay (a script
 * that failed to load names itself).
 */
export function withoutOtherSitesLinks(text: string, ownOrigins: ReadonlySet<string>): string {
  const link = /\b(?:(?:https?|ftp|javascript|data|vbscript):|www\.)[^\s"'<>]*/gi;
  return text.replace(link, (found) => {
    // Punctuation that ends a sentence is not part of the link.
    const [, address = found, after = ''] = /^(.*?)([.,;:!?]*)$/s.exec(found) ?? [];
    try {
      return ownOrigins.has(new URL(address).origin) ? found : `[link]${after}`;
    } catch {
      return `[link]${after}`;
    }
  });
}
