import { useCallback, useEffect, useState } from 'react';
import { useProfile } from '../../lib/auth/use-profile';
import { useSupportingData } from '../../lib/use-supporting-data';
import {
  currentSubscription,
  pushSupported,
  saveSubscription,
  subscribe,
  subscribeFailure,
  unsubscribe,
} from './browser-push';

export type BrowserPushState = 'unavailable' | 'checking' | 'off' | 'on' | 'blocked';

/**
 * This browser's push subscription for the logged-in user. Unavailable without a server key or
 * without browser support (spec §7). A subscription found at start is saved again, so the server
 * has it back after removing it (an expired endpoint) or after another account used this browser.
 * Failures are logged only (spec §8); `error` says it in place for the control.
 */
export function useBrowserPush() {
  const profile = useProfile().data;
  const publicKey = useSupportingData().data?.push?.public_key ?? null;
  const available = !!profile && !!publicKey && pushSupported();
  const [state, setState] = useState<BrowserPushState>(available ? 'checking' : 'unavailable');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const userId = profile?.id;

  useEffect(() => {
    if (!available || !userId) return setState('unavailable');
    let live = true;
    void (async () => {
      try {
        const sub = Notification.permission === 'granted' ? await currentSubscription() : null;
        if (sub) await saveSubscription(userId, sub);
        if (live) setState(Notification.permission === 'denied' ? 'blocked' : sub ? 'on' : 'off');
      } catch (err) {
        console.warn('push subscription check failed', err);
        if (live) setState('off');
      }
    })();
    return () => {
      live = false;
    };
  }, [available, userId]);

  const toggle = useCallback(
    async (on: boolean) => {
      if (!userId || !publicKey) return;
      setBusy(true);
      setError(null);
      try {
        if (on) await subscribe(userId, publicKey);
        else await unsubscribe(userId);
        setState(on ? 'on' : 'off');
      } catch (err) {
        console.warn('push subscription failed', err);
        setError(on ? subscribeFailure(err) : 'Please try again.');
        setState(Notification.permission === 'denied' ? 'blocked' : on ? 'off' : 'on');
      } finally {
        setBusy(false);
      }
    },
    [userId, publicKey],
  );

  return { state, busy, error, toggle };
}
