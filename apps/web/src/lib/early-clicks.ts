/**
 * Clicks on a server-rendered page that no code heard. The app's script loads after the first paint
 * (decision 0042), so a button pressed before it ran (Login, Play) did nothing: such buttons are kept and
 * pressed again once the app has adopted the page. Links need no help (the browser follows them).
 *
 * After that React listens, but while a part of the page is still being adopted it tries to adopt the
 * pressed part at once, and when that part cannot be yet (its code or data still loading) it stops the
 * click in its listener on the root and drops it (React 19 no longer replays such clicks): a press on home
 * right after load opened nothing on CI. A listener on the root added after React's sees that the click was
 * stopped there and presses the button again a moment later, until it gets through. A library that stops
 * clicks higher up (dnd-kit after a drag, on the document) never reaches the root, so it is not mistaken
 * for a dropped press; nor is a component's `stopPropagation` in `onClick`, which React runs on the way
 * back up (none stops a click in `onClickCapture`, which would look like a drop).
 */
const missed: Element[] = [];
const RETRIES = 20;
const tries = new WeakMap<Element, number>();

const buttonOf = (event: Event) =>
  event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;

const onClick = (event: MouseEvent) => {
  const button = buttonOf(event);
  if (button && !missed.includes(button)) missed.push(button);
};

const onRootClick = (event: MouseEvent) => {
  const button = buttonOf(event);
  if (!(button instanceof HTMLElement)) return;
  const n = tries.get(button) ?? 0;
  // `cancelBubble` reads whether an earlier listener stopped the click: here, only React's on this root.
  if (!event.cancelBubble || n >= RETRIES) return tries.delete(button);
  tries.set(button, n + 1);
  setTimeout(() => button.isConnected && button.click(), Math.min(1000, 100 * (n + 1)));
};

export function recordEarlyClicks() {
  window.addEventListener('click', onClick, { capture: true });
}

/** From here on React listens: what was pressed before is handed over once. */
export function takeEarlyClicks(): Element[] {
  window.removeEventListener('click', onClick, { capture: true });
  return missed.splice(0);
}

/** Called right after React has put its listeners on `root` (ours must come after them). */
export function pressDroppedClicksAgain(root: Element) {
  root.addEventListener('click', onRootClick as EventListener, { capture: true });
}

/** Presses the kept buttons again (once the app has adopted the page). Free of React: boot.ts loads this file. */
export function pressAgain(buttons: Element[]) {
  for (const b of buttons.splice(0)) if (b.isConnected && b instanceof HTMLElement) b.click();
}
