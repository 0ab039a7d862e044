import { Suspense, useState, type ReactNode } from 'react';

/**
 * A dropdown whose library (Radix menu, Floating UI) loads on first use rather than with the page:
 * until then a plain button of the same look stands in for the trigger; pressing it renders `menu`,
 * which must open itself (defaultOpen) and stays mounted afterwards. Hovering or focusing the button
 * starts the download early, so the menu usually opens at once.
 */
export function DeferredMenu({
  label,
  className,
  children,
  menu,
  preload,
}: {
  label?: string;
  className: string;
  children: ReactNode;
  menu: ReactNode;
  preload(): void;
}) {
  const [used, setUsed] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={className}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setUsed(true)}
    >
      {children}
    </button>
  );
  if (!used) return placeholder;
  return <Suspense fallback={placeholder}>{menu}</Suspense>;
}
