import { Download, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { notifySuccess } from '../../../lib/notify';
import { useAllowlist, useRotateFeed } from '../api/use-allowlist';

const pill =
  'inline-flex h-10 items-center gap-2 rounded-full bg-zinc-800 px-4 text-sm font-semibold text-zinc-100 ring-1 ring-inset ring-white/10 hover:bg-zinc-700';

/**
 * The YouTube channels buyers licensed for the producer's beats (decision 0092), for their Content ID
 * administrator: as CSV, or as a JSON feed at a secret address they can replace.
 */
export function AllowlistCard() {
  const list = useAllowlist();
  const rotate = useRotateFeed();
  const rows = list.data?.rows ?? [];
  const feed = list.data?.feed_url ?? null;
  return (
    <section aria-labelledby="allowlist-heading" className="rounded-3xl bg-zinc-900/60 p-5 ring-1 ring-white/5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="allowlist-heading" className="text-lg font-bold text-white">
            YouTube allowlist
          </h2>
          <p className="text-sm text-zinc-400">
            Channels your buyers’ licences cover. Hand them to your Content ID administrator; a refund takes a channel
            off within a minute.
          </p>
        </div>
        <a href="/private-api/allowlist/csv" download className={pill}>
          <Download className="size-4" aria-hidden />
          CSV
        </a>
      </div>
      {rows.length ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase text-zinc-400">
              <tr>
                <th className="py-2 pr-4 font-semibold">Channel</th>
                <th className="py-2 pr-4 font-semibold">Beat</th>
                <th className="py-2 font-semibold">Licence</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5 text-zinc-300">
              {rows.map((r) => (
                <tr key={`${r.verification_code}-${r.channel_id}`}>
                  <td className="break-all py-2 pr-4 font-mono">{r.channel_id}</td>
                  <td className="py-2 pr-4">{r.beat_title}</td>
                  <td className="py-2">
                    <Link to={`/verify/${r.verification_code}`} className="font-mono text-accent-300 hover:underline">
                      {r.verification_code}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4 text-sm text-zinc-400">{list.isLoading ? 'Loading…' : 'No licensed channel yet.'}</p>
      )}
      <div className="mt-4 flex flex-col gap-2 border-t border-white/10 pt-4">
        <p className="text-sm font-semibold text-white">JSON feed</p>
        {feed ? (
          <input
            readOnly
            aria-label="Secret feed address"
            value={feed}
            onFocus={(e) => e.currentTarget.select()}
            className="h-10 w-full min-w-0 rounded-xl bg-zinc-950 px-3 font-mono text-xs text-zinc-200 ring-1 ring-inset ring-white/10"
          />
        ) : (
          <p className="text-sm text-zinc-400">Make a secret address your administrator’s tools can read.</p>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          busy={rotate.isPending}
          onClick={() =>
            rotate.mutate(undefined, {
              onSuccess: () =>
                notifySuccess(
                  'Feed address ready',
                  feed ? 'The previous address no longer answers.' : 'Keep it private.',
                ),
            })
          }
        >
          <RefreshCw className="size-4" aria-hidden />
          {feed ? 'Replace the address' : 'Make a feed address'}
        </Button>
      </div>
    </section>
  );
}
