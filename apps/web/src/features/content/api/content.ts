import type { ContentData, ServiceData, SnippetVersionData, TestimonialData } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';

export const contentKey = (id: string) => ['content', 'snippet', id] as const;

/** A page's or dialog's text (sanitised HTML; empty when none is stored). */
export function useContent(id: string | null) {
  return useQuery({
    queryKey: contentKey(id ?? ''),
    queryFn: () => get<ContentData>(`/content/snippet/${id}`),
    staleTime: 5 * 60_000,
    enabled: id !== null,
    meta: { silent: true },
  });
}

/** Administrators: one field of a text (title or content); every save is a version on the server. */
export function useSaveContent(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: { field: 'title' | 'content'; value: string }) =>
      post<ContentData>(`/text_snippet/${id}/save`, patch),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: contentKey(id) });
      void qc.invalidateQueries({ queryKey: ['content-versions', id] });
      // The sign-up dialog and the policy pages read the same texts through the generic list.
      void qc.invalidateQueries({ queryKey: ['text_snippet', id] });
    },
  });
}

export function useVersions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['content-versions', id],
    queryFn: () => post<SnippetVersionData[]>(`/text_snippet/${id}/versions`),
    enabled,
  });
}

export function useRestoreVersion(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) => post(`/text_snippet/${id}/restore_version`, { version_id: versionId }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: contentKey(id) });
      void qc.invalidateQueries({ queryKey: ['content-versions', id] });
      void qc.invalidateQueries({ queryKey: ['text_snippet', id] });
    },
  });
}

export const useServices = () =>
  useQuery({ queryKey: ['content', 'services'], queryFn: () => get<ServiceData[]>('/content/services') });

export const useTestimonials = () =>
  useQuery({ queryKey: ['content', 'testimonials'], queryFn: () => get<TestimonialData[]>('/content/testimonials') });
