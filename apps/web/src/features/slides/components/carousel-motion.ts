import { CAROUSEL } from '@beatmarket/shared';

/** Spec §5: the carousel's loader shows 2 to 10 lines. */
export const loaderLines = (n: unknown): number =>
  typeof n === 'number' && Number.isFinite(n) ? Math.min(10, Math.max(2, Math.round(n))) : 3;

/**
 * Where a step lands: 95 % of the visible width on (spec §9), moved to the nearest slide start so the
 * scroll snap has nothing left to correct; the ends wrap when `wrap` (autoplay) is set.
 */
export function stepTarget(
  track: { scrollLeft: number; clientWidth: number; scrollWidth: number },
  starts: number[],
  direction: 1 | -1,
  wrap = false,
): number {
  const max = Math.max(0, track.scrollWidth - track.clientWidth);
  const at = track.scrollLeft;
  if (wrap && direction === 1 && at >= max - 2) return 0;
  if (wrap && direction === -1 && at <= 2) return max;
  const wanted = at + direction * CAROUSEL.scrollFraction * track.clientWidth;
  const ahead = starts.filter((s) => (direction === 1 ? s > at + 2 : s < at - 2));
  if (!ahead.length) return direction === 1 ? max : 0;
  const nearest = ahead.reduce((best, s) => (Math.abs(s - wanted) < Math.abs(best - wanted) ? s : best));
  return Math.min(max, Math.max(0, nearest));
}

/** Index of the slide whose start is nearest the scroll position (the one the pager marks). */
export function currentIndex(scrollLeft: number, starts: number[], atEnd: boolean): number {
  if (atEnd) return starts.length - 1;
  let best = 0;
  for (const [i, s] of starts.entries()) if (Math.abs(s - scrollLeft) < Math.abs(starts[best]! - scrollLeft)) best = i;
  return best;
}

const ease = (t: number) => 1 - (1 - t) ** 3;

/**
 * Scrolls the track to `to` in the spec's 300 ms. Snapping is off meanwhile (it would pull every frame back
 * to a slide start); `to` is a slide start, so turning it back on moves nothing.
 */
export function glide(track: HTMLElement, to: number, reduced: boolean): Promise<void> {
  const from = track.scrollLeft;
  if (reduced || Math.abs(to - from) < 1) {
    track.scrollLeft = to;
    return Promise.resolve();
  }
  track.style.scrollSnapType = 'none';
  const start = performance.now();
  return new Promise((resolve) => {
    const frame = (now: number) => {
      const t = Math.min(1, (now - start) / CAROUSEL.transitionMs);
      track.scrollLeft = from + (to - from) * ease(t);
      if (t < 1) return void requestAnimationFrame(frame);
      track.style.scrollSnapType = '';
      resolve();
    };
    requestAnimationFrame(frame);
  });
}
