import { pushPermissionValue, type PushPayload } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { OutboundPolicy } from '../../core/outbound/policy.js';
import { createPollingWorker } from '../../core/polling-worker.js';
import { PUSH_SUBSCRIBE_LIMITS, type RateLimitService } from '../ratelimit/rate-limit.service.js';
import type { NotificationRow, PushRepository } from './push.repository.js';
import { allowed, type PushSender } from './web-push.adapter.js';

/** Longer than a batch of pushes takes (each times out at 15 s); renewed after every batch. */
export const PUSH_LEASE_MS = 2 * 60_000;
const BATCH = 50;
/** Pushes in flight at once for one notification. */
const PARALLEL = 8;
/** Browsers one account receives notifications on; saving one more forgets the least recently seen. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;
/**
 * Pushes in a row a push service left unanswered before the rest of that notification's pushes to it are
 * given up: a service that never answers costs about one timeout, not one per browser (decision 0071).
 */
export const SILENT_SERVICE_LIMIT = 3;

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
  /** Which endpoints may be saved and sent to (PUSH_SERVICES; decision 0071). */
  allow: OutboundPolicy;
  limits: RateLimitService;
  publicUrl: string;
  log: WarnLog;
  pollMs?: number;
  /** Tests shorten it to take over from a worker that stopped mid-send. */
  leaseMs?: number;
}) {
  const { repo, send, log } = deps;
  const leaseMs = deps.leaseMs ?? PUSH_LEASE_MS;

  /**
   * The autosave of `push_permission` (spec §7): saves this browser's subscription, or removes it. Only
   * push services' endpoints are taken; an endpoint never moves to another account (decision 0071).
   */
  async function savePermission(userId: number, value: unknown, ip: string) {
    const v = parse(pushPermissionValue, value);
    if (v.unsubscribe) return repo.removeSubscription(userId, v.endpoint);
    if (!send)
      throw new AppError('conflict', { topicId: 'push_permission', message: 'Push notifications are not configured' });
    if (!allowed(deps.allow, v.endpoint))
      throw new AppError('validation_failed', {
        topicId: 'push_permission.endpoint',
        message: `This browser's push service (${new URL(v.endpoint).host}) is not one this site sends notifications to`,
      });
    const sub = { endpoint: v.endpoint, publicKey: v.public_key, authToken: v.auth_token, encoding: v.encoding };
    // The web app saves its subscription again at every start: only a new one counts against the limits.
    if (await repo.refreshSubscription(userId, sub)) return;
    await deps.limits.consume(`push-subscribe:user:${userId}`, PUSH_SUBSCRIBE_LIMITS.perAccount);
    await deps.limits.consume(`push-subscribe:ip:${ip}`, PUSH_SUBSCRIBE_LIMITS.perIp);
    if (!(await repo.saveSubscription(userId, sub, MAX_SUBSCRIPTIONS_PER_USER)))
      throw new AppError('conflict', {
        topicId: 'push_permission',
        message: 'This browser receives notifications for another account',
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
    // Pushes in a row each push service left unanswered, for this notification.
    const silent = new Map<string, number>();
    const originOf = (endpoint: string) => new URL(endpoint).origin;
    for (;;) {
      const batch = await repo.undelivered(n.id, n.audience, BATCH);
      if (!batch.length) return;
      for (let i = 0; i < batch.length; i += PARALLEL) {
        await Promise.all(
          batch.slice(i, i + PARALLEL).map(async (s) => {
            // Recorded before sending: if this process dies now, nobody sends to this browser again.
            const delivery = await repo.startDelivery(n.id, s.id);
            if (delivery === null) return;
            const origin = originOf(s.endpoint);
            if ((silent.get(origin) ?? 0) >= SILENT_SERVICE_LIMIT)
              return repo.finishDelivery(delivery, 'failed', null, 'skipped: its push service is not answering');
            const r = await send!(s, payload);
            if (r.statusCode !== null) silent.delete(origin);
            else if (!r.refused) silent.set(origin, (silent.get(origin) ?? 0) + 1);
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
