import webpush from 'web-push';

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
  /** 404/410: the browser unsubscribed or the subscription expired; it is to be removed. */
  gone: boolean;
  error: string | null;
}
export type PushSender = (target: PushTarget, payload: string) => Promise<PushResult>;

const TIMEOUT_MS = 15_000;
/** A notification older than a day is no news: the push service drops it if the browser stays away. */
const TTL_SECONDS = 24 * 3600;

/**
 * Sends one push (RFC 8030) with a VAPID signature (RFC 8292) and an encrypted payload (RFC 8291).
 * web-push builds the request (keys, encryption, headers); fetch sends it, so a push service on
 * plain http (the tests' local endpoint) works like the browsers' https ones.
 */
export function createWebPushSender(vapid: { publicKey: string; privateKey: string; subject: string }): PushSender {
  return async (target, payload) => {
    try {
      // Throws on keys that are not a P-256 point: that subscription fails, the others go on.
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.publicKey, auth: target.authToken } },
        payload,
        { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: target.encoding as webpush.ContentEncoding },
      );
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      const text = res.ok ? '' : (await res.text().catch(() => '')).slice(0, 300);
      return {
        statusCode: res.status,
        ok: res.ok,
        gone: res.status === 404 || res.status === 410,
        error: res.ok ? null : `${res.status} ${text}`.trim(),
      };
    } catch (err) {
      return { statusCode: null, ok: false, gone: false, error: (err as Error).message };
    }
  };
}
