import {
  addDays,
  daysInRange,
  INTEL_FUNNEL_STEPS,
  intelBeatsParams,
  arrangeProducers,
  intelMoversParams,
  intelProducersParams,
  intelRangeParams,
  per100,
  type IntelBeatRow,
  type IntelBeatsPage,
  type IntelFunnel,
  type IntelMoverRow,
  type IntelMovers,
  type IntelProducerRow,
  type IntelProducersParams,
  type IntelRangeParams,
  type IntelSummary,
  type IntelTrendRow,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { defineReport, type ReportContext, type ReportDefinition } from '../reports/report.registry.js';
import { beatsCsv, producersCsv } from './intel.csv.js';
import { foldEvents, withRates, zeroCounts, type RawCounts } from './intel.counts.js';
import type { BeatCountsRow, BeatInfo, EventRow, IntelRepository } from './intel.repository.js';
import { resolveScope } from './intel.scope.js';

type MoverRow = Awaited<ReturnType<IntelRepository['movers']>>[number];

/** An export stops here: a spreadsheet of more beats than this is no longer read by a person. */
export const INTEL_EXPORT_MAX_ROWS = 50_000;

const numbers = (r: BeatCountsRow): RawCounts => ({
  plays: Number(r.plays),
  plays_counted: Number(r.plays_counted),
  plays_30s: Number(r.plays_30s),
  favorites: Number(r.favorites),
  downloads: Number(r.downloads),
  shares: Number(r.shares),
  adds_to_cart: Number(r.adds_to_cart),
  sales: Number(r.sales),
  revenue: Number(r.revenue),
});
const info = (r: BeatInfo) => ({
  beat_id: r.beat_id,
  title: r.title,
  slug: r.slug,
  producer_id: r.producer_id,
  producer_name: r.producer_name,
});

/** Every day of the range, with zeros on quiet days, so a chart's x axis has no gaps. */
function trendOf(rows: EventRow[], p: IntelRangeParams): IntelTrendRow[] {
  const byDay = new Map<string, EventRow[]>();
  for (const r of rows) byDay.set(r.day!, [...(byDay.get(r.day!) ?? []), r]);
  return Array.from({ length: daysInRange(p.from, p.to) }, (_, i) => {
    const day = addDays(p.from, i);
    return { day, ...withRates(byDay.has(day) ? foldEvents(byDay.get(day)!) : zeroCounts()) };
  });
}

function funnelOf(s: IntelSummary): IntelFunnel {
  const counts = [s.plays, s.plays_30s, s.favorites, s.adds_to_cart, s.sales];
  return {
    steps: INTEL_FUNNEL_STEPS.map((step, i) => ({
      ...step,
      count: counts[i]!,
      of_plays: per100(counts[i]!, s.plays),
      of_previous: i === 0 ? null : per100(counts[i]!, counts[i - 1]!),
    })),
  };
}

/** The beats that rose and fell, each side biggest change first. */
function moversOf(rows: MoverRow[]): Pick<IntelMovers, 'up' | 'down'> {
  const mover = (r: MoverRow): IntelMoverRow => {
    const current = Number(r.current);
    const previous = Number(r.previous);
    const { producer_id: _producer, ...beat } = info(r);
    return { ...beat, current, previous, change: current - previous, change_pct: per100(current - previous, previous) };
  };
  const sorted = (dir: string) =>
    rows
      .filter((r) => r.dir === dir)
      .map(mover)
      .sort((a, b) => (dir === 'up' ? b.change - a.change : a.change - b.change) || a.beat_id - b.beat_id);
  return { up: sorted('up'), down: sorted('down') };
}

/** The beat intelligence reports of issue 17 (contract: Intelligence API), for the report registry. */
export function intelligenceReports(repo: IntelRepository): ReportDefinition[] {
  const scopeOf = (ctx: ReportContext, p: { producer_id?: number; beat_id?: number }) =>
    resolveScope(ctx, p, repo.beatOwner);

  async function summary(ctx: ReportContext, p: IntelRangeParams): Promise<IntelSummary> {
    return withRates(foldEvents(await repo.events(await scopeOf(ctx, p), p, false)));
  }

  async function beatTable(
    ctx: ReportContext,
    p: {
      from: string;
      to: string;
      producer_id?: number;
      beat_id?: number;
      sort: string;
      page: number;
      per_page: number;
      search?: string;
    },
  ): Promise<IntelBeatsPage> {
    const scope = await scopeOf(ctx, p);
    const desc = p.sort.startsWith('-');
    const { rows, total } = await repo.beatTable(scope, p, {
      sort: p.sort.replace(/^-/, ''),
      desc,
      page: p.page,
      perPage: p.per_page,
      search: p.search || undefined,
    });
    return { rows: rows.map((r): IntelBeatRow => ({ ...info(r), ...withRates(numbers(r)) })), total };
  }

  async function producers(p: IntelProducersParams): Promise<IntelProducerRow[]> {
    if (p.beat_id !== undefined)
      throw new AppError('bad_request', { topicId: 'beat_id', message: 'Not a filter here' });
    const rows = await repo.producers(p, p.producer_id ?? null);
    return rows.map((r) => ({
      producer_id: r.producer_id,
      producer_name: r.producer_name,
      beats: Number(r.beats),
      ...withRates(numbers(r)),
    }));
  }

  return [
    defineReport({ id: 'intel-summary', access: 'producer', params: intelRangeParams, run: summary }),
    defineReport({
      id: 'intel-trend',
      access: 'producer',
      params: intelRangeParams,
      run: async (ctx, p): Promise<IntelTrendRow[]> => trendOf(await repo.events(await scopeOf(ctx, p), p, true), p),
    }),
    defineReport({
      id: 'intel-funnel',
      access: 'producer',
      params: intelRangeParams,
      run: async (ctx, p): Promise<IntelFunnel> => funnelOf(await summary(ctx, p)),
    }),
    defineReport({
      id: 'intel-beats',
      access: 'producer',
      params: intelBeatsParams,
      run: beatTable,
      // GET /report/intel-beats/export: the same scope, range, search and sort, every row up to the cap.
      async csv(ctx, p) {
        const { rows } = await beatTable(ctx, { ...p, page: 1, per_page: INTEL_EXPORT_MAX_ROWS });
        return beatsCsv(p, rows);
      },
    }),
    defineReport({
      id: 'intel-producers',
      access: 'admin',
      params: intelProducersParams,
      run: (_ctx, p) => producers(p),
      // GET /report/intel-producers/export: the rows the page's table shows (its search and sort), every page.
      csv: async (_ctx, p) => producersCsv(p, arrangeProducers(await producers(p), p.search, p.sort)),
    }),
    defineReport({
      id: 'intel-movers',
      access: 'producer',
      params: intelMoversParams,
      async run(ctx, p): Promise<IntelMovers> {
        const scope = await scopeOf(ctx, p);
        const days = daysInRange(p.from, p.to);
        const before = { from: addDays(p.from, -days), to: addDays(p.from, -1) };
        const rows = await repo.movers(scope, p, before, p.metric, p.limit);
        return { metric: p.metric, previous_from: before.from, previous_to: before.to, ...moversOf(rows) };
      },
    }),
  ];
}
