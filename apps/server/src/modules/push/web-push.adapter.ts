import webpush from 'web-push';
import { outboundFetch, OutboundRefused } from '../../core/outbound/fetch.js';
import type { OutboundPolicy } from '../../core/outbound/policy.js';

/** One browser's subscription as the push service needs it. */
export interface PushTarget {
  endpoint: string;
  publicKey: string;
  authToken: string;
  encoding: string;
}
export interface PushResult {
  /** The push service's status; null when it could not be reached. */
  statusCode: number | null;
  ok: boolean;
  /**
   * 404/410: the browser unsubscribed or the subscription expired; or the endpoint is no push service
   * this server sends to (saved before the allowlist, or the allowlist changed). It is to be removed.
   */
  gone: boolean;
  /** Nothing was sent: the endpoint or the address it resolved to was refused (decision 0071). */
  refused: boolean;
  error: string | null;
}
export type PushSender = (target: PushTarget, payload: string) => Promise<PushResult>;

export const PUSH_TIMEOUT_MS = 15_000;
/** A notification older than a day is no news: the push service drops it if the browser stays away. */
const TTL_SECONDS = 24 * 3600;

/**
 * Sends one push (RFC 8030) with a VAPID signature (RFC 8292) and an encrypted payload (RFC 8291).
 * web-push builds the request (keys, encryption, headers); the outbound fetch sends it only where
 * `allow` says (the push services' hosts at public addresses, or an origin the operator trusts, such
 * as the tests' local push service on plain http).
 */
export function createWebPushSender(
  vapid: { publicKey: string; privateKey: string; subject: string },
  opts: { allow: OutboundPolicy; timeoutMs?: number },
): PushSender {
  const send = outboundFetch(opts.allow);
  const timeoutMs = opts.timeoutMs ?? PUSH_TIMEOUT_MS;
  return async (target, payload) => {
    try {
      // Throws on keys that are not a P-256 point: that subscription fails, the others go on.
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.publicKey, auth: target.authToken } },
        payload,
        { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: target.encoding as webpush.ContentEncoding },
      );
      const res = await send(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      const text = res.ok ? '' : (await res.text().catch(() => '')).slice(0, 300);
      return {
        statusCode: res.status,
        ok: res.ok,
        gone: res.status === 404 || res.status === 410,
        refused: false,
        error: res.ok ? null : `${res.status} ${text}`.trim(),
      };
    } catch (err) {
      const refused = err instanceof OutboundRefused;
      const gone = refused && !allowed(opts.allow, target.endpoint);
      return { statusCode: null, ok: false, gone, refused, error: (err as Error).message };
    }
  };
}

/** Whether the policy lets a push go to this endpoint at all (its address is checked when sending). */
export function allowed(allow: OutboundPolicy, endpoint: string): boolean {
  try {
    return allow(new URL(endpoint)) !== null;
  } catch {
    return false;
  }
}
