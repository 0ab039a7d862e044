import { formatDateTime, ORDER_STATE_LABEL, type OrderState } from '@beatmarket/shared';
import type { OrderView } from '../../../lib/orders';

const label = (state: string) => ORDER_STATE_LABEL[state as OrderState] ?? state;

/** Every state change of an order, oldest first: to what, why, by whom (staff see names) and when. */
export function OrderHistory({ events }: { events: OrderView['events'] }) {
  return (
    <section className="rounded-3xl bg-zinc-900/60 p-6 text-sm ring-1 ring-white/5" aria-labelledby="order-history">
      <h2 id="order-history" className="mb-3 text-base font-semibold text-white">
        History
      </h2>
      <ol className="flex flex-col gap-3" aria-label="History">
        {events.map((e, i) => (
          <li key={`${i}-${e.to}`} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <span className="text-zinc-200">
              <span className="font-semibold text-white">{label(e.to)}</span>
              {e.note && <span className="text-zinc-400"> · {e.note}</span>}
              {e.actor && <span className="text-zinc-400"> · by {e.actor}</span>}
            </span>
            <time className="text-xs text-zinc-400" dateTime={e.at}>
              {formatDateTime(e.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
