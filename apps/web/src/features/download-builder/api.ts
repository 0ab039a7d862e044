import type { DownloadBuildInput, DownloadBuildLink, DownloadBuildView } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';

export const BUILDS = 'download_build';
const active = (b: Pick<DownloadBuildView, 'status'> | undefined) => b?.status === 'queued' || b?.status === 'building';
export const isBuilding = active;

/** Queues a package (POST /download_build/create); the packages list shows it at once. */
export function useCreatePackage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: DownloadBuildInput) =>
      call<DownloadBuildView>(`/${BUILDS}/create`, { body: input }).then((r) => r.data),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['records', BUILDS] }),
  });
}

/**
 * One package while it builds: read again every 1.5 s (GET /download_build/{id}) until it is ready or
 * failed, then the list is refreshed so its size and status settle.
 */
export function useBuildProgress(initial: DownloadBuildView) {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: [BUILDS, initial.id],
    queryFn: () => call<DownloadBuildView>(`/${BUILDS}/${initial.id}`).then((r) => r.data),
    initialData: initial,
    refetchInterval: (query) => (active(query.state.data) ? 1500 : false),
  });
  const done = !active(q.data);
  useEffect(() => {
    if (done && active(initial)) void qc.invalidateQueries({ queryKey: ['records', BUILDS] });
  }, [done, initial, qc]);
  return q.data;
}

/** Signs the package's link and copies it (spec §8 clipboard texts). */
export async function copyPackageLink(id: number): Promise<string | null> {
  let href: string;
  try {
    href = (await call<DownloadBuildLink>(`/${BUILDS}/${id}/link`, { method: 'POST' })).data.href;
  } catch (err) {
    notifyError(err);
    return null;
  }
  try {
    await navigator.clipboard.writeText(href);
    notifySuccess('URL copied to the clipboard!');
  } catch {
    notifyError(null, { message: 'Could not copy to the clipboard' });
  }
  return href;
}
