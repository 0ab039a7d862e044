import { followSchema, isAdmin, isProducer, type FollowerStats, type FollowState } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { SessionUser } from '../../core/session-user.js';
import type { FollowsRepository } from './follows.repository.js';

interface Ctx {
  user: SessionUser | null;
}

/** Following producers (issue 38 §2): anyone signed in follows a producer; counts are public. */
export function createFollowsService(repo: FollowsRepository) {
  async function producerOrMissing(id: number) {
    const p = await repo.producer(id);
    if (!p || !isProducer(p.role)) throw new AppError('not_found', { message: 'No such producer' });
  }
  const state = async (userId: number | null, producerId: number): Promise<FollowState> => ({
    producer_id: producerId,
    ...(await repo.state(userId, producerId)),
  });

  return {
    async state(ctx: Ctx, producerId: number) {
      await producerOrMissing(producerId);
      return state(ctx.user?.id ?? null, producerId);
    },
    /** Follows, or changes the digest choice of a follow. */
    async follow(ctx: Ctx, producerId: number, body: unknown) {
      if (!ctx.user) throw new AppError('unauthenticated');
      const { digest } = parse(followSchema, body ?? {});
      await producerOrMissing(producerId);
      if (producerId === ctx.user.id)
        throw new AppError('validation_failed', { topicId: 'producer_id', message: 'You cannot follow yourself' });
      await repo.follow(ctx.user.id, producerId, digest);
      return state(ctx.user.id, producerId);
    },
    async unfollow(ctx: Ctx, producerId: number) {
      if (!ctx.user) throw new AppError('unauthenticated');
      await producerOrMissing(producerId);
      await repo.unfollow(ctx.user.id, producerId);
      return state(ctx.user.id, producerId);
    },
    /** The producer's own followers by week (an administrator may read anyone's). */
    async stats(ctx: Ctx, producerId?: number): Promise<FollowerStats> {
      if (!ctx.user) throw new AppError('unauthenticated');
      const id = producerId ?? ctx.user.id;
      if (!isProducer(ctx.user.role) || (id !== ctx.user.id && !isAdmin(ctx.user.role)))
        throw new AppError('forbidden');
      const weeks = await repo.weekly(id);
      return { total: weeks.reduce((n, w) => n + w.added, 0), weeks };
    },
  };
}
export type FollowsService = ReturnType<typeof createFollowsService>;
