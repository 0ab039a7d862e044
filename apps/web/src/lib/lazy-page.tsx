import { isValidElement, use, type ComponentType, type ReactNode } from 'react';

export type Preload = () => Promise<void>;

/**
 * A page whose code loads on demand, like React.lazy, with one difference: its code can be loaded ahead
 * (`preload`), and once loaded the page renders at once. A React.lazy page suspends on its first render even
 * when its code is already there, and while the route of a server-rendered page is suspended React cannot
 * adopt it for a click: a visitor's "Add to cart" pressed while the beat page's code loaded was dropped.
 * The app's start preloads the current route's page, then hydrates (main.tsx).
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & {
  preload: Preload;
} {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
    }));
  function LazyPage(props: P) {
    if (!Loaded) use(preload());
    const Page = Loaded!;
    return <Page {...props} />;
  }
  return Object.assign(LazyPage, { preload });
}

/** The preload of the page an element renders, when it is a lazy page. */
export function preloadOf(element: ReactNode): Preload | undefined {
  if (!isValidElement(element) || typeof element.type !== 'function') return undefined;
  const preload = (element.type as { preload?: unknown }).preload;
  return typeof preload === 'function' ? (preload as Preload) : undefined;
}
