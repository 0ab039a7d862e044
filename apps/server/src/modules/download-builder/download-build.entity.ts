import {
  buildProgress,
  downloadBuildSchema,
  isAdmin,
  type DownloadBuildInput,
  type DownloadBuildView,
} from '@beatmarket/shared';
import { downloadBuilds } from '../../db/schema/index.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import { denied } from '../entities/entity.access.js';
import type { DownloadBuildRow } from './download-builds.repository.js';
import type { PackagesService } from './download-packages.service.js';

const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

export function presentBuild(b: DownloadBuildRow, now = Date.now()): DownloadBuildView {
  return {
    id: b.id,
    title: b.title,
    beat_ids: b.beatIds,
    beat_count: b.beatIds.length,
    formats: b.formats,
    status: b.status,
    files_total: b.filesTotal,
    files_done: b.filesDone,
    bytes_done: b.bytesDone,
    size_bytes: b.status === 'ready' ? b.sizeBytes : null,
    progress: buildProgress({ status: b.status, bytes_done: b.bytesDone, bytes_total: b.sizeBytes ?? 0 }),
    error: b.error,
    expires_at: b.expiresAt.toISOString(),
    expired: b.expiresAt.getTime() <= now,
    download_count: b.downloadCount,
    created_at: b.createdAt.toISOString(),
    deleted_at: b.deletedAt?.toISOString() ?? null,
  };
}

/**
 * `download_build` (the /beats/download-builder screen, administrators only): the generic list, read and
 * archive, `POST /download_build/create` queues a package, `POST /download_build/{id}/link` signs its link.
 */
export function downloadBuildEntity(packages: PackagesService): EntityDefinition<DownloadBuildRow, DownloadBuildView> {
  return {
    name: 'download_build',
    table: downloadBuilds,
    idColumn: downloadBuilds.id,
    deletedAtColumn: downloadBuilds.deletedAt,
    fields: {
      id: { column: downloadBuilds.id, sortable: true },
      title: { column: downloadBuilds.title, sortable: true, searchable: true },
      status: { column: downloadBuilds.status, sortable: true, filterable: true },
      size_bytes: { column: downloadBuilds.sizeBytes, sortable: true },
      expires_at: { column: downloadBuilds.expiresAt, sortable: true },
      download_count: { column: downloadBuilds.downloadCount, sortable: true },
      created_at: { column: downloadBuilds.createdAt, sortable: true },
    },
    defaultSort: [{ field: 'created_at', direction: 'desc' }],
    present: (b) => presentBuild(b),
    exportColumns: [
      { header: 'ID', value: (v) => v.id },
      { header: 'Title', value: (v) => v.title },
      { header: 'Beats', value: (v) => v.beat_count },
      { header: 'Formats', value: (v) => v.formats.join(' ') },
      { header: 'Status', value: (v) => v.status },
      { header: 'Size (bytes)', value: (v) => v.size_bytes ?? '' },
      { header: 'Expires', value: (v) => v.expires_at },
      { header: 'Downloads', value: (v) => v.download_count },
      { header: 'Created', value: (v) => v.created_at },
    ],
    policy: {
      list: admin,
      read: admin,
      create: admin,
      delete: admin,
      // Nothing is edited after the fact: a different package is a new build.
      writable: () => null,
    },
    create: {
      schema: downloadBuildSchema,
      run: (ctx, input) => packages.create(ctx.user!.id, input as DownloadBuildInput),
    },
    actions: {
      link: {
        method: 'POST',
        onRecord: true,
        run: async (ctx, { row }) => {
          if (!admin(ctx)) throw denied(ctx);
          return packages.link(row!);
        },
      },
    },
  };
}
