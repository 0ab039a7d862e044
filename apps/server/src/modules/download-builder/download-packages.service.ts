import type { DownloadBuildInput, DownloadBuildLink } from '@beatmarket/shared';
import { localPath, type Storage } from '../../adapters/storage.js';
import { requestedRange, type RangedFile } from '../../core/byte-range.js';
import { AppError } from '../../core/errors.js';
import type { RecordBeatEvent } from '../analytics/beat-events.service.js';
import type { DownloadBuildRow, DownloadBuildsRepository } from './download-builds.repository.js';
import type { PackageTokens } from './package-token.js';

const DAY_MS = 86_400_000;
const INVALID = 'This download link is invalid or has expired.';

/** A package's file name: its title with what no file system takes left out. */
export const packageFilename = (title: string) =>
  `${
    title
      .replace(/[^\w\s.()-]+/g, '')
      .trim()
      .slice(0, 100) || 'package'
  }.zip`;

export type PackageDelivery =
  { kind: 'redirect'; url: string } | { kind: 'unsatisfiable'; size: number } | (RangedFile & { filename: string });

/** Packages: queued from the builder screen, shared by a signed link, counted on every download. */
export function createPackagesService(deps: {
  repo: DownloadBuildsRepository;
  storage: Storage;
  tokens: PackageTokens;
  publicUrl: string;
  record: RecordBeatEvent;
  onQueued(): void;
  now?: () => number;
}) {
  const { repo, storage, tokens } = deps;
  const now = deps.now ?? Date.now;

  return {
    /** Queues a package; a beat that does not exist (or is archived) is refused by id under beat_ids. */
    async create(userId: number, input: DownloadBuildInput): Promise<DownloadBuildRow> {
      const live = new Set(await repo.liveBeatIds(input.beat_ids));
      const unknown = input.beat_ids.filter((id) => !live.has(id));
      if (unknown.length)
        throw new AppError('validation_failed', {
          topicId: 'beat_ids',
          message: `No such beat: ${unknown
            .slice(0, 10)
            .map((id) => `#${id}`)
            .join(', ')}`,
        });
      const row = await repo.insert({
        title: input.title,
        beatIds: input.beat_ids,
        formats: input.formats,
        expiresAt: new Date(now() + input.expires_in_days * DAY_MS),
        createdBy: userId,
      });
      deps.onQueued();
      return row;
    },

    /** The link to share: signed until the package expires; only a ready, live, unexpired package has one. */
    link(row: DownloadBuildRow): DownloadBuildLink {
      if (row.deletedAt) throw new AppError('conflict', { message: 'This package is archived: restore it first.' });
      if (row.expiresAt.getTime() <= now()) throw new AppError('conflict', { message: 'This package has expired.' });
      if (row.status !== 'ready' || !row.storageKey)
        throw new AppError('conflict', { message: 'This package is not ready yet.' });
      const token = tokens.sign(row.id, row.expiresAt.getTime());
      return { href: `${deps.publicUrl.replace(/\/$/, '')}/package/${token}`, expires_at: row.expiresAt.toISOString() };
    },

    /**
     * Follows a shared link. A download is counted (on the package, and as a demo download of each of its
     * beats in the intelligence figures) when it starts at the first byte: resuming a download with a
     * Range, or a HEAD, is the same download.
     */
    async open(token: string, req: { method: string; range?: string; ifRange?: string }): Promise<PackageDelivery> {
      const id = tokens.verify(token, now());
      const row = id === null ? null : await repo.find(id);
      if (!row || row.deletedAt || row.status !== 'ready' || !row.storageKey || row.expiresAt.getTime() <= now())
        throw new AppError('not_found', { message: INVALID });
      const size = await storage.size(row.storageKey);
      if (size === null) throw new AppError('not_found', { message: 'This package is no longer available.' });
      const etag = `"package-${row.id}-${size}"`;
      const range = requestedRange(req, size, etag);
      if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size };
      if (req.method === 'GET' && (!range || range.start === 0)) {
        await repo.countDownload(row.id);
        deps.record(row.beatIds, 'demo_download');
      }
      const path = localPath(storage, row.storageKey);
      const filename = packageFilename(row.title);
      if (path) return { kind: 'file', path, size, range, etag, filename };
      const d = await storage.deliver(row.storageKey, filename, 5 * 60);
      if (d.kind === 'redirect') return { kind: 'redirect', url: d.url };
      d.body.destroy();
      throw new Error('storage without paths streams nothing it can seek');
    },
  };
}
export type PackagesService = ReturnType<typeof createPackagesService>;
