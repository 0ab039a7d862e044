/**
 * Clicks and typing on a server-rendered page before the app has started. The app's script loads after
 * the first paint (decision 0042), and React replays only the clicks that come after hydration began: a
 * button pressed in the half second before (Login, Play) did nothing, and text typed into a search box
 * was wiped when React adopted the box with its own (empty) state. Links need no help (the browser
 * follows them), so only buttons are kept, and each is clicked again once the app has adopted the page;
 * a field typed into gets its text back, announced to React as an input event.
 */
const missed: Element[] = [];
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();

const onClick = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
  if (button && !missed.includes(button)) missed.push(button);
};
// Kept until the replay, so typing while React adopts the page counts too: the last text typed is restored.
const onInput = (event: Event) => {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, field.value);
};

export function recordEarlyInput() {
  window.addEventListener('click', onClick, { capture: true });
  window.addEventListener('input', onInput, { capture: true });
}

/** From here on React replays clicks itself: what was pressed before is handed over once. */
export function takeEarlyClicks(): Element[] {
  window.removeEventListener('click', onClick, { capture: true });
  return missed.splice(0);
}

/** Sets a field's text the way typing does, so React's change tracking sees it. */
function retype(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once the app has adopted the page: gives typed fields back their text and presses the kept buttons.
 * Free of React: boot.ts loads this file.
 */
export function replayEarlyInput(buttons: Element[]) {
  window.removeEventListener('input', onInput, { capture: true });
  for (const [field, text] of typed) if (field.isConnected && field.value !== text) retype(field, text);
  typed.clear();
  for (const b of buttons.splice(0)) if (b.isConnected && b instanceof HTMLElement) b.click();
}
