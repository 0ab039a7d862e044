import { INTEL_MOVER_METRICS, type IntelMoverRow } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { useIntelMovers } from '../api/use-intel';
import { count, day, money } from '../format';
import type { IntelRange } from '../range';

const METRIC_LABELS: Record<(typeof INTEL_MOVER_METRICS)[number], string> = {
  plays: 'Plays',
  sales: 'Sales',
  revenue: 'Revenue',
  favorites: 'Favorites',
  adds_to_cart: 'Adds to cart',
};
type Metric = keyof typeof METRIC_LABELS;
/** A true minus sign, as typeset numbers use. */
const sign = (n: number) => (n >= 0 ? '+' : '−');

function MoverList(props: { title: string; rows: IntelMoverRow[]; show(n: number): string; heading: 'h3' | 'h4' }) {
  const { title, rows, show, heading: Heading } = props;
  return (
    <div className="min-w-0">
      <Heading className="mb-2 text-sm font-semibold text-zinc-300">{title}</Heading>
      {rows.length === 0 ? (
        <p className="text-sm text-zinc-400">No change.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-white/5">
          {rows.map((r) => (
            <li key={r.beat_id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <Link to={`/beats/${r.slug}`} className="block truncate font-medium text-white hover:text-accent-300">
                  {r.title}
                </Link>
                <p className="truncate text-xs text-zinc-400">{r.producer_name}</p>
              </div>
              <div className="shrink-0 text-right tabular-nums">
                <p className="text-zinc-100">{show(r.current)}</p>
                <p className={clsx('text-xs', r.change >= 0 ? 'text-emerald-400' : 'text-red-400')}>
                  {sign(r.change)}
                  {show(Math.abs(r.change))}
                  {r.change_pct != null && ` (${sign(r.change_pct)}${Math.abs(r.change_pct)}%)`}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The beats that gained and lost most against the range before (of equal length). */
export function TopMovers({ range, level = 2 }: { range: IntelRange; level?: 2 | 3 }) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const Sub = level === 3 ? 'h4' : 'h3';
  const [metric, setMetric] = useState<Metric>('plays');
  const movers = useIntelMovers(range, metric);
  const show = metric === 'revenue' ? money : count;
  const data = movers.data;
  return (
    <section aria-labelledby="movers-title" className="rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/10 sm:p-5">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading id="movers-title" className="text-base font-semibold text-white">
            Top movers
          </Heading>
          <p className="mt-0.5 text-sm text-zinc-400">
            {data
              ? `Against ${day(data.previous_from)} – ${day(data.previous_to)}.`
              : 'Against the range before, of equal length.'}
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm text-zinc-400">
          By
          <select
            value={metric}
            onChange={(e) => setMetric(e.target.value as Metric)}
            className="h-9 rounded-lg bg-zinc-900 px-2 text-zinc-100 ring-1 ring-inset ring-white/10"
          >
            {INTEL_MOVER_METRICS.map((m) => (
              <option key={m} value={m}>
                {METRIC_LABELS[m]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div aria-busy={movers.isFetching} className="grid gap-6 sm:grid-cols-2">
        <MoverList title="Rising" rows={data?.up ?? []} show={show} heading={Sub} />
        <MoverList title="Falling" rows={data?.down ?? []} show={show} heading={Sub} />
      </div>
    </section>
  );
}
