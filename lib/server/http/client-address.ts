import 'server-only';
import { isIP } from 'node:net';
import { env } from '../env';

/**
 * The client's address, as the key of its rate limits. The server appends the address of the
 * socket it accepted to X-Forwarded-For, as a proxy does (peer-address.ts), so the header's last
 * entry is always the socket's own. With TRUSTED_PROXY_HOPS proxies in front (a load balancer, a
 * CDN), each appended the address it was reached from: the client is the entry that many places
 * before the last. Entries further left are the client's own words and never read, so a forged
 * header changes nothing. Too few entries (a request that went round the proxies): the leftmost.
 *
 * IPv6 clients are keyed by their /64 (one household or phone gets a whole /64 and can rotate
 * within it); IPv4-mapped IPv6 by its IPv4. Null when the request has no address at all, which
 * only a handler called directly (a test) sees: such a request is not counted per address,
 * rather than every one of them sharing one bucket that one client could fill.
 */
export function clientIp(request: { headers: Headers }, trustedHops: number = env().TRUSTED_PROXY_HOPS): string | null {
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const entry = entries[Math.max(0, entries.length - 1 - trustedHops)];
  return addressKey(entry);
}

/** An address as a limit's key: IPv4 as it is, IPv6 by its /64; anything else (a proxy's own token) cut short. */
export function addressKey(entry: string): string {
  const bare = stripPort(entry);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped && isIP(mapped[1]) === 4) return mapped[1];
  if (isIP(bare) === 4) return bare;
  if (isIP(bare) === 6) return `${expandIpv6(bare).slice(0, 4).join(':')}::/64`;
  return bare.slice(0, 64);
}

/** `1.2.3.4:5678` and `[2001:db8::1]:443`, as some proxies write them, without the port. */
function stripPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1];
  const v4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry);
  return v4 ? v4[1] : entry;
}

/** The eight 16-bit groups of an IPv6 address, lower case, without leading zeros. */
function expandIpv6(address: string): string[] {
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right] : left;
  return groups.map((group) => (group.includes('.') ? group : (parseInt(group, 16) || 0).toString(16)));
}
