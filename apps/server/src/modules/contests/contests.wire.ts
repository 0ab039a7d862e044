import type { AreaParts, Base } from '../../wiring.js';
import { createContestAwardsRepository } from './contest-awards.repository.js';
import { createContestsRepository } from './contests.repository.js';
import { contestsRoutes } from './contests.routes.js';
import { createContestsService, type ContestTokens } from './contests.service.js';
import { createContestWinnersService } from './contest-winners.service.js';

/** Contests (issue 34): files through the media area's uploads and signed links, prizes through the ledger and coupons. */
export function wireContests({ db, now }: Base, tokens: ContestTokens) {
  const repo = createContestsRepository(db);
  const contests = createContestsService({ repo, tokens, now });
  const winners = createContestWinnersService({ repo, awards: createContestAwardsRepository(db), now });
  return {
    contests,
    contestWinners: winners,
    api: (async (app) => void (await app.register(contestsRoutes, { contests, winners }))) satisfies AreaParts['api'],
  };
}
