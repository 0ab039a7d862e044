import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';

/** Routes whose screens arrive with a later release show what they will hold, not a blank page. */
export function ShellPage({ title, summary, before }: { title: string; summary: string; before?: ReactNode }) {
  return (
    <section>
      {before}
      <PageHeader title={title} />
      <div className="flex items-start gap-4 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5">
        <Construction className="mt-0.5 size-6 shrink-0 text-accent-400" aria-hidden />
        <div>
          <p className="font-semibold text-zinc-100">Coming soon</p>
          <p className="mt-1 text-zinc-400">{summary}</p>
        </div>
      </div>
    </section>
  );
}
