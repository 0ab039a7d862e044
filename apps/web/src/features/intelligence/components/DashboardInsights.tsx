import { useProfile } from '../../../lib/auth/use-profile';
import { IntelProducerContext, useIntelSummary } from '../api/use-intel';
import { useIntelState } from '../use-intel-state';
import { BeatsTable } from './BeatsTable';
import { DropOff } from './DropOff';
import { IntelCharts } from './IntelCharts';
import { RangePicker } from './RangePicker';
import { SearchDemand } from './SearchDemand';
import { SummaryTiles } from './SummaryTiles';
import { TopMovers } from './TopMovers';

/**
 * The producer's own figures on the dashboard (the server scopes every report to their beats): the same
 * tiles, charts, movers and per-beat table as the administrators' page. Its address keys start with "i_",
 * apart from the dashboard's own list.
 */
export function DashboardInsights() {
  const { data: profile } = useProfile();
  // The dashboard is about the reader's own beats, an administrator's included (the store's are on their page).
  if (!profile) return null;
  return (
    <IntelProducerContext.Provider value={profile.id}>
      <Insights />
    </IntelProducerContext.Provider>
  );
}

function Insights() {
  // Ten rows: the dashboard lists the producer's beats above, this is a second table on the same page.
  const { range, setRange, table, setTable, beat, setBeat } = useIntelState('i_', 10);
  const summary = useIntelSummary(range);
  return (
    <section aria-labelledby="insights-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="insights-title" className="text-xl font-bold text-white">
            Insights
          </h2>
          <p className="mt-1 text-sm text-zinc-400">How your beats play, convert and sell (UTC days).</p>
        </div>
        <RangePicker value={range} onChange={setRange} />
      </div>
      <SummaryTiles summary={summary.data} loading={summary.isFetching} />
      <IntelCharts range={range} level={3} />
      <TopMovers range={range} level={3} />
      {beat !== undefined && <DropOff range={range} beat={beat} onClose={() => setBeat(undefined)} level={3} />}
      <BeatsTable range={range} state={table} onStateChange={setTable} showProducer={false} onDropOff={setBeat} />
      <SearchDemand range={range} level={3} />
    </section>
  );
}
