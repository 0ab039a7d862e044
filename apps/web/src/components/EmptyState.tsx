import type { ReactNode } from 'react';

/** 'No results found...' is the spec's text for every empty list. */
export function EmptyState({ title = 'No results found...', children }: { title?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-white/10 px-6 py-14 text-center">
      <p className="text-base font-medium text-zinc-300">{title}</p>
      {children}
    </div>
  );
}
