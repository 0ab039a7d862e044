import type { PushPermission } from '@beatmarket/shared';
import { ApiError, post } from '../../lib/api';

/** Spec §7: the worker is registered at a fixed script path. */
export const PUSH_WORKER_PATH = '/push-worker.js';

/** Service workers and the Push API both, and a secure page (https or localhost). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};
const sameKey = (a: ArrayBuffer | null, b: Uint8Array) => {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
};

/** The subscription as `push_permission` carries it (spec §3 push permission). */
export function toPermission(sub: PushSubscription): PushPermission {
  const json = sub.toJSON();
  // Older browsers lack the list: they speak aes128gcm if anything (RFC 8291).
  const encodings: readonly string[] | undefined = PushManager.supportedContentEncodings;
  return {
    endpoint: sub.endpoint,
    public_key: json.keys?.p256dh ?? '',
    auth_token: json.keys?.auth ?? '',
    encoding: !encodings || encodings.includes('aes128gcm') ? 'aes128gcm' : 'aesgcm',
  };
}

async function registration() {
  await navigator.serviceWorker.register(PUSH_WORKER_PATH, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This browser's current subscription, or null (also when the worker is not registered yet). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration('/');
  return reg ? reg.pushManager.getSubscription() : null;
}

const saveField = (userId: number, value: unknown) => post(`/user/${userId}/save`, { field: 'push_permission', value });

/** The server keeps an endpoint with the account that saved it (409): this browser needs a fresh one. */
const takenByAnother = (err: unknown) =>
  err instanceof ApiError && err.status === 409 && err.topicId === 'push_permission';

/**
 * Saves this browser's subscription for the user. When it still belongs to another account that used
 * this browser (the server never moves an endpoint), the browser drops it and subscribes anew: a new
 * endpoint, which is this user's alone.
 */
export async function saveSubscription(userId: number, sub: PushSubscription): Promise<PushSubscription> {
  try {
    await saveField(userId, toPermission(sub));
    return sub;
  } catch (err) {
    if (!takenByAnother(err)) throw err;
    const options = sub.options;
    await sub.unsubscribe();
    const reg = await navigator.serviceWorker.ready;
    const fresh = await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: options.applicationServerKey,
    });
    await saveField(userId, toPermission(fresh));
    return fresh;
  }
}

/**
 * What to tell the user when turning notifications on failed: the server's own words when it refused
 * this browser's push service or asked to wait (spec §8: field errors in place), a general line otherwise.
 */
export function subscribeFailure(err: unknown): string {
  if (err instanceof ApiError) {
    const endpoint = err.fieldErrors.find((f) => f.topic_id === 'push_permission.endpoint');
    if (endpoint) return `${endpoint.message}. Try another browser, or one with its standard push service.`;
    if (err.status === 429) return err.message;
  }
  if (err instanceof Error && err.message.startsWith('Notifications are blocked')) return err.message;
  return 'Notifications could not be turned on in this browser.';
}

/**
 * Subscribes this browser with the server's key (a subscription made with an older key is replaced)
 * and saves it by the user's autosave of push_permission. Asks for permission first if need be.
 */
export async function subscribe(userId: number, publicKey: string): Promise<PushSubscription> {
  if (Notification.permission !== 'granted' && (await Notification.requestPermission()) !== 'granted')
    throw new Error('Notifications are blocked for this site in this browser.');
  const reg = await registration();
  const key = keyBytes(publicKey);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameKey(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return saveSubscription(userId, sub);
}

/** Removes this browser's subscription here and on the server. */
export async function unsubscribe(userId: number): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await saveField(userId, { endpoint: sub.endpoint, unsubscribe: true });
  await sub.unsubscribe();
}
