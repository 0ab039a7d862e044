import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';

/** A page's heading; it also names the browser tab, so every page with a header has its own title. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-2 text-zinc-400">{subtitle}</p>}
      </div>
      {actions}
    </header>
  );
}
