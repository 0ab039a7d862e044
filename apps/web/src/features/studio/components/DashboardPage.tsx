import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { DASHBOARD_PAGE_SIZE, useDashboardBeats } from '../api/use-dashboard';
import { DashboardRow } from './DashboardRow';
import { VoiceTagCard } from './VoiceTagCard';

/** /dashboard (producers and above): own beats with processing state, plays, favorites and sales. */
export function DashboardPage() {
  const [page, setPage] = useState(1);
  const beats = useDashboardBeats(page);
  const rows = beats.data?.data ?? [];
  const found = beats.data?.meta.found ?? 0;
  const pages = Math.max(1, Math.ceil(found / DASHBOARD_PAGE_SIZE));
  return (
    <section className="flex flex-col gap-8">
      <PageHeader
        title="Dashboard"
        subtitle="Your beats and features, where their audio stands, and how they do."
        actions={
          <div className="flex gap-3">
            <Link to="/beat/new" className="inline-flex h-10 items-center gap-2 rounded-full bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700"><Plus className="size-4" aria-hidden />New beat</Link>
            <Link to="/feature/new" className="inline-flex h-10 items-center gap-2 rounded-full bg-zinc-800 px-4 text-sm font-semibold text-zinc-100 ring-1 ring-inset ring-white/10 hover:bg-zinc-700"><Plus className="size-4" aria-hidden />New feature</Link>
          </div>
        }
      />
      <VoiceTagCard />
      <div>
          {beats.isLoading ? (
            <Spinner label="Loading your beats" />
          ) : rows.length === 0 ? (
            <EmptyState title="No beats yet">
              <p className="text-sm text-zinc-400">Create your first beat: name it, upload the master, and we make the preview.</p>
            </EmptyState>
          ) : (
            <div className="overflow-x-auto rounded-2xl ring-1 ring-white/5">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <caption className="caption-bottom px-4 py-3 text-left text-xs text-zinc-400">{found} beats and features</caption>
                <thead className="bg-zinc-900/80 text-xs uppercase tracking-wider text-zinc-400">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">Title</th>
                    <th scope="col" className="px-4 py-3 font-semibold">Status</th>
                    <th scope="col" className="px-4 py-3 font-semibold">Audio</th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">Plays</th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">Favorites</th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">Sales</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-white/5">{rows.map((b) => <DashboardRow key={b.id} beat={b} />)}</tbody>
              </table>
            </div>
          )}
          {pages > 1 && (
            <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-3 text-sm text-zinc-400">
              <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</Button>
              Page {page} of {pages}
              <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</Button>
            </nav>
          )}
      </div>
    </section>
  );
}
