import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { heldParts, heldPartsReleased, waitingGates } from '../../../lib/held-parts';

/**
 * Below-the-fold parts of a server-rendered page: their markup arrives with the HTML and shows at once,
 * but React adopts it (hydration: the page's costliest script work on a phone, issue 14) only when that
 * part comes near the screen or the visitor touches, clicks, types or tabs inside it. A suspended
 * boundary keeps the server's markup in place meanwhile. Rendered on the client (after a link), the part
 * renders at once as usual.
 *
 * Each part has a gate of its own. One gate for all of them (as first written) opened every part as soon
 * as one came near: on a home page whose Featured list is short, the Newest section starts near the
 * screen, and the Top and Artist features sections hydrated with it on load (decision 0042).
 */
interface Gate {
  opened: boolean;
  /** A render waited on it: every later render must read it too (React requires the same `use` calls). */
  waited: boolean;
  /** Fulfilled on open, with the status React's `use` reads: once open, `use` answers at once. */
  wait: Promise<void> & { status?: 'pending' | 'fulfilled' };
  open(): void;
}

function createGate(): Gate {
  let resolve = () => {};
  const gate: Gate = {
    opened: false,
    waited: false,
    wait: new Promise<void>((r) => (resolve = r)),
    open() {
      gate.opened = true;
      waitingGates.delete(gate.open);
      gate.wait.status = 'fulfilled';
      resolve();
    },
  };
  gate.wait.status = 'pending';
  return gate;
}

const INTERACTIONS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'] as const;
/** Where the visitor interacted before a part was mounted (React queues such events and replays them). */
const touched: Node[] = [];
// Capture on window runs before React's own listener on the root: by the time React hydrates the touched
// part to dispatch the event, its gate is open, so no click or key press is lost.
if (typeof window !== 'undefined')
  for (const type of INTERACTIONS)
    window.addEventListener(
      type,
      (event) => {
        if (!(event.target instanceof Node)) return;
        if (touched.length < 50) touched.push(event.target);
        for (const [el, open] of heldParts) if (el.contains(event.target)) open();
      },
      { capture: true, passive: true },
    );

let observer: IntersectionObserver | null = null;
/** One observer for every part (a producer page has dozens); half a screen ahead, so a visitor scrolling finds it ready. */
function seen(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) heldParts.get(entry.target)?.();
    },
    { rootMargin: '50% 0px' },
  );
  return observer;
}

const subscribe = () => () => {};
/** True while React hydrates this component from server markup (the server's snapshot is used then). */
const useHydrating = () =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );

function Held({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useHydrating();
  // On the server `document` is missing: render everything, that is the markup the browser shows.
  if (!gate.waited && !gate.opened && hydrating && !heldPartsReleased() && typeof document !== 'undefined') {
    gate.waited = true;
    waitingGates.add(gate.open);
  }
  // Once it has waited, every later render reads the gate too: a render that suspended on `use` and
  // finished without it is an error to React ("called use() to suspend in a previous render but did not
  // call use() when it finished", issue 31). A navigation opens it (releaseHeldParts) even if never seen.
  if (gate.opened || gate.waited) use(gate.wait as Promise<void>);
  return children;
}

export function HydrateWhenSeen({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Kept while the part waits: this component is adopted (and its state kept) even as the part suspends.
  const [gate] = useState(createGate);
  useEffect(() => {
    const el = ref.current;
    if (gate.opened || heldPartsReleased() || !el || typeof IntersectionObserver === 'undefined') return gate.open();
    if (touched.some((node) => el.contains(node))) return gate.open();
    heldParts.set(el, () => gate.open());
    seen().observe(el);
    return () => {
      heldParts.delete(el);
      seen().unobserve(el);
    };
  }, [gate]);
  // A box of its own (not display: contents): the observer needs one to see.
  return (
    <div ref={ref} className={className}>
      <Suspense fallback={null}>
        <Held gate={gate}>{children}</Held>
      </Suspense>
    </div>
  );
}
