import type { TextSnippetData } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from './api';

/** An administrator-edited text (policies, purchase information) shown by several features (the shared view). */
export type Snippet = TextSnippetData;

export function useSnippet(id: string) {
  return useQuery({
    queryKey: ['text_snippet', id],
    queryFn: async () =>
      (await get<Snippet[]>('/text_snippet/records', { filter: JSON.stringify({ id: [id] }) }))[0] ?? null,
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}
