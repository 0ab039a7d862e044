import {
  formatCount,
  DOWNLOAD_BUILD_STATUS_LABELS,
  DOWNLOAD_BUILD_STATUSES,
  DOWNLOAD_FORMAT_LABELS,
  formatBytes,
  formatDate,
  type DownloadBuildView,
} from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Link2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { ARCHIVE_ACTION, RESTORE_ACTION, type BulkAction } from '../../components/data-table/bulk';
import { EntityTable } from '../../components/data-table/EntityTable';
import type { FilterDef } from '../../components/data-table/Toolbar';
import { BUILDS, copyPackageLink } from './api';
import { BuildStatus } from './BuildStatus';

const FILTERS: FilterDef[] = [
  {
    id: 'status',
    label: 'Status',
    options: DOWNLOAD_BUILD_STATUSES.map((s) => ({ value: s, label: DOWNLOAD_BUILD_STATUS_LABELS[s] })),
  },
];
const ARCHIVE_PACKAGES: BulkAction = {
  ...ARCHIVE_ACTION,
  confirm: { message: 'Their links stop working; you can restore them from the archive.', danger: true },
};
const plural = (n: number, one: string) => `${formatCount(n)} ${one}${n === 1 ? '' : 's'}`;

function CopyLink({ build }: { build: DownloadBuildView }) {
  const [busy, setBusy] = useState(false);
  const usable = build.status === 'ready' && !build.expired && !build.deleted_at;
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={!usable}
      busy={busy}
      aria-label={`Copy the link of ${build.title}`}
      className="whitespace-nowrap"
      onClick={async (e) => {
        e.stopPropagation();
        setBusy(true);
        await copyPackageLink(build.id);
        setBusy(false);
      }}
    >
      <Link2 className="size-4" aria-hidden />
      <span className="max-sm:sr-only">Copy link</span>
    </Button>
  );
}

const COLUMNS: ColumnDef<DownloadBuildView, unknown>[] = [
  {
    id: 'title',
    header: 'Package',
    cell: ({ row: { original: b } }) => (
      <span className="flex min-w-0 max-w-64 flex-col">
        <span className="truncate font-medium text-white">{b.title}</span>
        <span className="text-xs text-zinc-400">
          {plural(b.beat_count, 'beat')} · {b.formats.map((f) => DOWNLOAD_FORMAT_LABELS[f]).join(', ')}
        </span>
        <span className="mt-1 text-xs text-zinc-500 sm:hidden">
          {b.size_bytes !== null && `${formatBytes(b.size_bytes)} · `}
          {b.expired ? 'Expired' : `Expires ${formatDate(b.expires_at)}`}
        </span>
      </span>
    ),
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <BuildStatus build={row.original} /> },
  {
    id: 'size_bytes',
    header: 'Size',
    meta: { secondary: true, numeric: true },
    cell: ({ row: { original: b } }) => (
      <span className="whitespace-nowrap">{b.size_bytes === null ? '—' : formatBytes(b.size_bytes)}</span>
    ),
  },
  {
    id: 'expires_at',
    header: 'Expires',
    meta: { secondary: true },
    cell: ({ row: { original: b } }): ReactNode =>
      b.expired ? (
        <span className="whitespace-nowrap text-red-300">Expired {formatDate(b.expires_at)}</span>
      ) : (
        <span className="whitespace-nowrap">{formatDate(b.expires_at)}</span>
      ),
  },
  {
    id: 'download_count',
    header: 'Downloads',
    meta: { secondary: true, numeric: true },
    cell: ({ row }) => formatCount(row.original.download_count),
  },
  {
    id: '_link',
    header: () => <span className="sr-only">Link</span>,
    meta: { fit: true },
    cell: ({ row }) => <CopyLink build={row.original} />,
  },
];

/** The packages built so far, newest first: progress while building, then size, expiry, downloads and the link. */
export function PackagesTable({ emptyAction }: { emptyAction?: ReactNode }) {
  return (
    <EntityTable<DownloadBuildView>
      entity={BUILDS}
      label="packages"
      columns={COLUMNS}
      sortable={['title', 'status', 'size_bytes', 'expires_at', 'download_count', 'created_at']}
      defaults={{ sort: '-created_at' }}
      filters={FILTERS}
      bulkActions={[ARCHIVE_PACKAGES, RESTORE_ACTION]}
      emptyAction={emptyAction}
      archivable
      exportable
    />
  );
}
