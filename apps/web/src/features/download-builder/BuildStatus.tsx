import { DOWNLOAD_BUILD_STATUS_LABELS, type DownloadBuildView } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { isBuilding, useBuildProgress } from './api';

const pill = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold';

/** A package's state: a live progress bar while it builds, then Ready or Failed (with the reason). */
export function BuildStatus({ build }: { build: DownloadBuildView }) {
  return isBuilding(build) ? <BuildProgress build={build} /> : <Settled build={build} />;
}

function Settled({ build }: { build: DownloadBuildView }) {
  if (build.status === 'failed')
    return (
      <span className="flex flex-col items-start gap-1">
        <span className={clsx(pill, 'bg-red-500/15 text-red-200')}>Failed</span>
        {build.error && <span className="max-w-56 text-xs text-zinc-400">{build.error}</span>}
      </span>
    );
  return <span className={clsx(pill, 'bg-emerald-400/15 text-emerald-200')}>Ready</span>;
}

function BuildProgress({ build }: { build: DownloadBuildView }) {
  const live = useBuildProgress(build);
  if (!isBuilding(live)) return <Settled build={live} />;
  const label = `${DOWNLOAD_BUILD_STATUS_LABELS[live.status]} ${live.title}`;
  return (
    <span className="flex w-36 flex-col gap-1.5">
      <span className="flex justify-between text-xs text-zinc-300">
        <span>{DOWNLOAD_BUILD_STATUS_LABELS[live.status]}</span>
        <span className="tabular-nums">{live.progress}%</span>
      </span>
      <span
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={live.progress}
        className="block h-1.5 overflow-hidden rounded-full bg-white/10"
      >
        <span
          className="block h-full rounded-full bg-accent-500 transition-[width] duration-500"
          style={{ width: `${Math.max(live.progress, live.status === 'building' ? 2 : 0)}%` }}
        />
      </span>
      {live.files_total > 0 && (
        <span className="text-xs text-zinc-500 tabular-nums">
          {live.files_done} of {live.files_total} files
        </span>
      )}
    </span>
  );
}
