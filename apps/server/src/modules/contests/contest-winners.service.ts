import { randomBytes } from 'node:crypto';
import { contestWinnersSchema, isAdmin, prizeLabel } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { ContestAwardsRepository } from './contest-awards.repository.js';
import type { ContestsRepository } from './contests.repository.js';
import { admin, closed } from './contest-access.js';

const YEAR_MS = 365 * 24 * 60 * 60_000;

/** The winners of a contest (issue 34): picked by administrators once voting has closed, paid once. */
export function createContestWinnersService(deps: {
  repo: ContestsRepository;
  awards: ContestAwardsRepository;
  /** Delivery of a recorded order (commerce's: fulfilled, receipt with the links), after the commit. */
  complete(orderId: number): Promise<unknown>;
  now: () => Date;
}) {
  const { repo, awards, now } = deps;
  return {
    /** Administrators pick the winners once voting has closed; the prizes are paid with them, once. */
    async pick(ctx: EntityContext, id: number, body: unknown) {
      const by = admin(ctx);
      const c = await repo.byId(id);
      if (!c || (!c.published && !isAdmin(by.role))) throw new AppError('record_not_found');
      const { winners } = parse(contestWinnersSchema, body);
      const at = now();
      if (at < c.votingCloseAt) throw closed('Winners are picked once voting has closed.');
      const entries = new Map(
        (
          await repo.entriesByIds(
            c.id,
            winners.map((w) => w.entry_id),
          )
        ).map((e) => [e.id, e]),
      );
      const missing = winners.findIndex((w) => !entries.has(w.entry_id));
      if (missing >= 0)
        throw new AppError('validation_failed', {
          topicId: `winners.${missing}.entry_id`,
          message: 'This entry is not in this contest.',
        });
      const redeemBy = new Date(at.getTime() + YEAR_MS).toISOString().slice(0, 10);
      const done = await awards.award(
        c.id,
        winners.map((w) => {
          const prize = c.prizes.find((p) => p.place === w.place) ?? null;
          const label = `Contest prize: ${c.title}, place ${w.place}${prize ? ` (${prizeLabel(prize)})` : ''}`;
          const code = `WIN-${randomBytes(5).toString('hex').toUpperCase()}`;
          return {
            place: w.place,
            entryId: w.entry_id,
            userId: entries.get(w.entry_id)!.userId,
            prize,
            label,
            code,
            redeemBy,
          };
        }),
        by.id,
      );
      if (!done.ok && done.reason === 'picked')
        throw closed('The winners of this contest are already picked and paid.');
      if (!done.ok)
        throw new AppError('conflict', {
          topicId: `winners.${winners.findIndex((w) => w.place === done.place)}.entry_id`,
          message:
            'The feature of this place can no longer be given (withdrawn or unavailable). Change the prize first.',
        });
      // A crash before this leaves the orders paid, not delivered: recovery's sweep delivers them.
      for (const orderId of done.orders) await deps.complete(orderId);
      return { winners: winners.length };
    },
  };
}
export type ContestWinnersService = ReturnType<typeof createContestWinnersService>;
