interface ForwardedRequest {
  headers: { [name: string]: string | string[] | undefined };
  socket?: { remoteAddress?: string };
}

/**
 * The caller's address as the platform saw it, for rate limits. Google's front end appends the
 * address it received the connection from as the last X-Forwarded-For entry; anything before it is
 * whatever the client sent, so only the last entry is used. Without the header (a direct connection,
 * as on the emulators) it is the socket's. docs/decisions.md says how to confirm this after a deploy.
 */
export function platformAddress({ headers, socket }: ForwardedRequest): string {
  const header = headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((entry) => entry.trim());
  return entries.filter((entry) => entry !== '').at(-1) ?? socket?.remoteAddress ?? 'unknown';
}
