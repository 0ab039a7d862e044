import { pushPermissionValue } from '@beatmarket/shared';
import { z } from 'zod';
import type { BaseRow, EntityDefinition } from '../entities/entity.types.js';
import type { PushService } from './push.service.js';

/**
 * Adds spec §7's `push_permission` to the user's autosave (`POST /user/{id}/save`, field
 * push_permission): each user saves or removes the subscriptions of their own browsers, nobody
 * else's. It is no column of the user: the value goes to push_subscriptions after the save.
 */
export function withPushPermission<TRow extends BaseRow, TView extends object>(
  user: EntityDefinition<TRow, TView>,
  push: PushService,
): EntityDefinition<TRow, TView> {
  return {
    ...user,
    policy: {
      ...user.policy,
      writable(ctx, row) {
        const schema = user.policy.writable(ctx, row);
        if (ctx.user?.id !== row.id) return schema;
        const field = { push_permission: pushPermissionValue };
        return schema ? schema.extend(field) : z.object(field);
      },
    },
    async afterSave(ctx, row, values) {
      await user.afterSave?.(ctx, row, values);
      // The generic routes hand the client's address in the context (the push subscription limits count it).
      const ip = (ctx as { ip?: string }).ip ?? 'unknown';
      if ('push_permission' in values) await push.savePermission(Number(row.id), values.push_permission, ip);
    },
  };
}
