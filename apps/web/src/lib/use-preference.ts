import { tablePreference, type TablePreference, type UserPreferenceData } from '@beatmarket/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ZodType } from 'zod';
import { get, post } from './api';
import { useProfile } from './auth/use-profile';
import { notifyError } from './notify';

type Stored = Record<string, unknown>;

/** All of the signed-in user's preferences in one call (a handful of keys), kept for the session. */
function usePreferences() {
  const { data: profile } = useProfile();
  const key = ['user-preferences', profile?.id ?? null];
  const query = useQuery({
    queryKey: key,
    enabled: Boolean(profile),
    staleTime: Infinity,
    queryFn: async () => {
      const rows = (await get<UserPreferenceData[] | null>('/user_preference/records', { per_page: 0 })) ?? [];
      return Object.fromEntries(rows.map((r) => [r.key, r.value])) as Stored;
    },
  });
  return { key, query, signedIn: Boolean(profile) };
}

/**
 * One UI preference of the signed-in user (spec §3 user_preference), saved on the server: the value
 * shows at once (optimistic) and comes back if the server refuses it. A stored value that no longer
 * fits `schema` reads as the fallback. Visitors keep theirs for the page only.
 */
export function usePreference<T>(
  name: string,
  fallback: T,
  schema?: ZodType<T>,
): [T, (value: T) => void, { loading: boolean }] {
  const qc = useQueryClient();
  const { key, query, signedIn } = usePreferences();
  const [local, setLocal] = useState<{ value: T } | null>(null);
  const save = useMutation({
    mutationFn: (value: T) => post<UserPreferenceData>('/user_preference/create', { key: name, value }),
    onMutate: async (value) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<Stored>(key);
      qc.setQueryData<Stored>(key, { ...before, [name]: value });
      return { before };
    },
    onError: (err, _value, context) => {
      qc.setQueryData(key, context?.before);
      notifyError(err);
    },
  });

  const stored = signedIn ? query.data?.[name] : local?.value;
  const parsed = stored === undefined ? undefined : schema ? schema.safeParse(stored) : { success: true, data: stored };
  const value = parsed?.success ? (parsed.data as T) : fallback;
  const { mutate } = save;
  const set = useCallback((next: T) => (signedIn ? mutate(next) : setLocal({ value: next })), [signedIn, mutate]);
  return [value, set, { loading: signedIn && query.isLoading }];
}

/** A list's remembered page size and hidden columns (`table:{route}`), read by the data table. */
export function useTablePreference(route: string) {
  return usePreference<TablePreference>(`table:${route}`, {}, tablePreference);
}
