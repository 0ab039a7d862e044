import {
  ATTACHMENT_KINDS,
  isProducer,
  type AttachmentView,
  type DeliveryFileView,
  type VoiceTagView,
} from '@beatmarket/shared';
import type { Storage } from '../../adapters/storage.js';
import { AppError } from '../../core/errors.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { DownloadsService } from './downloads.service.js';
import type { MediaJobsRepository } from './media-jobs.repository.js';
import type { MediaRepository } from './media.repository.js';
import type { UploadsService } from './uploads.service.js';
import { DEFAULT_VOICE_TAG_KEY } from './media-processor.js';
import type { DownloadTokens } from './download-token.js';

/** The media calls that are not uploads or downloads: attachments, reprocessing, the voice tag. */
export function createMediaService(deps: {
  repo: MediaRepository;
  jobs: MediaJobsRepository;
  storage: Storage;
  tokens: DownloadTokens;
  uploads: UploadsService;
  downloads: DownloadsService;
  onQueued(): void;
}) {
  const { repo, jobs, storage, uploads } = deps;
  return {
    uploads,
    downloads: deps.downloads,
    async attachments(ctx: EntityContext, beatId: number): Promise<AttachmentView[]> {
      await uploads.editableBeat(ctx, beatId);
      return (await repo.attachments(beatId)).map((a) => ({
        id: a.id,
        kind: a.kind,
        name: a.name,
        size: a.size,
        created_at: a.createdAt,
      }));
    },
    /** Per format, what a buyer receives (as the order's links and download packages pick it). */
    async delivery(ctx: EntityContext, beatId: number): Promise<DeliveryFileView[]> {
      const beat = await uploads.editableBeat(ctx, beatId);
      const attached = await repo.attachments(beatId);
      return Promise.all(
        ATTACHMENT_KINDS.map(async (kind): Promise<DeliveryFileView> => {
          const own = attached.find((a) => a.kind === kind);
          if (own) return { kind, source: 'upload', name: own.name, size: own.size, attachment_id: own.id };
          const made =
            kind === 'mp3' && beat.untaggedKey
              ? { source: 'pipeline' as const, key: beat.untaggedKey }
              : kind === 'wav' && beat.masterKey && /\.wav$/i.test(beat.masterFilename ?? '')
                ? { source: 'master' as const, key: beat.masterKey }
                : null;
          if (!made) return { kind, source: null, name: null, size: null, attachment_id: null };
          const name = kind === 'wav' ? beat.masterFilename : `${beat.title}.mp3`;
          return { kind, source: made.source, name, size: await storage.size(made.key), attachment_id: null };
        }),
      );
    },
    async removeAttachment(ctx: EntityContext, id: number) {
      const attachment = await repo.findAttachment(id);
      if (!attachment) throw new AppError('record_not_found');
      await uploads.editableBeat(ctx, attachment.beatId);
      await repo.deleteAttachment(id);
      await storage.remove([attachment.key]);
      return { id };
    },
    /** A failed (or finished) job runs again from the stored master. */
    async reprocess(ctx: EntityContext, beatId: number) {
      const beat = await uploads.editableBeat(ctx, beatId);
      if (!beat.masterKey) throw new AppError('conflict', { message: 'Upload a master file first.' });
      await jobs.enqueue(beatId);
      deps.onQueued();
    },
    /** The producer's own voice tag (or the default), through a private link bound to them. */
    async voiceTag(ctx: EntityContext): Promise<VoiceTagView> {
      if (!ctx.user) throw new AppError('unauthenticated');
      if (!isProducer(ctx.user.role)) throw new AppError('forbidden');
      const key = await repo.voiceTagKey(ctx.user.id);
      const grant = {
        key: key ?? DEFAULT_VOICE_TAG_KEY,
        filename: key ? 'voice-tag' : 'default-voice-tag.wav',
        userId: ctx.user.id,
        exp: Date.now() + 3600_000,
      };
      return { url: `/download/${deps.tokens.sign(grant)}`, is_default: key === null };
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
