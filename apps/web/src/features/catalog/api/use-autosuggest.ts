import { autosuggestToken, DEBOUNCE_MS, parseSearch, type AutosuggestChoice } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { get } from '../../../lib/api';

/** Suggestions for the last token of a search: producers after @, tags after #, 300 ms after typing stops. */
export function useAutosuggest(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const t = setTimeout(() => setSettled(text), DEBOUNCE_MS.autosuggest);
    return () => clearTimeout(t);
  }, [text]);
  const token = autosuggestToken(settled);
  const chosen = token ? parseSearch(settled.slice(0, settled.lastIndexOf(token.context === 'tag' ? '#' : '@'))) : null;
  const exclude = token?.context === 'tag' ? chosen?.tags : chosen?.producers;
  return useQuery({
    queryKey: ['autosuggest', token?.context, token?.term, exclude],
    queryFn: () => get<AutosuggestChoice[]>(`/autosuggest/${token!.context}`, { search: token!.term, limit: 8, exclude: exclude?.join(',') }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
