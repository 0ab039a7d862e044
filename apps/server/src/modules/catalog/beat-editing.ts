import {
  beatCreateSchema,
  canCreateBeat,
  canRequestPublish,
  EXCLUSIVE_REFUSED,
  hasUnclearedSample,
  UNTAGGED_MP3_DOWNLOAD,
  type BeatCreate,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { EntityAction, EntityContext, EntityDefinition } from '../entities/entity.types.js';
import { beatOwnership } from './beat.presenter.js';
import type { BeatEditingRepository, TagInput } from './beat-editing.repository.js';
import type { BeatRow } from './beats.repository.js';
import type { BeatTableRow } from './beat-rows.sql.js';

/** Producers create beats and features; new ones await approval (no published_at) until an administrator publishes. */
export function beatEditing(
  editing: BeatEditingRepository,
  reload: (ctx: EntityContext, id: number) => Promise<object>,
  find: (id: number) => Promise<BeatRow>,
  /** Tells the administrators (approvals.ts) when a beat first asks for their approval. */
  onRequested: (beat: BeatRow) => Promise<void> = async () => {},
) {
  const create: NonNullable<EntityDefinition<BeatTableRow>['create']> = {
    schema: beatCreateSchema,
    async run(ctx, input) {
      const v = input as BeatCreate;
      if (v.coproducer_id === ctx.user!.id)
        throw new AppError('validation_failed', { topicId: 'coproducer_id', message: 'You are already the producer.' });
      const id = await editing.insert(
        {
          family: v.family,
          title: v.title,
          beatType: v.beat_type ?? 'plain',
          description: v.description ?? '',
          bpm: v.bpm ?? null,
          musicalKey: v.musical_key ?? null,
          samples: v.sample_declaration ? v.sample_declaration.uses_samples : (v.samples ?? false),
          sampleDeclaration: v.sample_declaration ?? null,
          available: v.available ?? true,
          price: v.price ?? 0,
          premiumDownloadData: v.premium_download ? UNTAGGED_MP3_DOWNLOAD : null,
          producerId: ctx.user!.id,
          coproducerId: v.coproducer_id ?? null,
        },
        v.tags ?? [],
      );
      return find(id);
    },
  };

  /** The owner asks the administrators to publish. */
  const requestPublish: EntityAction<BeatTableRow> = {
    method: 'POST',
    onRecord: true,
    async run(ctx, { row }) {
      const b = row!;
      if (!ctx.user) throw new AppError('unauthenticated');
      if (!canRequestPublish(ctx.user, beatOwnership(b))) throw new AppError('forbidden');
      if (b.publishedAt) throw new AppError('conflict', { message: 'This beat is already published.' });
      // Visitors judge a beat by its preview: no approval request before the pipeline has made one.
      if (b.family === 'beat' && b.mediaState !== 'ready')
        throw new AppError('conflict', { message: 'Upload the master first: visitors need a preview to hear.' });
      await editing.requestPublish(b.id);
      // Asked again (nothing new for them): no second mail.
      if (!b.publishRequestedAt) await onRequested(await find(b.id));
      return reload(ctx, b.id);
    },
  };

  return {
    canCreate: (ctx: EntityContext) => canCreateBeat(ctx.user),
    create,
    requestPublish,
    /** The editor's switch as the column it is stored in: the untagged MP3 download, or none. */
    convert(values: Record<string, unknown>) {
      const declared = values.sample_declaration as BeatCreate['sample_declaration'];
      // The old yes/no column follows the declaration, so every reader of it stays right.
      const withSamples = declared ? { ...values, samples: declared.uses_samples } : values;
      if (!('premium_download' in withSamples)) return withSamples;
      const { premium_download, ...rest } = withSamples;
      return { ...rest, premium_download_data: premium_download ? UNTAGGED_MP3_DOWNLOAD : null };
    },
    /** Tags live in their own table, and both tags and the coproducer feed the search columns: saved with the row, all or nothing. */
    save: (row: BeatTableRow, columns: Record<string, unknown>, values: Record<string, unknown>) =>
      editing.save(
        row.id,
        columns,
        Array.isArray(values.tags) ? (values.tags as TagInput[]) : undefined,
        'coproducer_id' in values,
      ),
    guard(_ctx: EntityContext, row: BeatTableRow, change: Record<string, unknown> | 'delete' | 'restore') {
      // Decision 0091: a beat already sold exclusively cannot take an uncleared sample (nobody may sell it so).
      if (typeof change === 'object' && row.sold && hasUnclearedSample(change.sample_declaration as never)) {
        throw new AppError('validation_failed', {
          topicId: 'sample_declaration',
          message: `${EXCLUSIVE_REFUSED} It was already sold exclusively: contact support to correct the sale.`,
        });
      }
      if (typeof change === 'object' && change.coproducer_id !== undefined && change.coproducer_id === row.producerId) {
        throw new AppError('validation_failed', {
          topicId: 'coproducer_id',
          message: 'The producer cannot also be the coproducer.',
        });
      }
    },
  };
}
