import type { AreaParts, Base } from '../../wiring.js';
import { createContestAwardsRepository } from './contest-awards.repository.js';
import type { PrizeOrders } from './contest-feature-prize.repository.js';
import { createContestsRepository } from './contests.repository.js';
import { contestsRoutes } from './contests.routes.js';
import type { ContestTokens } from './contest-access.js';
import { createContestsService } from './contests.service.js';
import { createContestWinnersService } from './contest-winners.service.js';

/**
 * Contests (issue 34): files through the media area's uploads and signed links, prizes through the
 * ledger, coupons and (a feature) an order written and delivered by commerce.
 */
export function wireContests(
  { config, db, now }: Base,
  tokens: ContestTokens,
  sales: { orders: PrizeOrders; complete(orderId: number): Promise<unknown> },
) {
  const repo = createContestsRepository(db);
  const contests = createContestsService({ repo, tokens, now });
  const awards = createContestAwardsRepository(db, {
    orders: sales.orders,
    producerPercent: config.producerSharePercent,
    now,
  });
  const winners = createContestWinnersService({ repo, awards, complete: sales.complete, now });
  return {
    contests,
    contestWinners: winners,
    api: (async (app) => void (await app.register(contestsRoutes, { contests, winners }))) satisfies AreaParts['api'],
  };
}
