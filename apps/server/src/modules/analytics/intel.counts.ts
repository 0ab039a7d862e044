import { per100, type IntelCounts } from '@beatmarket/shared';
import type { BeatEvent } from './beat-events.repository.js';

/** Event → the report's count key (spec §7 names on the left, report columns on the right). */
export const COUNT_OF: Record<BeatEvent, Exclude<keyof IntelCounts, 'completion' | 'conversion' | 'revenue'>> = {
  play_start: 'plays',
  play_counted: 'plays_counted',
  play_30s: 'plays_30s',
  favorite: 'favorites',
  demo_download: 'downloads',
  share: 'shares',
  add_to_cart: 'adds_to_cart',
  purchase: 'sales',
};

export type RawCounts = Omit<IntelCounts, 'completion' | 'conversion'>;
export const zeroCounts = (): RawCounts => ({
  plays: 0,
  plays_counted: 0,
  plays_30s: 0,
  favorites: 0,
  downloads: 0,
  shares: 0,
  adds_to_cart: 0,
  sales: 0,
  revenue: 0,
});

/** Adds the two ratios (per 100 plays) to raw counts. */
export const withRates = <T extends RawCounts>(c: T): T & Pick<IntelCounts, 'completion' | 'conversion'> => ({
  ...c,
  completion: per100(c.plays_30s, c.plays),
  conversion: per100(c.sales, c.plays),
});

/** Folds (event, count, revenue) rows into one set of counts. */
export function foldEvents(rows: { event: string; count: number | string; revenue: number | string }[]): RawCounts {
  const out = zeroCounts();
  for (const r of rows) {
    const key = COUNT_OF[r.event as BeatEvent];
    if (key) out[key] += Number(r.count);
    out.revenue += Number(r.revenue);
  }
  return out;
}
