import { CAROUSEL, RESIZE_UPDATE_DELAY_MS } from '@beatmarket/shared';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { currentIndex, glide, stepTarget } from './carousel-motion';

const startsOf = (track: HTMLElement) =>
  [...track.children].map((el) => (el as HTMLElement).offsetLeft - (track.firstElementChild as HTMLElement).offsetLeft);

/**
 * The carousel's behaviour on top of its server-rendered, scroll-snapped markup (which already swipes
 * on touch without it): steps of 95 % of the width in 300 ms, autoplay every 2000 ms that stops while the
 * pointer or focus is inside, the tab is hidden or the visitor paused it (or asked for reduced motion),
 * arrow keys, a throttled horizontal wheel and the pager (spec §9).
 */
export function useCarousel(count: number) {
  const trackRef = useRef<HTMLDivElement>(null);
  // Playing unless paused by the visitor; `held` counts what stops it for a while (hover, focus, hidden tab).
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState({ hover: false, focus: false, hidden: false });
  const [index, setIndex] = useState(0);
  const reduced = useRef(false);
  const moving = useRef(false);
  // A key pressed during a glide is kept for when it ends, so quick presses are not lost.
  const queued = useRef<1 | -1 | null>(null);

  const step = useCallback(async (direction: 1 | -1, wrap = false) => {
    const track = trackRef.current;
    if (!track) return;
    if (moving.current) {
      if (!wrap) queued.current = direction;
      return;
    }
    moving.current = true;
    await glide(track, stepTarget(track, startsOf(track), direction, wrap), reduced.current);
    for (let next = queued.current; next; next = queued.current) {
      queued.current = null;
      await glide(track, stepTarget(track, startsOf(track), next), reduced.current);
    }
    moving.current = false;
  }, []);

  const goTo = useCallback(async (i: number) => {
    const track = trackRef.current;
    if (!track) return;
    const max = track.scrollWidth - track.clientWidth;
    await glide(track, Math.min(max, startsOf(track)[i] ?? 0), reduced.current);
  }, []);

  // Visitors who ask for less motion start paused.
  useEffect(() => {
    reduced.current = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced.current) setPaused(true);
    const onVisibility = () => setHeld((h) => ({ ...h, hidden: document.visibilityState === 'hidden' }));
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const playing = !paused && !held.hover && !held.focus && !held.hidden && count > 1;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => void step(1, true), CAROUSEL.playSpeedMs + CAROUSEL.transitionMs);
    return () => clearInterval(timer);
  }, [playing, step]);

  useFollowTrack(trackRef, step, setIndex);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    void step(e.key === 'ArrowRight' ? 1 : -1);
  };
  const hold = (key: 'hover' | 'focus', on: boolean) => setHeld((h) => (h[key] === on ? h : { ...h, [key]: on }));
  return {
    trackRef,
    index,
    paused,
    playing,
    togglePaused: () => setPaused((p) => !p),
    step,
    goTo,
    regionProps: {
      onKeyDown,
      onMouseEnter: () => hold('hover', true),
      onMouseLeave: () => hold('hover', false),
      onFocus: () => hold('focus', true),
      onBlur: (e: React.FocusEvent) => !e.currentTarget.contains(e.relatedTarget) && hold('focus', false),
      onTouchStart: () => hold('hover', true),
    },
  };
}

/** The pager's index from the scroll, and the horizontal wheel as steps. */
function useFollowTrack(
  trackRef: RefObject<HTMLDivElement | null>,
  step: (direction: 1 | -1) => Promise<void>,
  onIndex: (index: number) => void,
) {
  // The pager follows the scroll (a swipe, a step, the wheel); sizes are read again after a resize settles.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    let resized: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        onIndex(
          currentIndex(
            track.scrollLeft,
            startsOf(track),
            track.scrollLeft >= track.scrollWidth - track.clientWidth - 2,
          ),
        ),
      );
    };
    const onResize = () => {
      clearTimeout(resized);
      resized = setTimeout(update, RESIZE_UPDATE_DELAY_MS);
    };
    // A horizontal wheel (a trackpad swipe, Shift + wheel) moves one step per 200 ms, as a swipe would.
    let lastWheel = 0;
    const onWheel = (e: WheelEvent) => {
      const dx = Math.abs(e.deltaX) > Math.abs(e.deltaY) ? e.deltaX : e.shiftKey ? e.deltaY : 0;
      if (!dx) return;
      e.preventDefault();
      const now = performance.now();
      if (now - lastWheel < CAROUSEL.wheelThrottleMs) return;
      lastWheel = now;
      void step(dx > 0 ? 1 : -1);
    };
    track.addEventListener('scroll', update, { passive: true });
    track.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('resize', onResize);
    return () => {
      track.removeEventListener('scroll', update);
      track.removeEventListener('wheel', onWheel);
      window.removeEventListener('resize', onResize);
      cancelAnimationFrame(frame);
      clearTimeout(resized);
    };
  }, [trackRef, step, onIndex]);
}
