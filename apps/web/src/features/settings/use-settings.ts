import type { SettingsValues, SettingsView } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/api';
import { supportingDataQuery } from '../../lib/use-supporting-data';

const KEY = ['settings'];

export function useSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => get<SettingsView>('/settings'),
    meta: { errorHeader: 'Record load error' },
  });
}

/** Saves the whole form; the header, footer and menu read boot data, so that is refetched at once. */
export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: SettingsValues) => post<SettingsView>('/settings', values),
    onSuccess: (view) => {
      qc.setQueryData(KEY, view);
      void qc.invalidateQueries({ queryKey: supportingDataQuery.queryKey });
    },
  });
}
