import { isValidElement, use, type ComponentType, type ReactNode } from 'react';

export type Preload = () => Promise<void>;

/** A promise carrying its outcome the way React's `use` reads it. */
type Thenable<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

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
  let loading: Thenable<ComponentType<P>> | undefined;
  // The status React reads on a thenable: once loaded, `use` answers at once, without suspending.
  const start = () => {
    if (loading) return loading;
    const p: Thenable<ComponentType<P>> = load();
    p.status = 'pending';
    p.then(
      (component) => Object.assign(p, { status: 'fulfilled', value: component }),
      (reason: unknown) => Object.assign(p, { status: 'rejected', reason }),
    );
    return (loading = p);
  };
  const preload = () => start().then(() => undefined);
  // `use` on every render, on the same promise: a render that suspended must call it again when it
  // finishes (React's "called use() to suspend in a previous render but did not call use()" otherwise).
  function LazyPage(props: P) {
    const Page = use(start() as Promise<ComponentType<P>>);
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
