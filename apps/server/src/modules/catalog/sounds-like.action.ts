import { SOUNDS_LIKE_RESULTS, soundsLikeSchema } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { requireUser } from '../../core/session-user.js';
import { ActionReply, type EntityAction, type EntityContext } from '../entities/entity.types.js';
import type { EnrichedBeat, presentBeat } from './beat.presenter.js';
import type { BeatTableRow } from './beat-rows.sql.js';
import type { BeatsRepository } from './beats.repository.js';

/** A reference upload described (media's sound-reference) and deleted; null when it holds too little audio. */
export type DescribeReference = (userId: number, fileToken: string) => Promise<number[] | null>;

/** The demand report's intake (analytics, decision 0103): typed searches, and references by their nearest beats. */
export interface SearchDemandSink {
  record(search: string, found: number): void;
  /** The tags of the beats a reference file found, nearest first. */
  recordReference(nearestTags: string[][]): void;
}

const notHeard = (message: string) => new AppError('validation_failed', { topicId: 'file_token', message });

/**
 * `POST /beat/sounds_like` (issue 37 §3, decision 0104): the catalog's beats nearest a reference by sound,
 * nearest first, narrowed by the search language. A file reference needs an account (the upload does);
 * "more like this" from a beat anyone may ask, of a beat they can see.
 */
export function soundsLikeAction(deps: {
  repo: BeatsRepository;
  describeReference?: DescribeReference;
  canSee(ctx: EntityContext, row: BeatTableRow): boolean;
  enrich(rows: BeatTableRow[], ctx: EntityContext): Promise<EnrichedBeat[]>;
  present: typeof presentBeat;
  demand?: SearchDemandSink;
}): EntityAction<BeatTableRow> {
  const { repo } = deps;
  async function referenceOf(ctx: EntityContext, input: { file_token?: string; beat_id?: number }) {
    if (input.file_token !== undefined) {
      const user = requireUser(ctx);
      if (!deps.describeReference) throw notHeard('Searching by a file is not available here.');
      const vector = await deps.describeReference(user.id, input.file_token);
      if (!vector) throw notHeard('There is too little music in this file: send at least a few seconds of audio.');
      return vector;
    }
    const row = await repo.find(input.beat_id!);
    if (!row || !deps.canSee(ctx, row)) throw new AppError('record_not_found');
    const sound = await repo.soundOf(row.id);
    if (!sound)
      throw new AppError('validation_failed', {
        topicId: 'beat_id',
        message: 'This beat has not been listened to yet. Try again in a few minutes.',
      });
    return sound;
  }
  return {
    method: 'POST',
    onRecord: false,
    async run(ctx, { body }) {
      const input = parse(soundsLikeSchema, body);
      const vector = await referenceOf(ctx, input);
      const rows = await repo.soundsLike(vector, input.search, input.beat_id ?? null, SOUNDS_LIKE_RESULTS);
      // A file is a track from outside the catalog: what buyers bring is what producers could make next.
      if (input.file_token !== undefined) deps.demand?.recordReference(rows.map((r) => r.tagSlugs));
      const data = (await deps.enrich(rows, ctx)).map((r) => deps.present(r, ctx));
      return new ActionReply(data, { total: data.length });
    },
  };
}
