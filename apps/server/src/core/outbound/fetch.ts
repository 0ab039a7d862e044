import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadable } from 'node:stream/web';
import { isPublicAddress } from './address.js';
import type { OutboundPolicy, Reach } from './policy.js';

/** A request the policy refuses; nothing was sent. */
export class OutboundRefused extends Error {
  readonly code = 'OUTBOUND_REFUSED';
}

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string> | Headers;
  body?: string | Uint8Array | ArrayBuffer | URLSearchParams | ReadableStream | null;
  signal?: AbortSignal | null;
  /** Redirects are never followed (a 3xx could point anywhere); 'error' makes one a failure. */
  redirect?: 'manual' | 'error' | 'follow';
}
export type OutboundFetch = (input: string | URL, init?: OutboundInit) => Promise<Response>;

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Resolves like the system does, then refuses the connection if any address is not public. The check
 * sits in the connection itself, so a name that resolves to a public address when asked and to a
 * private one a moment later (DNS rebinding) still cannot reach in.
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const inside = addresses.find((a) => !isPublicAddress(a.address));
    if (inside)
      return callback(new OutboundRefused(`${hostname} resolves to ${inside.address}, not a public address`), '');
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

// Sockets checked at connect time are pooled apart from the trusted ones: one is never reused for the other.
const agents: Record<Reach, { http: http.Agent; https: https.Agent }> = {
  public: { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) },
  trusted: { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) },
};

function bodyBytes(body: OutboundInit['body']): Buffer | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(String(body));
  // Nothing the server sends for others streams its body; a stream here is a mistake to see at once.
  if (body instanceof ReadableStream) throw new TypeError('outboundFetch sends no streamed bodies');
  return Buffer.from(body instanceof ArrayBuffer ? new Uint8Array(body) : body);
}

/**
 * `fetch` for addresses the server was given (push endpoints, providers' documents), kept to what
 * `policy` allows. Spoken over node:http so the address check runs inside the connection; answers a
 * standard Response.
 */
export function outboundFetch(policy: OutboundPolicy): OutboundFetch {
  return async (input, init = {}) => {
    const url = new URL(input);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundRefused(`${url.protocol} is refused`);
    const reach = policy(url);
    if (!reach) throw new OutboundRefused(`${url.origin} is not an allowed address`);
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    // An IP in the URL is never looked up, so it is checked here.
    if (reach === 'public' && isIP(literal) && !isPublicAddress(literal))
      throw new OutboundRefused(`${literal} is not a public address`);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = bodyBytes(init.body);
    const headers = Object.fromEntries(new Headers(init.headers ?? {}));
    if (body && !('content-length' in headers)) headers['content-length'] = String(body.length);
    const secure = url.protocol === 'https:';
    const signal = init.signal ?? AbortSignal.timeout(DEFAULT_TIMEOUT_MS);

    return new Promise<Response>((resolve, reject) => {
      const options = {
        method,
        headers,
        signal,
        agent: secure ? agents[reach].https : agents[reach].http,
        ...(reach === 'public' ? { lookup: publicLookup } : {}),
      };
      const req = (secure ? https : http).request(url, options, (res) => {
        const status = res.statusCode ?? 0;
        if (init.redirect === 'error' && status >= 300 && status < 400) {
          res.destroy();
          return reject(new TypeError(`redirect refused (${status})`));
        }
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) out.append(name, v);
        const empty = method === 'HEAD' || [204, 205, 304].includes(status);
        if (empty) res.resume();
        const stream = empty ? null : (Readable.toWeb(res) as WebReadable<Uint8Array> as ReadableStream<Uint8Array>);
        try {
          resolve(new Response(stream, { status, statusText: res.statusMessage ?? '', headers: out }));
        } catch (err) {
          // A status a Response cannot carry (below 200, above 599) is a broken peer.
          res.destroy();
          reject(err as Error);
        }
      });
      req.on('error', reject);
      req.end(body);
    });
  };
}
