interface ForwardedRequest {
  headers: { [name: string]: string | string[] | undefined };
  socket?: { remoteAddress?: string };
}

/**
 * The caller's address as the platform saw it, for rate limits. Google's front end appends the
 * address it received the connection from as the last X-Forwarded-For entry; anything before it is
 * whatever the client sent, so only the last entry is used. Without the header (a direct connection,
 * as on the emulators) it is the socket's. docs/adr/0035-client-addresses.md says how to confirm this after a deploy.
 */
export function platformAddress({ headers, socket }: ForwardedRequest): string {
  const header = headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((entry) => entry.trim());
  return entries.filter((entry) => entry !== '').at(-1) ?? socket?.remoteAddress ?? 'unknown';
}

/**
 * What a per-address budget is kept under: an IPv4 address as it is; an IPv6 address by its /64
 * network, since one phone or home is given a whole /64 and can pick any of its 2^64 addresses (an
 * IPv4 address written as IPv6, `::ffff:a.b.c.d`, as the IPv4 one). Anything else as it is.
 */
export function addressBudgetKey(address: string): string {
  const trimmed = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped?.[1]) return mapped[1];
  if (!trimmed.includes(':')) return trimmed;
  const [head = '', tail] = trimmed.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  if (tail === undefined && headGroups.length !== 8) return trimmed;
  const groups = [
    ...headGroups,
    ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
    ...tailGroups,
  ];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return trimmed;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
