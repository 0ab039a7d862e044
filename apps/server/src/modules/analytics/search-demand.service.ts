import type { FastifyBaseLogger } from 'fastify';
import { addDays, DEMAND_FEW_RESULTS, isEmptySearch, parseSearch, printSearch, tagSlug } from '@beatmarket/shared';
import type { DemandRow, SearchDemandRepository } from './search-demand.repository.js';

/** Weeks of demand kept: a year and a bit, so a week can be compared with the same week a year before. */
export const DEMAND_KEEP_WEEKS = 54;
/** Distinct queries held between flushes at most: a flood of made-up queries cannot grow the memory. */
const MAX_PENDING = 5000;
const MAX_QUERY = 120;

/** The Monday of the UTC week holding `at`. */
export const weekOf = (at: Date) => addDays(at.toISOString().slice(0, 10), -((at.getUTCDay() + 6) % 7));

/** Free text that may name or reach a person (an address, a phone number) is not demand for beats. */
const personal = (s: string) => s.includes('@') || /\d{6,}/.test(s) || /https?:|www\./.test(s);

/**
 * A search as demand: its words, phrases, tags and tempo in the search language's canonical text, without
 * `@producer` handles (a producer not found is not a beat to make) and without anything personal; null when
 * nothing is left.
 */
export function demandOf(search: string): Pick<DemandRow, 'query' | 'tags' | 'bpm'> | null {
  const q = parseSearch(search.slice(0, 400));
  const kept = {
    ...q,
    words: q.words.filter((w) => !personal(w)),
    phrases: q.phrases.filter((p) => !personal(p)),
    tags: [...new Set(q.tags.map(tagSlug).filter(Boolean))],
    producers: [],
  };
  if (isEmptySearch(kept)) return null;
  return { query: printSearch(kept).slice(0, MAX_QUERY), tags: kept.tags, bpm: kept.bpm };
}

/** A "sounds like" reference is named by the REFERENCE_TAGS tags most common among its NEAREST beats. */
const REFERENCE_TAGS = 3;
const NEAREST = 10;

/** The tags most common among the beats nearest a reference (first seen first on ties); null without tags. */
export function referenceDemand(nearestTags: string[][]): Pick<DemandRow, 'query' | 'tags' | 'bpm'> | null {
  const counts = new Map<string, number>();
  for (const slug of nearestTags.slice(0, NEAREST).flat().map(tagSlug).filter(Boolean))
    counts.set(slug, (counts.get(slug) ?? 0) + 1);
  const tags = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, REFERENCE_TAGS)
    .map(([slug]) => slug);
  return tags.length ? { query: tags.map((t) => `#${t}`).join(' '), tags, bpm: null } : null;
}

/**
 * Catalog searches counted in memory per (week, query) and written as one upsert per flush (as beat events,
 * decision 0034): a search costs a map update, never a write of its own. Old weeks are pruned daily.
 */
export function createSearchDemandService(deps: {
  repo: SearchDemandRepository;
  flushMs: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let pending = new Map<string, DemandRow>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let prunedDay = '';
  let stopped = false;

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = [...pending.values()];
    pending = new Map();
    writing = writing.then(async () => {
      try {
        if (batch.length) await deps.repo.add(batch);
        const day = now().toISOString().slice(0, 10);
        if (day !== prunedDay) {
          prunedDay = day;
          await deps.repo.pruneBefore(addDays(weekOf(now()), -7 * DEMAND_KEEP_WEEKS));
        }
      } catch (err) {
        // Demand is a trend, not a ledger: a failed flush is logged and its counts let go.
        deps.log.warn({ err, rows: batch.length }, 'search demand not written');
      }
    });
    return writing;
  }

  function count(demand: Pick<DemandRow, 'query' | 'tags' | 'bpm'> | null, soundsLike: boolean, found: number) {
    if (!demand || stopped) return;
    const week = weekOf(now());
    const key = `${week}|${soundsLike ? 'sounds' : 'typed'}|${demand.query}`;
    let row = pending.get(key);
    if (!row) {
      if (pending.size >= MAX_PENDING) return;
      row = { week, ...demand, soundsLike, searches: 0, empty: 0, few: 0, results: 0 };
      pending.set(key, row);
    }
    row.searches++;
    row.results += found;
    if (found === 0) row.empty++;
    if (found < DEMAND_FEW_RESULTS) row.few++;
    if (!timer) {
      timer = setTimeout(() => void flush(), deps.flushMs);
      timer.unref();
    }
  }

  return {
    /** One catalog search and the beats it found. Never throws, never waits. */
    record: (search: string, found: number) => count(demandOf(search), false, found),
    /** One "sounds like" search from a reference file, by the tags of the beats it found (nearest first). */
    recordReference: (nearestTags: string[][]) => count(referenceDemand(nearestTags), true, nearestTags.length),
    flush,
    async stop() {
      stopped = true;
      await flush();
    },
  };
}
export type SearchDemandService = ReturnType<typeof createSearchDemandService>;
