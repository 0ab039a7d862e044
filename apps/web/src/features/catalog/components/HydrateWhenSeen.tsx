import { Suspense, use, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Below-the-fold sections of a server-rendered page: their markup arrives with the HTML and shows at once,
 * but React adopts it (hydration: the page's costliest script work on a phone, issue 14) only when the
 * section comes near the screen or the visitor first touches, clicks, types or tabs anywhere. A suspended
 * boundary keeps the server's markup in place meanwhile. Rendered on the client (after a link), the
 * section renders at once as usual.
 */
let opened = false;
let open: () => void = () => {};
const gate = new Promise<void>((resolve) => {
  open = () => {
    opened = true;
    resolve();
  };
});
// Capture on window runs before React's own listener on the root: by the time React hydrates the
// touched section to dispatch the event, the gate is open, so no click or key press is lost.
if (typeof window !== 'undefined')
  for (const type of ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'])
    window.addEventListener(type, () => open(), { capture: true, once: true, passive: true });

const subscribe = () => () => {};
/** True while React hydrates this component from server markup (the server's snapshot is used then). */
const useHydrating = () =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );

function Gate({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  // On the server `document` is missing: render everything, that is the markup the browser shows.
  if (hydrating && !opened && typeof document !== 'undefined') use(gate);
  return children;
}

export function HydrateWhenSeen({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (opened || !el || typeof IntersectionObserver === 'undefined') return open();
    // Half a screen ahead: a visitor scrolling finds the section ready.
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
      rootMargin: '50% 0px',
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  // A box of its own (not display: contents): the observer needs one to see.
  return (
    <div ref={ref} className={className}>
      <Suspense fallback={null}>
        <Gate>{children}</Gate>
      </Suspense>
    </div>
  );
}
