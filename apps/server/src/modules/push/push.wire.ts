import { allowlistPolicy } from '../../core/outbound/policy.js';
import type { Base } from '../../wiring.js';
import type { RateLimitService } from '../ratelimit/rate-limit.service.js';
import { notificationEntity } from './notification.entity.js';
import { createPushRepository } from './push.repository.js';
import { createPushService } from './push.service.js';
import { createWebPushSender } from './web-push.adapter.js';

/**
 * Push notifications (issue 18): subscriptions ride the user's autosave; the worker sends (decision 0047),
 * only to the push services' hosts at public addresses, or origins the operator listed (decision 0071).
 */
export function wirePush({ config, db, log }: Base, limits: RateLimitService) {
  const repo = createPushRepository(db);
  const allow = allowlistPolicy(config.pushServices);
  const push = createPushService({
    repo,
    send: config.push ? createWebPushSender(config.push, { allow }) : null,
    allow,
    limits,
    publicUrl: config.publicUrl,
    log,
  });
  return { push, entities: { notification: notificationEntity(repo, () => push.worker.nudge()) } };
}
