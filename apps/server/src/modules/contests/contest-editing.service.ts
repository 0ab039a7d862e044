import { contestSchema, type ContestPrize } from '@beatmarket/shared';
import { AppError, isUniqueViolation } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { sanitizeStoredHtml } from '../../core/sanitize-html.js';
import type { EntityContext } from '../entities/entity.types.js';
import { featureTitle, giveable } from './contest-feature-prize.repository.js';
import type { ContestsRepository } from './contests.repository.js';
import { admin, type uploadedFile } from './contest-access.js';

// jsonb keeps an object's keys in its own order: compare the prizes key by key.
const canonical = (prizes: ContestPrize[]) =>
  JSON.stringify(prizes.map((p) => Object.entries(p).sort(([a], [b]) => a.localeCompare(b))));
const samePrizes = (a: ContestPrize[], b: ContestPrize[]) => canonical(a) === canonical(b);

/** The administrators' side of contests: writing one, and changing it until its prizes are paid. */
export function createContestEditing(deps: { repo: ContestsRepository; uploaded: ReturnType<typeof uploadedFile> }) {
  const { repo, uploaded } = deps;

  /** A feature prize names a feature a buyer could buy now; its title is written here, never taken from the form. */
  async function prizes(list: ContestPrize[]): Promise<ContestPrize[]> {
    return Promise.all(
      list.map(async (p, i) => {
        if (p.kind !== 'feature') return p;
        const f = await repo.feature(p.beat_id);
        if (!giveable(f))
          throw new AppError('validation_failed', {
            topicId: `prizes.${i}.beat_id`,
            message: 'Pick a published feature that is for sale.',
          });
        return { ...p, title: featureTitle(f) };
      }),
    );
  }

  async function columns(ctx: EntityContext, input: ReturnType<typeof contestSchema.parse>) {
    const { file_token, ...v } = input;
    const file = file_token ? uploaded(ctx, file_token, 'contest_file') : null;
    return {
      slug: v.slug,
      title: v.title,
      brief: sanitizeStoredHtml(v.brief),
      rules: sanitizeStoredHtml(v.rules),
      prizesText: v.prizes_text,
      prizes: await prizes(v.prizes),
      submissionsOpenAt: v.submissions_open_at,
      submissionsCloseAt: v.submissions_close_at,
      votingOpenAt: v.voting_open_at,
      votingCloseAt: v.voting_close_at,
      maxEntries: v.max_entries,
      published: v.published,
      ...(file ? { fileKey: file.key, fileName: file.filename } : {}),
    };
  }
  const slugTaken = (err: unknown) => {
    if (isUniqueViolation(err))
      throw new AppError('validation_failed', { topicId: 'slug', message: 'Another contest has this address' });
    throw err;
  };

  return {
    async create(ctx: EntityContext, body: unknown) {
      admin(ctx);
      const row = await repo.insert(await columns(ctx, parse(contestSchema, body))).catch(slugTaken);
      return { id: row.id, slug: row.slug };
    },

    async update(ctx: EntityContext, id: number, body: unknown) {
      admin(ctx);
      const values = await columns(ctx, parse(contestSchema, body));
      // Paid prizes stay as they were paid: the page shows each winner's prize from the contest.
      const before = await repo.byId(id);
      if (before && !samePrizes(before.prizes, values.prizes) && (await repo.winners(id)).length)
        throw new AppError('conflict', { message: 'The prizes are paid: they can no longer change.' });
      const row = await repo.update(id, values).catch(slugTaken);
      if (!row) throw new AppError('record_not_found');
      return { id: row.id, slug: row.slug };
    },
  };
}
