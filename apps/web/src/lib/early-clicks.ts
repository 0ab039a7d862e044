/**
 * Clicks on a server-rendered page before the app has started. The app's script loads after the first
 * paint (decision 0042), and React replays only the clicks that come after hydration began: a button
 * pressed in the half second before (Login, Play) did nothing. Links need no help (the browser follows
 * them), so only buttons are kept, and each is clicked again once the app has adopted the page.
 */
const missed: Element[] = [];
const onClick = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
  if (button && !missed.includes(button)) missed.push(button);
};

export function recordEarlyClicks() {
  window.addEventListener('click', onClick, { capture: true });
}

/** From here on React replays clicks itself: what was pressed before is handed over once. */
export function takeEarlyClicks(): Element[] {
  window.removeEventListener('click', onClick, { capture: true });
  return missed.splice(0);
}

/** Presses the kept buttons again (once the app has adopted the page). Free of React: boot.ts loads this file. */
export function pressAgain(buttons: Element[]) {
  for (const b of buttons.splice(0)) if (b.isConnected && b instanceof HTMLElement) b.click();
}
