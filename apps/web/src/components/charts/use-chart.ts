import { useEffect, useRef } from 'react';
import type { ChartSpec } from './types';

/** What the drawing depends on: the numbers and labels, not the identity of the arrays or format functions. */
const specKey = (spec: ChartSpec | null) =>
  spec &&
  JSON.stringify([spec.kind, spec.x, spec.xLabels, spec.height, spec.series.map((s) => [s.label, s.values, s.axis])]);

/**
 * Draws `spec` into the returned element once the drawing module (uPlot) has loaded, redraws when its numbers
 * change (a caller passing a new but equal array each render does not redraw) and follows the element's width.
 * Nothing runs on the server render: the figure's table is there.
 */
export function useChart(spec: ChartSpec | null) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(spec);
  latest.current = spec;
  const key = specKey(spec);
  useEffect(() => {
    const el = ref.current;
    const current = latest.current;
    if (!el || !current || !key) return;
    let cancelled = false;
    let chart: { setWidth(w: number): void; destroy(): void } | undefined;
    let observer: ResizeObserver | undefined;
    void import('./draw').then(({ drawChart }) => {
      if (cancelled) return;
      chart = drawChart(el, current);
      if (typeof ResizeObserver === 'undefined') return;
      observer = new ResizeObserver(([entry]) => chart?.setWidth(Math.floor(entry!.contentRect.width)));
      observer.observe(el);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [key]);
  return ref;
}
