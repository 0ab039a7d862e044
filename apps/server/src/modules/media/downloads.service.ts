import type { AttachmentKind, PrivateUrlView, SharedFileView } from '@beatmarket/shared';
import { stat } from 'node:fs/promises';
import { localPath, type Storage } from '../../adapters/storage.js';
import { requestedRange, type RangedFile } from '../../core/byte-range.js';
import { AppError } from '../../core/errors.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { DownloadTokens } from './download-token.js';
import type { MediaRepository } from './media.repository.js';

/** Seconds a private link lives (spec §3 Private-URL response: expires_in). */
export const PRIVATE_URL_TTL_SEC = 10 * 60;
/** Links on an order page: long enough to finish a slow download, renewed each time the page is opened. */
export const ORDER_LINK_TTL_SEC = 24 * 60 * 60;

/** The shared views these links are answered as. */
export type PrivateUrl = PrivateUrlView;
export type SharedFile = SharedFileView;

/** How a followed link is answered: our own ranged stream of a local file, a 416, or the store's own link. */
export type LinkDelivery = RangedFile | { kind: 'unsatisfiable'; size: number } | { kind: 'redirect'; url: string };

const fileName = (title: string, ext: string, suffix = '') =>
  `${title.replace(/[^\w\s.-]+/g, '').trim() || 'beat'}${suffix}.${ext}`;

/** Private links: signed, expiring, and bound to the user they were made for. */
export function createDownloadsService(deps: {
  repo: MediaRepository;
  storage: Storage;
  tokens: DownloadTokens;
  canSee(ctx: EntityContext, beatId: number): Promise<boolean>;
}) {
  const { repo, storage, tokens } = deps;
  const link = (key: string, filename: string, userId: number | null, ttl = PRIVATE_URL_TTL_SEC): PrivateUrl => {
    const token = tokens.sign({ key, filename, userId, exp: Date.now() + ttl * 1000 });
    return { href: `/download/${token}`, expires_in: ttl };
  };

  /** Per kind: the uploaded attachment, else what the pipeline made (untagged MP3) or the WAV master. */
  async function filesOf(
    beatId: number,
    kinds: AttachmentKind[],
    userId: number | null,
    ttl?: number,
  ): Promise<SharedFile[]> {
    const beat = await repo.beatMedia(beatId);
    if (!beat) return [];
    const attached = await repo.attachments(beatId);
    const files: SharedFile[] = [];
    for (const kind of kinds) {
      const own = attached.filter((a) => a.kind === kind);
      if (own.length)
        files.push(...own.map((a) => ({ kind, name: a.name, size: a.size, ...link(a.key, a.name, userId, ttl) })));
      else if (kind === 'mp3' && beat.untaggedKey)
        files.push({
          kind,
          name: fileName(beat.title, 'mp3'),
          size: await storage.size(beat.untaggedKey),
          ...link(beat.untaggedKey, fileName(beat.title, 'mp3'), userId, ttl),
        });
      else if (kind === 'wav' && beat.masterKey && /\.wav$/i.test(beat.masterFilename ?? ''))
        files.push({
          kind,
          name: fileName(beat.title, 'wav'),
          size: await storage.size(beat.masterKey),
          ...link(beat.masterKey, fileName(beat.title, 'wav'), userId, ttl),
        });
    }
    return files;
  }

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
      const files = await filesOf(beatId, [format === 'trackouts' ? 'zip' : format], null);
      return { beat: { id: beat.id, title: beat.title, image_url: beat.imageUrl }, format, files };
    },

    /** One stored file by key, bound to its buyer for as long as an order page's links (a store item's ZIP). */
    privateFile: (
      userId: number,
      kind: AttachmentKind,
      file: { key: string; name: string; size: number | null },
    ): SharedFile => ({
      kind,
      name: file.name,
      size: file.size,
      ...link(file.key, file.name, userId, ORDER_LINK_TTL_SEC),
    }),

    /** A buyer's files for a licensed beat, bound to them (the order page and the receipt list these). */
    licensedFiles: (userId: number, beatId: number, kinds: AttachmentKind[]) =>
      filesOf(beatId, kinds, userId, ORDER_LINK_TTL_SEC),

    /**
     * Follows a private link: the grant must be intact, unexpired and, when bound, for this user. A local
     * file is answered with the range asked (a resumed download); S3 gets the store's own link.
     */
    async resolve(
      ctx: EntityContext,
      token: string,
      req: { range?: string; ifRange?: string } = {},
    ): Promise<{ delivery: LinkDelivery; filename: string }> {
      const grant = tokens.verify(token);
      if (!grant) throw new AppError('not_found', { message: 'This download link is invalid or has expired.' });
      if (grant.userId !== null && grant.userId !== ctx.user?.id)
        throw new AppError('forbidden', { message: 'This download link was made for another account.' });
      // The link outlives its file when a master is replaced or an attachment removed: a 404, not a failure.
      const gone = () => new AppError('not_found', { message: 'This file is no longer available.' });
      const path = localPath(storage, grant.key);
      if (path) {
        const s = await stat(path).catch(() => null);
        if (!s?.isFile()) throw gone();
        const etag = `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`;
        const range = requestedRange(req, s.size, etag);
        const delivery: LinkDelivery =
          range === 'unsatisfiable'
            ? { kind: 'unsatisfiable', size: s.size }
            : { kind: 'file', path, size: s.size, etag, range };
        return { delivery, filename: grant.filename };
      }
      if ((await storage.size(grant.key)) === null) throw gone();
      const delivery = await storage.deliver(grant.key, grant.filename, 60).catch(() => {
        throw gone();
      });
      if (delivery.kind === 'redirect') return { delivery, filename: grant.filename };
      delivery.body.destroy();
      throw new Error('a store without file paths must answer with its own link');
    },
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
