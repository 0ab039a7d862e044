import { autosuggestToken, DEBOUNCE_MS, parseSearch, type AutosuggestChoice } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from './api';
import { useDebounced } from './use-debounced';

/** Suggestions for the last token of a search: producers after @, tags after #, 300 ms after typing stops. */
export function useAutosuggest(text: string) {
  const settled = useDebounced(text, DEBOUNCE_MS.autosuggest);
  const token = autosuggestToken(settled);
  const chosen = token ? parseSearch(settled.slice(0, settled.lastIndexOf(token.context === 'tag' ? '#' : '@'))) : null;
  const exclude = token?.context === 'tag' ? chosen?.tags : chosen?.producers;
  const query = useQuery({
    queryKey: ['autosuggest', token?.context, token?.term, exclude],
    queryFn: () =>
      get<AutosuggestChoice[]>(`/autosuggest/${token!.context}`, {
        search: token!.term,
        limit: 8,
        exclude: exclude?.join(','),
      }),
    enabled: token !== null,
    staleTime: 60_000,
  });
  return { ...query, noResults: token !== null && settled === text && query.data?.length === 0 };
}

/** Suggestions for one term in a field (a tag name, a coproducer), from the 4th character (spec §5). */
export function useTermSuggestions(context: 'tag' | 'producer', term: string, exclude: string[] = []) {
  const settled = useDebounced(term.trim(), DEBOUNCE_MS.autosuggest);
  const query = useQuery({
    queryKey: ['autosuggest', context, settled, exclude],
    queryFn: () =>
      get<AutosuggestChoice[]>(`/autosuggest/${context}`, {
        search: settled,
        limit: 8,
        exclude: exclude.join(',') || undefined,
      }),
    enabled: settled.length > 3,
    staleTime: 60_000,
  });
  // Only once the answer is for the text now typed: no 'No results found...' flashing while typing on.
  return { ...query, noResults: settled.length > 3 && settled === term.trim() && query.data?.length === 0 };
}
