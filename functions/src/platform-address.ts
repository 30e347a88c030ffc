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
  return forwardedEntries(headers).at(-1) ?? socket?.remoteAddress ?? 'unknown';
}

/** The X-Forwarded-For entries, first to last, blanks left out. */
export function forwardedEntries(headers: ForwardedRequest['headers']): string[] {
  const header = headers['x-forwarded-for'];
  return (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** An address as numbers: IPv4 as its 4 bytes, IPv6 as its 8 groups (`::ffff:a.b.c.d` as the IPv4 one). */
export type ParsedAddress = { version: 4; parts: number[] } | { version: 6; parts: number[] };

const written = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');

/** The address's numbers, or null when it is not an IP address. */
export function parseAddress(address: string): ParsedAddress | null {
  const trimmed = written(address).replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/, '');
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(trimmed)) {
    const parts = trimmed.split('.').map(Number);
    return parts.every((part) => part <= 255) ? { version: 4, parts } : null;
  }
  if (!trimmed.includes(':')) return null;
  const [head = '', tail, extra] = trimmed.split('::');
  if (extra !== undefined) return null;
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  if (tail === undefined && headGroups.length !== 8) return null;
  const groups = [
    ...headGroups,
    ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
    ...tailGroups,
  ];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return { version: 6, parts: groups.map((group) => parseInt(group, 16)) };
}

/**
 * What a per-address budget is kept under: an IPv4 address as it is; an IPv6 address by its network,
 * /64 unless told: one phone or home is given a whole /64 and can pick any of its 2^64 addresses,
 * while a server's owner often holds a /48 and can pick any of its 65,536 /64s. Anything else as it is.
 */
export function addressBudgetKey(address: string, ipv6Prefix: 48 | 64 = 64): string {
  const parsed = parseAddress(address);
  if (!parsed) return written(address);
  if (parsed.version === 4) return parsed.parts.join('.');
  const kept = parsed.parts.slice(0, ipv6Prefix / 16).map((group) => group.toString(16));
  return `${kept.join(':')}::/${ipv6Prefix}`;
}
