import { DEMAND_FEW_RESULTS, type IntelDemandTerm, type IntelDemandWeek } from '@beatmarket/shared';
import { useIntelDemand } from '../api/use-intel';
import { count, day } from '../format';
import type { IntelRange } from '../range';

const cell = 'px-2 py-1.5 text-right tabular-nums';
const headText = 'px-2 py-1.5 text-xs font-medium uppercase tracking-wider text-zinc-400';
const head = `${headText} text-right`;

function WeekTable({ week, heading: Heading }: { week: IntelDemandWeek; heading: 'h3' | 'h4' }) {
  const title = `Week of ${day(week.week)}`;
  return (
    <div className="min-w-0">
      <Heading className="text-sm font-semibold text-white">
        {title}{' '}
        <span className="font-normal text-zinc-400">
          · {count(week.unmet)} of {count(week.searches)} searches unmet
        </span>
      </Heading>
      {week.queries.length ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-sm text-zinc-200">
            <caption className="sr-only">{`Unmet searches, ${title}`}</caption>
            <thead>
              <tr className="border-b border-white/10">
                <th scope="col" className={`${headText} text-left`}>
                  Search
                </th>
                <th scope="col" className={head}>
                  Searches
                </th>
                <th scope="col" className={head}>
                  No results
                </th>
                <th scope="col" className={`${head} hidden sm:table-cell`}>
                  Beats found
                </th>
              </tr>
            </thead>
            <tbody>
              {week.queries.map((q) => (
                <tr key={q.query} className="border-b border-white/5">
                  <th scope="row" className="break-words px-2 py-1.5 text-left font-medium text-white">
                    {q.query}
                  </th>
                  <td className={cell}>{count(q.searches)}</td>
                  <td className={cell}>{count(q.empty)}</td>
                  <td className={`${cell} hidden sm:table-cell`}>{q.avg_results.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-1 text-sm text-zinc-400">Every search found enough beats.</p>
      )}
      {week.sounds_like.length > 0 && (
        <div className="mt-2">
          <p className="text-xs font-medium uppercase tracking-wider text-zinc-400">
            Sounds like: reference tracks, by their nearest tags
          </p>
          <ol aria-label={`Sounds like references, ${title}`} className="mt-1 flex flex-wrap gap-2">
            {week.sounds_like.map((r) => (
              <li key={r.tags} className="rounded-full bg-zinc-800 px-3 py-1 text-sm text-zinc-100">
                {r.tags} <span className="tabular-nums text-zinc-400">×{count(r.searches)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

function Terms({ title, terms, heading: Heading }: { title: string; terms: IntelDemandTerm[]; heading: 'h3' | 'h4' }) {
  return (
    <div>
      <Heading className="text-sm font-semibold text-white">{title}</Heading>
      {terms.length ? (
        <ol className="mt-2 flex flex-wrap gap-2">
          {terms.map((t) => (
            <li key={t.term} className="rounded-full bg-zinc-800 px-3 py-1 text-sm text-zinc-100">
              {t.term} <span className="tabular-nums text-zinc-400">×{count(t.unmet)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-zinc-400">None in this range.</p>
      )}
    </div>
  );
}

/**
 * Issue 37 §6 (decision 0103): what buyers search for and do not find, per week of the range, with the tags
 * and tempos they asked for; the whole market's searches, so a producer knows what to make next.
 */
export function SearchDemand({ range, level = 2 }: { range: IntelRange; level?: 2 | 3 }) {
  const demand = useIntelDemand(range);
  const Heading = level === 3 ? 'h3' : 'h2';
  const Sub = level === 3 ? 'h4' : 'h3';
  const data = demand.data;
  return (
    <section
      aria-labelledby="demand-title"
      aria-busy={demand.isFetching}
      className="flex flex-col gap-4 rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/10 sm:p-5"
    >
      <div>
        <Heading id="demand-title" className="text-base font-semibold text-white">
          Search demand
        </Heading>
        <p className="mt-0.5 text-sm text-zinc-400">
          What buyers search for and do not find: searches with fewer than {DEMAND_FEW_RESULTS} beats, by week (UTC,
          from Monday), and the reference tracks they searched by sound.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Terms title="Tags asked for" terms={data?.tags ?? []} heading={Sub} />
        <Terms title="Tempos asked for" terms={data?.tempos ?? []} heading={Sub} />
      </div>
      {data && !data.weeks.length && <p className="text-sm text-zinc-400">No searches in this range.</p>}
      {data?.weeks.map((w) => (
        <WeekTable key={w.week} week={w} heading={Sub} />
      ))}
    </section>
  );
}
