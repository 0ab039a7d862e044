import type { AttachmentKind } from '@beatmarket/shared';
import type { Storage } from '../../adapters/storage.js';
import { AppError } from '../../http/errors.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { DownloadTokens } from './download-token.js';
import type { MediaRepository } from './media.repository.js';

/** Seconds a private link lives (spec §3 Private-URL response: expires_in). */
export const PRIVATE_URL_TTL_SEC = 10 * 60;

export interface PrivateUrl { href: string; expires_in: number }
export interface SharedFile extends PrivateUrl { kind: AttachmentKind; name: string; size: number | null }

const fileName = (title: string, ext: string, suffix = '') => `${title.replace(/[^\w\s.-]+/g, '').trim() || 'beat'}${suffix}.${ext}`;

/** Private links: signed, expiring, and bound to the user they were made for. */
export function createDownloadsService(deps: { repo: MediaRepository; storage: Storage; tokens: DownloadTokens; canSee(ctx: EntityContext, beatId: number): Promise<boolean> }) {
  const { repo, storage, tokens } = deps;
  const link = (key: string, filename: string, userId: number | null): PrivateUrl => {
    const token = tokens.sign({ key, filename, userId, exp: Date.now() + PRIVATE_URL_TTL_SEC * 1000 });
    return { href: `/download/${token}`, expires_in: PRIVATE_URL_TTL_SEC };
  };

  return {
    /**
     * Spec §6: logged-in users download the untagged MP3 when the beat has premium download data and is
     * not sold; otherwise the demo download is the voice-tagged preview.
     */
    async privateUrl(ctx: EntityContext, beatId: number): Promise<PrivateUrl> {
      if (!ctx.user) throw new AppError('unauthenticated');
      if (!(await deps.canSee(ctx, beatId))) throw new AppError('record_not_found');
      const beat = await repo.beatMedia(beatId);
      if (!beat) throw new AppError('record_not_found');
      const premium = beat.premiumDownloadData !== null && !beat.sold && beat.untaggedKey;
      if (premium) return link(beat.untaggedKey!, fileName(beat.title, 'mp3'), ctx.user.id);
      if (!beat.previewKey) throw new AppError('not_found', { message: 'This beat has no audio yet.' });
      return link(beat.previewKey, fileName(beat.title, 'mp3', ' (demo)'), ctx.user.id);
    },

    /** Share pages /dt/{token}[/mp3|/wav]: whoever holds the beat's token gets those files. */
    async shared(token: string, format: 'trackouts' | 'mp3' | 'wav') {
      const beatId = await repo.beatByToken(token);
      if (!beatId) throw new AppError('record_not_found');
      const beat = (await repo.beatMedia(beatId))!;
      const kind: AttachmentKind = format === 'trackouts' ? 'zip' : format;
      const files: SharedFile[] = (await repo.attachments(beatId))
        .filter((a) => a.kind === kind)
        .map((a) => ({ kind: a.kind, name: a.name, size: a.size, ...link(a.key, a.name, null) }));
      if (!files.length && kind === 'mp3' && beat.untaggedKey) files.push({ kind, name: fileName(beat.title, 'mp3'), size: await storage.size(beat.untaggedKey), ...link(beat.untaggedKey, fileName(beat.title, 'mp3'), null) });
      if (!files.length && kind === 'wav' && beat.masterKey && /\.wav$/i.test(beat.masterFilename ?? '')) files.push({ kind, name: fileName(beat.title, 'wav'), size: await storage.size(beat.masterKey), ...link(beat.masterKey, fileName(beat.title, 'wav'), null) });
      return { beat: { id: beat.id, title: beat.title, image_url: beat.imageUrl }, format, files };
    },

    /** Follows a private link: the grant must be intact, unexpired and, when bound, for this user. */
    async resolve(ctx: EntityContext, token: string) {
      const grant = tokens.verify(token);
      if (!grant) throw new AppError('not_found', { message: 'This download link is invalid or has expired.' });
      if (grant.userId !== null && grant.userId !== ctx.user?.id) throw new AppError('forbidden', { message: 'This download link was made for another account.' });
      return { delivery: await storage.deliver(grant.key, grant.filename, 60), filename: grant.filename };
    },
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
