import { parseAddress, type ParsedAddress } from './platform-address';

/**
 * Blocks of Google's own services, which no Google Cloud customer is given: the proxies of Google's
 * front end (35.191.0.0/16 and 130.211.0.0/22, as its load balancing documentation lists them) and the
 * blocks its own web services and crawlers answer from. Firebase Hosting reaches a function from one of
 * them (docs/adr/0169-web-order-bounds-behind-hosting.md says how sure that is, and how to check the
 * list against Google's published ranges after a deploy).
 */
const googleOwnBlocks = [
  '35.191.0.0/16',
  '130.211.0.0/22',
  '64.233.160.0/19',
  '66.102.0.0/20',
  '66.249.64.0/19',
  '72.14.192.0/18',
  '74.125.0.0/16',
  '108.177.0.0/17',
  '142.250.0.0/15',
  '172.217.0.0/16',
  '172.253.0.0/16',
  '173.194.0.0/16',
  '209.85.128.0/17',
  '216.58.192.0/19',
  '216.239.32.0/19',
  '2001:4860::/32',
  '2404:6800::/32',
  '2607:f8b0::/32',
  '2800:3f0::/32',
  '2a00:1450::/32',
  '2c0f:fb50::/32',
];

/** An address's bits, first to last, as a string of 0s and 1s (32 for IPv4, 128 for IPv6). */
const bitsOf = ({ version, parts }: ParsedAddress) =>
  parts.map((part) => part.toString(2).padStart(version === 4 ? 8 : 16, '0')).join('');

const blocks = googleOwnBlocks.map((block) => {
  const [address = '', length = ''] = block.split('/');
  const parsed = parseAddress(address);
  if (!parsed) throw new Error(`Not an address block: ${block}`);
  return { version: parsed.version, prefix: bitsOf(parsed).slice(0, Number(length)) };
});

/**
 * Whether the address that connected to the function's front end (the last X-Forwarded-For entry,
 * which no client can write) is one of Google's own: a request relayed by Firebase Hosting, not
 * a caller of the function's own URL from an address of its own.
 */
export function fromGoogleFrontEnd(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  const bits = bitsOf(parsed);
  return blocks.some(({ version, prefix }) => version === parsed.version && bits.startsWith(prefix));
}
