import type { IntelSummary } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { count, money, rate } from '../format';

const TILES: { label: string; value(s: IntelSummary): string; hint?: string }[] = [
  { label: 'Plays (raw)', value: (s) => count(s.plays), hint: 'Every start of the player' },
  {
    label: 'Plays (counted)',
    value: (s) => count(s.plays_counted),
    hint: 'Heard 20 s, once per listener in 6 h',
  },
  { label: 'Completion', value: (s) => rate(s.completion), hint: 'Plays past 30 s per 100 plays' },
  { label: 'Favorites', value: (s) => count(s.favorites) },
  { label: 'Downloads', value: (s) => count(s.downloads) },
  { label: 'Adds to cart', value: (s) => count(s.adds_to_cart) },
  { label: 'Sales', value: (s) => count(s.sales) },
  { label: 'Revenue', value: (s) => money(s.revenue) },
  { label: 'Conversion', value: (s) => rate(s.conversion), hint: 'Sales per 100 plays' },
];

/** The range's totals, one tile each (a description list: label, then value). */
export function SummaryTiles({ summary, loading }: { summary: IntelSummary | undefined; loading: boolean }) {
  return (
    <dl
      aria-label="Totals"
      aria-busy={loading}
      className={clsx('grid grid-cols-2 gap-3 sm:grid-cols-3', loading && 'opacity-70')}
    >
      {TILES.map((t) => (
        <div key={t.label} className="rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/10">
          <dt className="text-xs font-medium uppercase tracking-wider text-zinc-400" title={t.hint}>
            {t.label}
          </dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-white">{summary ? t.value(summary) : '–'}</dd>
          {t.hint && <dd className="mt-0.5 text-xs text-zinc-400">{t.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
