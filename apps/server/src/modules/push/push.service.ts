import { pushPermissionValue, type PushPayload } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { createPollingWorker } from '../../core/polling-worker.js';
import type { NotificationRow, PushRepository } from './push.repository.js';
import type { PushSender } from './web-push.adapter.js';

/** Longer than a batch of pushes takes (each times out at 15 s); renewed after every batch. */
export const PUSH_LEASE_MS = 2 * 60_000;
const BATCH = 50;
/** Pushes in flight at once for one notification. */
const PARALLEL = 8;

interface WarnLog {
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

/**
 * Push notifications (issue 18, decision 0047): browsers' subscriptions saved by the user's autosave
 * of `push_permission`, and the background sending of scheduled notifications.
 */
export function createPushService(deps: {
  repo: PushRepository;
  /** Null when push is not configured: subscriptions are refused and nothing is sent. */
  send: PushSender | null;
  publicUrl: string;
  log: WarnLog;
  pollMs?: number;
  /** Tests shorten it to take over from a worker that stopped mid-send. */
  leaseMs?: number;
}) {
  const { repo, send, log } = deps;
  const leaseMs = deps.leaseMs ?? PUSH_LEASE_MS;

  /** The autosave of `push_permission` (spec §7): saves this browser's subscription, or removes it. */
  async function savePermission(userId: number, value: unknown) {
    const v = parse(pushPermissionValue, value);
    if (v.unsubscribe) return repo.removeSubscription(userId, v.endpoint);
    if (!send)
      throw new AppError('conflict', { topicId: 'push_permission', message: 'Push notifications are not configured' });
    await repo.saveSubscription(userId, {
      endpoint: v.endpoint,
      publicKey: v.public_key,
      authToken: v.auth_token,
      encoding: v.encoding,
    });
  }

  async function deliverAll(n: NotificationRow) {
    const payload = JSON.stringify({
      id: n.id,
      title: n.title,
      message: n.body,
      // The link was checked to be a path on this site when saved; the service worker checks again.
      url: `${deps.publicUrl}${n.link ?? '/'}`,
    } satisfies PushPayload);
    for (;;) {
      const batch = await repo.undelivered(n.id, n.audience, BATCH);
      if (!batch.length) return;
      for (let i = 0; i < batch.length; i += PARALLEL) {
        await Promise.all(
          batch.slice(i, i + PARALLEL).map(async (s) => {
            // Recorded before sending: if this process dies now, nobody sends to this browser again.
            const delivery = await repo.startDelivery(n.id, s.id);
            if (delivery === null) return;
            const r = await send!(s, payload);
            if (r.gone) await repo.deleteSubscription(s.id);
            await repo.finishDelivery(delivery, r.ok ? 'sent' : r.gone ? 'removed' : 'failed', r.statusCode, r.error);
            if (!r.ok && !r.gone) log.warn({ notificationId: n.id, status: r.statusCode, err: r.error }, 'push failed');
          }),
        );
      }
      await repo.extendLease(n.id, leaseMs);
    }
  }

  async function runOne(): Promise<boolean> {
    if (!send) return false;
    const n = await repo.claim(leaseMs);
    if (!n) return false;
    // Pushes left pending by a worker that died before us: never sent again (at most once).
    await repo.failInterrupted(n.id);
    await deliverAll(n);
    await repo.markSent(n.id);
    return true;
  }

  const worker = createPollingWorker({ name: 'push worker', runOne, log, pollMs: deps.pollMs ?? 5000 });
  return { savePermission, worker, enabled: send !== null, subscriptionsOf: repo.subscriptionsOf };
}
export type PushService = ReturnType<typeof createPushService>;
