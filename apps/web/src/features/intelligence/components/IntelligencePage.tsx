import * as Tabs from '@radix-ui/react-tabs';
import { PageHeader } from '../../../components/PageHeader';
import { useIntelSummary } from '../api/use-intel';
import { useIntelState, type IntelTab } from '../use-intel-state';
import { BeatsTable } from './BeatsTable';
import { DropOff } from './DropOff';
import { IntelCharts } from './IntelCharts';
import { ProducersTable } from './ProducersTable';
import { RangePicker } from './RangePicker';
import { SearchDemand } from './SearchDemand';
import { SummaryTiles } from './SummaryTiles';
import { TopMovers } from './TopMovers';

const tabClass =
  'h-9 rounded-full px-4 text-sm font-semibold text-zinc-300 ring-1 ring-inset ring-white/10 hover:bg-zinc-800 data-[state=active]:bg-accent-600 data-[state=active]:text-white data-[state=active]:ring-accent-500';

/** /beats-intelligence (administrators): what plays, what converts and what sells, per beat and per producer. */
export function IntelligencePage() {
  const { range, setRange, tab, setTab, table, setTable, beat, setBeat } = useIntelState();
  const summary = useIntelSummary(range);
  return (
    <section className="flex flex-col gap-6 [&>header]:mb-0">
      <PageHeader
        title="Beat Intelligence"
        subtitle="Plays, downloads, favorites and sales across the catalog (UTC days)."
      />
      <RangePicker value={range} onChange={setRange} />
      <SummaryTiles summary={summary.data} loading={summary.isFetching} />
      <IntelCharts range={range} />
      <TopMovers range={range} />
      {beat !== undefined && <DropOff range={range} beat={beat} onClose={() => setBeat(undefined)} />}
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as IntelTab)} className="flex flex-col gap-4">
        <Tabs.List aria-label="Figures by" className="flex gap-2">
          <Tabs.Trigger value="beats" className={tabClass}>
            Per beat
          </Tabs.Trigger>
          <Tabs.Trigger value="producers" className={tabClass}>
            Per producer
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="beats">
          <BeatsTable range={range} state={table} onStateChange={setTable} showProducer onDropOff={setBeat} />
        </Tabs.Content>
        <Tabs.Content value="producers">
          <ProducersTable range={range} state={table} onStateChange={setTable} />
        </Tabs.Content>
      </Tabs.Root>
      <SearchDemand range={range} />
    </section>
  );
}
