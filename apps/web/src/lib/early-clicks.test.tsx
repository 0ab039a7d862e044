import { waitFor } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressAgain, pressDroppedClicksAgain, recordEarlyClicks, takeEarlyClicks } from './early-clicks';

afterEach(() => document.body.replaceChildren());
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A server-rendered button inside a part whose code is still loading when the page is adopted. */
async function adoptWithPendingPart() {
  const bought = vi.fn();
  const Buy = () => (
    <button type="button" onClick={bought}>
      Buy
    </button>
  );
  let arrive!: () => void;
  const LazyBuy = lazy(
    () => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Buy }))),
  );
  const root = document.createElement('div');
  root.innerHTML = renderToString(
    <Suspense fallback={null}>
      <Buy />
    </Suspense>,
  );
  document.body.append(root);
  hydrateRoot(
    root,
    <Suspense fallback={null}>
      <LazyBuy />
    </Suspense>,
  );
  await settle(50);
  return { root, button: root.querySelector('button')!, bought, arrive: () => (arrive(), settle(50)) };
}

describe('early clicks', () => {
  it('React drops a press on a part it cannot adopt yet (what this file is for)', async () => {
    const { button, bought, arrive } = await adoptWithPendingPart();
    button.click();
    await arrive();
    await settle(300);
    expect(bought).not.toHaveBeenCalled();
  });

  it('presses such a button again once its part is adopted, once', async () => {
    const { root, button, bought, arrive } = await adoptWithPendingPart();
    pressDroppedClicksAgain(root);
    button.click();
    expect(bought).not.toHaveBeenCalled();
    await settle(250);
    await arrive();
    await waitFor(() => expect(bought).toHaveBeenCalledTimes(1));
    await settle(400);
    expect(bought).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a click stopped above the root (a drag library after a drag)', async () => {
    const { root, button, bought, arrive } = await adoptWithPendingPart();
    await arrive();
    pressDroppedClicksAgain(root);
    const stop = (e: Event) => e.stopPropagation();
    document.addEventListener('click', stop, { capture: true, once: true });
    button.click();
    await settle(300);
    expect(bought).not.toHaveBeenCalled();
    button.click();
    expect(bought).toHaveBeenCalledTimes(1);
  });

  it('hands over buttons pressed before the app started, and presses them again', () => {
    const pressed = vi.fn();
    const button = document.createElement('button');
    button.addEventListener('click', pressed);
    document.body.append(button);
    recordEarlyClicks();
    button.click();
    button.click();
    const kept = takeEarlyClicks();
    expect(kept).toEqual([button]);
    button.click(); // after the hand-over React listens: not kept again
    expect(takeEarlyClicks()).toEqual([]);
    pressAgain(kept);
    expect(pressed).toHaveBeenCalledTimes(4);
  });
});
