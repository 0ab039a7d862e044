import type { StoreItemData, StoreItemInput, StoreItemKind } from '@beatmarket/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api';

export interface StoreListParams {
  search: string;
  kind: StoreItemKind | '';
  page: number;
}

/** The public store: published items, searched and filtered by kind. */
export function useStoreList({ search, kind, page }: StoreListParams) {
  return useQuery({
    queryKey: ['store', 'items', search, kind, page],
    queryFn: () =>
      get<{ items: StoreItemData[]; total: number }>('/store/items', {
        ...(search ? { search } : {}),
        ...(kind ? { kind } : {}),
        page,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One item's public page (its seller and administrators also see it unpublished). */
export function useStoreItem(slug: string) {
  return useQuery({ queryKey: ['store', 'item', slug], queryFn: () => get<StoreItemData>(`/store/items/${slug}`) });
}

/** The producer's own items, for the dashboard. */
export function useMyStoreItems() {
  return useQuery({ queryKey: ['store', 'mine'], queryFn: () => get<StoreItemData[]>('/store/mine') });
}

/** One item by id, for its editor. */
export function useStoreItemById(id: number | null) {
  return useQuery({
    queryKey: ['store_item', id],
    queryFn: () => get<StoreItemData>(`/store_item/${id}`),
    enabled: id !== null,
    // The demo is made in the background (decision 0099): the editor follows it until it is ready or failed.
    refetchInterval: (q) => (q.state.data?.demo_state === 'processing' ? 3000 : false),
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return (item: StoreItemData) => {
    qc.setQueryData(['store_item', item.id], item);
    void qc.invalidateQueries({ queryKey: ['store'] });
    void qc.invalidateQueries({ queryKey: ['records', 'store_item'] });
  };
}

/** Creates an item, or saves the form's fields of one. */
export function useSaveStoreItem(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (values: StoreItemInput) =>
      post<StoreItemData>(id === null ? '/store_item/create' : `/store_item/${id}/save`, values),
    onSuccess: refresh,
  });
}

export type StoreAction = 'request_publish' | 'approve' | 'reject' | 'withdraw';

/** Sends for approval, approves, rejects (with a reason) or withdraws an item. */
export function useStoreAction(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ action, reason }: { action: StoreAction; reason?: string }) =>
      post<StoreItemData>(`/store_item/${id}/${action}`, reason ? { reason } : {}),
    onSuccess: refresh,
  });
}
