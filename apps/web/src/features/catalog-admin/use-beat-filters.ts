import { BEAT_STATUSES, type BeatStatus } from '@beatmarket/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BeatFilterValues } from './BeatFilters';

/**
 * The All Beats filters in the address (`?status=…&family=…&producer=12&producer_name=…`), beside the
 * table's own page and sort, so back, reload and a shared link keep them. A change goes back to page 1.
 */
export function useBeatFilters(): [BeatFilterValues, (next: BeatFilterValues) => void, Record<string, unknown>] {
  const [params, setParams] = useSearchParams();
  const values = useMemo<BeatFilterValues>(() => {
    const status = params.get('status');
    const family = params.get('family');
    const producer = Number(params.get('producer'));
    return {
      status: (BEAT_STATUSES as readonly string[]).includes(status ?? '') ? (status as BeatStatus) : undefined,
      family: family === 'beat' || family === 'feature' ? family : undefined,
      producer:
        Number.isInteger(producer) && producer > 0
          ? { id: producer, name: params.get('producer_name') ?? `Producer ${producer}` }
          : undefined,
    };
  }, [params]);
  const set = useCallback(
    (next: BeatFilterValues) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        const put = (key: string, v: string | undefined) => (v ? out.set(key, v) : out.delete(key));
        put('status', next.status);
        put('family', next.family);
        put('producer', next.producer ? String(next.producer.id) : undefined);
        put('producer_name', next.producer?.name);
        out.delete('page');
        return out;
      }),
    [setParams],
  );
  const filter = useMemo(
    () => ({
      ...(values.status && { status: [values.status] }),
      ...(values.family && { family: values.family }),
      ...(values.producer && { producer_id: values.producer.id }),
    }),
    [values],
  );
  return [values, set, filter];
}
