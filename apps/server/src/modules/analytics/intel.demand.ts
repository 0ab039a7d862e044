import { intelDemandParams, type IntelDemand, type IntelDemandTerm } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { defineReport, type ReportDefinition } from '../reports/report.registry.js';
import type { SearchDemandRepository } from './search-demand.repository.js';
import { weekOf } from './search-demand.service.js';

const term = (r: { term: string; unmet: number | string; empty: number | string }): IntelDemandTerm => ({
  term: r.term,
  unmet: Number(r.unmet),
  empty: Number(r.empty),
});

/**
 * `intel-demand` (issue 37 §6, decision 0103): what buyers search for and do not find, by week. Market data
 * over the whole catalog, so producers read it as administrators do; no producer or beat narrows it.
 */
export function demandReport(repo: SearchDemandRepository): ReportDefinition {
  return defineReport({
    id: 'intel-demand',
    access: 'producer',
    params: intelDemandParams,
    async run(_ctx, p): Promise<IntelDemand> {
      for (const key of ['producer_id', 'beat_id'] as const)
        if (p[key] !== undefined) throw new AppError('bad_request', { topicId: key, message: 'Not a filter here' });
      const from = weekOf(new Date(`${p.from}T00:00:00Z`));
      const [{ totals, queries, references }, { tags, tempos }] = await Promise.all([
        repo.weeks(from, p.to, p.limit),
        repo.terms(from, p.to, 20),
      ]);
      // A week with only "sounds like" references still shows (no typed searches, no unmet ones).
      const starts = [...new Set([...totals, ...references].map((w) => w.week))].sort().reverse();
      const weeks = starts.map((week) => {
        const total = totals.find((t) => t.week === week);
        return {
          week,
          searches: Number(total?.searches ?? 0),
          unmet: Number(total?.unmet ?? 0),
          queries: queries
            .filter((q) => q.week === week)
            .map((q) => ({
              query: q.query,
              searches: Number(q.searches),
              empty: Number(q.empty),
              avg_results: Math.round((Number(q.results) * 10) / Math.max(1, Number(q.searches))) / 10,
            })),
          sounds_like: references
            .filter((r) => r.week === week)
            .map((r) => ({ tags: r.query, searches: Number(r.searches) })),
        };
      });
      return { weeks, tags: tags.map(term), tempos: tempos.map(term) };
    },
  });
}
