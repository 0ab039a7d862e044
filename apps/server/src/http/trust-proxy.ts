import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes from us: off, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const MAX_HOPS = 10;
// proxy-addr's names for the private ranges, accepted beside addresses and CIDR ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_HELP =
  `must be 0, a number of proxy hops in front of the server (1-${MAX_HOPS}), or the proxies' addresses ` +
  'separated by commas (IPs or CIDR ranges such as 10.0.0.0/8, or loopback, linklocal, uniquelocal)';

/**
 * Reads TRUST_PROXY. Trusting every X-Forwarded-For hop (Fastify's `true`) would let a client write
 * its own header and choose the IP every per-IP limit counts, so `true` is never produced: `1` (and
 * `true`, its old spelling) means one proxy, the load balancer, whose own entry is the last one of
 * the header. Returns undefined for a value that is none of the accepted forms.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | undefined {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= MAX_HOPS ? hops : undefined;
  }
  const entries = value.split(',').map((s) => s.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's option for it. A hop count becomes the function proxy-addr makes of a number (Fastify
 * takes numbers at run time, but its types do not list them): the socket and the next `hops - 1`
 * addresses from the right are proxies, the one after them is the client.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
