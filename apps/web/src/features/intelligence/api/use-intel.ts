import type {
  IntelBeatsPage,
  IntelDemand,
  IntelDropoff,
  IntelFunnel,
  IntelMovers,
  IntelProducerRow,
  IntelReportId,
  IntelSummary,
  IntelTrendRow,
} from '@beatmarket/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { call } from '../../../lib/api';
import type { TableState } from '../../../components/DataTable';
import type { IntelRange } from '../range';

type Query = Record<string, string | number | undefined>;

/** One named report of `GET /report/{id}/data`; the last answer stays on screen while the next range loads. */
export function fetchReport<T>(id: IntelReportId, query: Query) {
  return call<T>(`/report/${id}/data`, { query }).then((r) => r.data);
}

/**
 * `GET /report/{id}/export`: the server builds the report's CSV (one set of headers, issue 32); the page
 * links to it with the table's range, search and sort, never its page.
 */
export function exportHref(id: IntelReportId, query: Query) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, String(v));
  return `/private-api/report/${id}/export?${q}`;
}

function useReport<T>(id: IntelReportId, query: Query, enabled = true) {
  return useQuery({
    queryKey: ['report', id, query],
    queryFn: () => fetchReport<T>(id, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Whose beats the reports read: undefined for the whole store (the administrators' page), or one producer's
 * id (the dashboard: a producer's own, and an administrator's own beats too rather than the whole store).
 */
export const IntelProducerContext = createContext<number | undefined>(undefined);
export const useIntelProducer = () => useContext(IntelProducerContext);

const span = (range: IntelRange, producer: number | undefined) => ({
  from: range.from,
  to: range.to,
  producer_id: producer,
});

export const useIntelSummary = (range: IntelRange) =>
  useReport<IntelSummary>('intel-summary', span(range, useIntelProducer()));
export const useIntelTrend = (range: IntelRange) =>
  useReport<IntelTrendRow[]>('intel-trend', span(range, useIntelProducer()));
export const useIntelFunnel = (range: IntelRange) =>
  useReport<IntelFunnel>('intel-funnel', span(range, useIntelProducer()));
export const useIntelMovers = (range: IntelRange, metric: string) =>
  useReport<IntelMovers>('intel-movers', { ...span(range, useIntelProducer()), metric, limit: 5 });
/** Per producer (administrators only: the page shows it, never the dashboard). */
export const useIntelProducers = (range: IntelRange) =>
  useReport<IntelProducerRow[]>('intel-producers', span(range, undefined));

export const beatsQuery = (range: IntelRange, table: TableState, producer: number | undefined): Query => ({
  ...span(range, producer),
  page: table.page,
  per_page: table.per_page,
  sort: table.sort,
  search: table.search || undefined,
});
export const useIntelBeats = (range: IntelRange, table: TableState) =>
  useReport<IntelBeatsPage>('intel-beats', beatsQuery(range, table, useIntelProducer()));
/** How far listeners get into one beat (decision 0103); asked only while a beat's drop-off is open. */
export const useIntelDropoff = (range: IntelRange, beat: number | undefined) =>
  useReport<IntelDropoff>('intel-dropoff', { from: range.from, to: range.to, beat_id: beat }, beat !== undefined);
/** What buyers search for and do not find, by week: the whole market, the same for every reader. */
export const useIntelDemand = (range: IntelRange) =>
  useReport<IntelDemand>('intel-demand', { from: range.from, to: range.to });
