import type { SlideData, SlideInput } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';

export const liveSlidesKey = ['content', 'slides'] as const;

/** The home page's slides: published, inside their window, in order (server-rendered with the page). */
export function useLiveSlides() {
  return useQuery({
    queryKey: liveSlidesKey,
    queryFn: () => get<SlideData[]>('/content/slides'),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

/** Administrators: one slide for the editor. */
export function useSlide(id: number | null) {
  return useQuery({
    queryKey: ['slide', id],
    queryFn: () => get<SlideData>(`/slide/${id}`),
    enabled: id !== null,
  });
}

/** Every live slide in carousel order, for the order dialog. */
export function useAllSlides(enabled: boolean) {
  return useQuery({
    queryKey: ['records', 'slide', 'order'],
    queryFn: () => get<SlideData[]>('/slide/records', { per_page: 0, sort: 'position' }),
    enabled,
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['records', 'slide'] });
    void qc.invalidateQueries({ queryKey: liveSlidesKey });
  };
}

/** Creates a slide, or saves every field of one; the list and the home carousel refresh. */
export function useSaveSlide(id: number | null) {
  const qc = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (values: SlideInput) => post<SlideData>(id ? `/slide/${id}/save` : '/slide/create', values),
    onSuccess: (slide) => {
      qc.setQueryData(['slide', slide.id], slide);
      refresh();
    },
  });
}

/** Puts every live slide in the given order (the first shows first). */
export function useReorderSlides() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: number[]) => post<{ ids: number[] }>('/slide/reorder', { ids }),
    onSettled: refresh,
  });
}
