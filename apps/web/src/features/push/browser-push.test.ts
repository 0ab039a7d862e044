import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setTransport } from '../../lib/api';
import { saveSubscription, subscribeFailure } from './browser-push';

const envelope = (status: number, responseData?: object) =>
  new Response(
    JSON.stringify({ data: null, meta: { csrf: 't' }, ...(responseData ? { response_data: responseData } : {}) }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

/** A browser subscription as the Push API gives it (only what saving reads). */
function fakeSubscription(endpoint: string) {
  return {
    endpoint,
    options: { applicationServerKey: new Uint8Array([4, 1, 2]).buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => true),
  } as unknown as PushSubscription;
}

afterEach(() => {
  setTransport((input, init) => fetch(input, init));
  vi.unstubAllGlobals();
});

describe('turning push notifications on', () => {
  it('says in plain words when the server refuses this browser’s push service, or asks to wait', () => {
    const refused = new ApiError(422, {
      error: "This browser's push service (push.example) is not one this site sends notifications to",
      code: 'validation_failed',
      errors: [
        {
          topic_id: 'push_permission.endpoint',
          message: "This browser's push service (push.example) is not one this site sends notifications to",
        },
      ],
    });
    expect(subscribeFailure(refused)).toBe(
      "This browser's push service (push.example) is not one this site sends notifications to. Try another browser, or one with its standard push service.",
    );
    const wait = new ApiError(429, {
      error: 'Too many attempts. Please try again in 42 minutes.',
      code: 'rate_limited',
    });
    expect(subscribeFailure(wait)).toBe('Too many attempts. Please try again in 42 minutes.');
    expect(subscribeFailure(new Error('boom'))).toBe('Notifications could not be turned on in this browser.');
  });

  it('replaces a subscription another account on this browser holds with a fresh one', async () => {
    const saved: string[] = [];
    setTransport(async (_input, init) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { value?: { endpoint: string } };
      if (!body.value) return envelope(200);
      saved.push(body.value.endpoint);
      return body.value.endpoint.endsWith('/old')
        ? envelope(409, {
            error: 'This browser receives notifications for another account',
            code: 'conflict',
            topic_id: 'push_permission',
          })
        : envelope(200);
    });
    const old = fakeSubscription('https://fcm.googleapis.com/fcm/send/old');
    const fresh = fakeSubscription('https://fcm.googleapis.com/fcm/send/new');
    const subscribe = vi.fn(async () => fresh);
    vi.stubGlobal('navigator', { serviceWorker: { ready: Promise.resolve({ pushManager: { subscribe } }) } });
    vi.stubGlobal('PushManager', { supportedContentEncodings: ['aes128gcm'] });

    expect(await saveSubscription(7, old)).toBe(fresh);
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: old.options.applicationServerKey,
    });
    expect(saved).toEqual(['https://fcm.googleapis.com/fcm/send/old', 'https://fcm.googleapis.com/fcm/send/new']);
  });
});
