// The figures of a Lighthouse report that issue 14 sets goals on, their medians over runs, and the
// table scripts/lighthouse.mjs prints. Pure, so a unit test holds the goal and floor arithmetic.

/**
 * CI fails a page whose best run scores below this: issue 14's 0.90. On this shared 2-core machine the
 * same code's home median went 0.96, 0.97, 0.93, then 0.75 (TBT 1,253 ms) in clean-clone runs with nothing
 * else running, while its best run stayed at 0.94-0.99: the machine's noise only ever slows a run (TBT is
 * main-thread time × Lighthouse's 4× slowdown), so the fastest run is the closest to the page's own cost,
 * as benchmark tools take the minimum time. A page that really got heavier is slow in every run, its best
 * included. The medians are still what the goals are judged on (docs/performance.md, decision 0058).
 */
export const FLOOR = 0.9;
export const GOALS = { score: 0.95, lcp: 2000, tbt: 150, cls: 0.02 };
const MEDIAN_KEYS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'jsKb', 'jsFiles', 'benchmarkIndex'];

export function figures(lhr) {
  const a = lhr.audits;
  const scripts = a['network-requests'].details.items.filter((i) => i.resourceType === 'Script');
  return {
    score: lhr.categories.performance.score,
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    jsKb: scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024,
    jsFiles: scripts.length,
    // Lighthouse's own CPU benchmark of this machine at that moment (a quiet desktop scores about 1,500+).
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
  };
}

export const median = (values) => {
  const s = [...values].sort((x, y) => x - y);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export function missedGoals(m) {
  const missed = [];
  if (m.score < GOALS.score) missed.push(`score ${m.score.toFixed(2)} < ${GOALS.score}`);
  if (m.lcp > GOALS.lcp) missed.push(`LCP ${(m.lcp / 1000).toFixed(1)} s > ${GOALS.lcp / 1000} s`);
  if (m.tbt > GOALS.tbt) missed.push(`TBT ${Math.round(m.tbt)} ms > ${GOALS.tbt} ms`);
  if (m.cls > GOALS.cls) missed.push(`CLS ${m.cls.toFixed(3)} > ${GOALS.cls}`);
  return missed;
}

export function markdownTable(results) {
  const lines = [
    '| page | score | best | FCP s | LCP s | TBT ms | CLS | JS KB (files) | goals (≥ 0.95, LCP ≤ 2 s, TBT ≤ 150 ms, CLS ≤ 0.02) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { name, path: p, median: m } of results) {
    const missed = missedGoals(m);
    lines.push(
      `| ${name} (${p}) | ${m.score.toFixed(2)} | ${m.best.toFixed(2)}${m.best < FLOOR ? ' ✖' : ''} | ${(m.fcp / 1000).toFixed(1)} | ` +
        `${(m.lcp / 1000).toFixed(1)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(1)} (${m.jsFiles}) | ` +
        `${missed.length ? `not met: ${missed.join(', ')}` : 'met'} |`,
    );
  }
  return lines.join('\n');
}

/** Each figure's own median (one slow run moves none of them), and the best score of the runs. */
export function medianFigures(runs) {
  return {
    ...Object.fromEntries(MEDIAN_KEYS.map((k) => [k, median(runs.map((r) => r[k]))])),
    best: Math.max(...runs.map((r) => r.score)),
  };
}

export function belowFloor(results) {
  return results.filter((r) => r.median.best < FLOOR);
}
