import { contestEntrySchema, contestPhase, contestVoteSchema, isAdmin, type ContestData } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import { signedIn, closed, uploadedFile, type ContestTokens } from './contest-access.js';
import { createContestEditing } from './contest-editing.service.js';
import type { ContestRow, ContestsRepository } from './contests.repository.js';
import { presentSummary } from './contests.present.js';

/** Entries play through public signed links, renewed with each read of the page. */
const PLAY_TTL_MS = 6 * 60 * 60_000;
const FILE_TTL_MS = 60 * 60_000;

/** Contests (issue 34, decision 0086): the page, entries, votes and the administrators' edits. */
export function createContestsService(deps: { repo: ContestsRepository; tokens: ContestTokens; now: () => Date }) {
  const { repo, tokens, now } = deps;
  const link = (key: string, filename: string, userId: number | null, ttl: number) =>
    `/download/${tokens.sign({ key, filename, userId, exp: Date.now() + ttl })}`;
  const uploaded = uploadedFile(tokens);

  /** A contest the viewer may see: drafts are administrators' only. */
  async function visible(ctx: EntityContext, row: ContestRow | null): Promise<ContestRow> {
    if (!row || (!row.published && !isAdmin(ctx.user?.role))) throw new AppError('record_not_found');
    return row;
  }

  return {
    ...createContestEditing({ repo, uploaded }),

    async list(ctx: EntityContext) {
      const rows = await repo.list(isAdmin(ctx.user?.role));
      const at = now();
      return rows.map((r) => presentSummary(r.contest, r.entries, at));
    },

    async read(ctx: EntityContext, slug: string): Promise<ContestData> {
      const c = await visible(ctx, await repo.bySlug(slug));
      const at = now();
      const userId = ctx.user?.id ?? null;
      const adminView = isAdmin(ctx.user?.role);
      const [entries, winners, myVote] = await Promise.all([
        repo.entries(c.id),
        repo.winners(c.id),
        userId ? repo.myVote(c.id, userId) : null,
      ]);
      const summary = presentSummary(c, entries.length, at);
      const showVotes = adminView || summary.phase === 'closed';
      const byId = new Map(entries.map((e) => [e.id, e]));
      return {
        ...summary,
        brief: c.brief,
        rules: c.rules,
        prizes: c.prizes,
        max_entries: c.maxEntries,
        file_name: c.fileName,
        file_href: userId && c.fileKey ? link(c.fileKey, c.fileName ?? 'contest-file', userId, FILE_TTL_MS) : null,
        entries: entries.map((e) => ({
          id: e.id,
          title: e.title,
          artist: e.artist,
          audio_href: link(e.fileKey, e.fileName, null, PLAY_TTL_MS),
          mine: e.userId === userId,
          votes: showVotes ? e.votes : null,
        })),
        my_entry_count: entries.filter((e) => e.userId === userId).length,
        my_vote: myVote,
        winners: winners.map((w) => ({
          place: w.place,
          entry_id: w.entryId,
          title: byId.get(w.entryId)?.title ?? '',
          artist: byId.get(w.entryId)?.artist ?? '',
          prize: c.prizes.find((p) => p.place === w.place) ?? null,
          coupon_code: adminView || w.userId === userId ? w.code : null,
          order_id: adminView || w.userId === userId ? w.orderId : null,
        })),
      };
    },

    /** An entry while submissions are open, up to the contest's number per account. */
    async submit(ctx: EntityContext, id: number, body: unknown) {
      const user = signedIn(ctx);
      const c = await visible(ctx, await repo.byId(id));
      const input = parse(contestEntrySchema, body);
      if (contestPhase(presentSummary(c, 0, now()), now()) !== 'submissions')
        throw closed('This contest is not taking entries now.');
      const file = uploaded(ctx, input.file_token, 'contest_entry');
      const entry = await repo.addEntry(
        { contestId: c.id, userId: user.id, title: input.title, fileKey: file.key, fileName: file.filename },
        c.maxEntries,
      );
      if (!entry)
        throw closed(
          c.maxEntries === 1
            ? 'You have already entered this contest.'
            : `You have already entered this contest ${c.maxEntries} times, the most allowed.`,
        );
      return { id: entry.id };
    },

    /** One vote per account per contest, while voting is open; not for one's own entry. */
    async vote(ctx: EntityContext, id: number, body: unknown) {
      const user = signedIn(ctx);
      const c = await visible(ctx, await repo.byId(id));
      const { entry_id } = parse(contestVoteSchema, body);
      if (contestPhase(presentSummary(c, 0, now()), now()) !== 'voting') throw closed('Voting is not open now.');
      const entry = await repo.entry(c.id, entry_id);
      if (!entry)
        throw new AppError('validation_failed', { topicId: 'entry_id', message: 'This entry is not in this contest.' });
      if (entry.userId === user.id) throw new AppError('forbidden', { message: 'You cannot vote for your own entry.' });
      if (!(await repo.vote(c.id, user.id, entry.id))) throw closed('You have already voted in this contest.');
      return { entry_id: entry.id };
    },
  };
}
export type ContestsService = ReturnType<typeof createContestsService>;
