import { describe, expect, it } from 'vitest';
import {
  belowFloor,
  FLOOR,
  figures,
  markdownTable,
  medianFigures,
  missedGoals,
  type Figures,
  type Summary,
} from '../../../../scripts/lib/lighthouse-report.mjs';

const run = (over: Partial<Figures>): Figures => ({
  score: 0.97,
  fcp: 900,
  lcp: 1500,
  tbt: 100,
  cls: 0.01,
  jsKb: 140,
  jsFiles: 12,
  benchmarkIndex: 1200,
  ...over,
});

describe('Lighthouse report (issue 14)', () => {
  it('reads the goal figures and counts only script bytes', () => {
    const lhr = {
      categories: { performance: { score: 0.91 } },
      audits: {
        'first-contentful-paint': { numericValue: 1100 },
        'largest-contentful-paint': { numericValue: 2100 },
        'total-blocking-time': { numericValue: 180 },
        'cumulative-layout-shift': { numericValue: 0.03 },
        'network-requests': {
          details: {
            items: [
              { resourceType: 'Document', transferSize: 9000 },
              { resourceType: 'Script', transferSize: 1024 },
              { resourceType: 'Script', transferSize: 2048 },
              { resourceType: 'Stylesheet', transferSize: 4096 },
            ],
          },
        },
      },
      environment: { benchmarkIndex: 800 },
    };
    expect(figures(lhr)).toMatchObject({ score: 0.91, fcp: 1100, lcp: 2100, tbt: 180, cls: 0.03, jsKb: 3, jsFiles: 2 });
  });

  it('takes each figure’s own median, so one slow run moves none of them', () => {
    const m = medianFigures([
      run({ score: 0.5, tbt: 4000 }),
      run({ score: 0.93, tbt: 120 }),
      run({ score: 0.95, tbt: 90 }),
    ]);
    expect(m.score).toBe(0.93);
    expect(m.tbt).toBe(120);
    expect(m.best).toBe(0.95);
    expect(medianFigures([run({ lcp: 1000 }), run({ lcp: 2000 })]).lcp).toBe(1500);
  });

  it('meets a goal at its bound and names every figure past it', () => {
    expect(missedGoals(run({ score: 0.95, lcp: 2000, tbt: 150, cls: 0.02 }))).toEqual([]);
    const missed = missedGoals(run({ score: 0.94, lcp: 2001, tbt: 151, cls: 0.021 }));
    expect(missed).toHaveLength(4);
    expect(missed.join(', ')).toMatch(/score 0\.94 < 0\.95, LCP 2\.0 s > 2 s, TBT 151 ms > 150 ms, CLS 0\.021 > 0\.02/);
  });

  it('fails a page whose best run is below the floor, not one at it, and marks it in the table', () => {
    const summary = (best: number, score = 0.5): Summary => ({ ...run({ score }), best });
    const pages = [
      { name: 'home', path: '/', median: summary(FLOOR) },
      { name: 'beat page', path: '/beats/x', median: summary(FLOOR - 0.01) },
    ];
    expect(belowFloor(pages).map((p) => p.name)).toEqual(['beat page']);
    const table = markdownTable(pages).split('\n');
    expect(table[2]).toContain(`| home (/) | 0.50 | ${FLOOR.toFixed(2)} |`);
    expect(table[3]).toContain(`| beat page (/beats/x) | 0.50 | ${(FLOOR - 0.01).toFixed(2)} ✖ |`);
    expect(table[3]).toContain('not met: score 0.50 < 0.95');
  });

  it('a noisy run does not fail a page, a page slow in every run does', () => {
    const noisy = medianFigures([run({ score: 0.74 }), run({ score: 0.75 }), run({ score: 0.96 })]);
    const heavy = medianFigures([run({ score: 0.82 }), run({ score: 0.86 }), run({ score: 0.85 })]);
    const pages = [
      { name: 'home', path: '/', median: noisy },
      { name: 'producer page', path: '/profile/x', median: heavy },
    ];
    expect(belowFloor(pages).map((p) => p.name)).toEqual(['producer page']);
  });
});
