import type { PrivateUrlView } from '@beatmarket/shared';
import type { QueryClient } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export type PrivateUrl = PrivateUrlView;

/**
 * Spec §4: a private link is not fresh at first; after a successful fetch it is fresh and followed;
 * it goes stale again after expires_in seconds (a little earlier, so it never expires in flight).
 */
export function fetchPrivateUrl(qc: QueryClient, beatId: number): Promise<PrivateUrl> {
  return qc.fetchQuery({
    queryKey: ['private_url', beatId],
    queryFn: () => get<PrivateUrl>(`/beat/${beatId}/private_url`),
    staleTime: (q) => (q.state.data ? Math.max(0, (q.state.data as PrivateUrl).expires_in - 10) * 1000 : 0),
  });
}

/** Follows a private link: the browser saves the file (content-disposition: attachment). */
export function followDownload(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
