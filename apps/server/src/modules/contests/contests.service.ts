import {
  contestEntrySchema,
  contestPhase,
  contestSchema,
  contestVoteSchema,
  isAdmin,
  type ContestData,
  type ContestPrize,
} from '@beatmarket/shared';
import { AppError, isUniqueViolation } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { sanitizeStoredHtml } from '../../core/sanitize-html.js';
import type { EntityContext } from '../entities/entity.types.js';
import { featureTitle, giveable } from './contest-feature-prize.repository.js';
import type { ContestRow, ContestsRepository } from './contests.repository.js';
import { presentSummary } from './contests.present.js';

/** What a signed file grant says (the media area's download tokens). */
interface Grant {
  key: string;
  filename: string;
  userId: number | null;
  exp: number;
}
export interface ContestTokens {
  sign(grant: Grant): string;
  verify(token: string): Grant | null;
}

/** Entries play through public signed links, renewed with each read of the page. */
const PLAY_TTL_MS = 6 * 60 * 60_000;
const FILE_TTL_MS = 60 * 60_000;

export const signedIn = (ctx: EntityContext) => {
  if (!ctx.user) throw new AppError('unauthenticated');
  return ctx.user;
};
export const admin = (ctx: EntityContext) => {
  const user = signedIn(ctx);
  if (!isAdmin(user.role)) throw new AppError('forbidden');
  return user;
};
export const closed = (message: string) => new AppError('conflict', { message });
// jsonb keeps an object's keys in its own order: compare the prizes key by key.
const canonical = (prizes: ContestPrize[]) =>
  JSON.stringify(prizes.map((p) => Object.entries(p).sort(([a], [b]) => a.localeCompare(b))));
const samePrizes = (a: ContestPrize[], b: ContestPrize[]) => canonical(a) === canonical(b);

/** Contests (issue 34, decision 0086): the page, entries, votes and the administrators' edits. */
export function createContestsService(deps: { repo: ContestsRepository; tokens: ContestTokens; now: () => Date }) {
  const { repo, tokens, now } = deps;
  const link = (key: string, filename: string, userId: number | null, ttl: number) =>
    `/download/${tokens.sign({ key, filename, userId, exp: Date.now() + ttl })}`;

  /** A token from this account's own completed upload of this purpose: the key is never taken from the client. */
  function uploaded(ctx: EntityContext, token: string, purpose: 'contest_file' | 'contest_entry') {
    const grant = tokens.verify(token);
    if (!grant || grant.userId !== ctx.user?.id || !grant.key.startsWith(`private/${purpose}/`))
      throw new AppError('validation_failed', { topicId: 'file_token', message: 'Please upload the file again.' });
    return grant;
  }

  /** A contest the viewer may see: drafts are administrators' only. */
  async function visible(ctx: EntityContext, row: ContestRow | null): Promise<ContestRow> {
    if (!row || (!row.published && !isAdmin(ctx.user?.role))) throw new AppError('record_not_found');
    return row;
  }

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
