import { isDelivered } from '@beatmarket/shared';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderView } from '../../../lib/orders';

/** How long after the payment an order page still greets its buyer (a receipt link opened soon after). */
const FRESH_MS = 30 * 60_000;

/**
 * Whether the order page opens with the thank-you: for its buyer, once paid, when they come from
 * checkout or the payment is fresh — never when they open it again from their purchase list.
 */
export function showsThankYou(
  o: Pick<OrderView, 'status' | 'paid_at' | 'buyer'>,
  viewerEmail: string | null | undefined,
  from: string | undefined,
  now = Date.now(),
): boolean {
  if (
    from === 'purchases' ||
    !viewerEmail ||
    viewerEmail.toLowerCase() !== o.buyer.email.toLowerCase() ||
    !isDelivered(o.status)
  )
    return false;
  return from === 'checkout' || (o.paid_at !== null && now - Date.parse(o.paid_at) < FRESH_MS);
}

const lineOf = (i: OrderView['items'][number]) =>
  [i.license.name, i.license.trackouts, i.license.bundle].filter(Boolean).join(' + ');

/** The confirmation a buyer sees right after paying: what they got, where it is, what comes next. */
export function ThankYou({ order }: { order: OrderView }) {
  const exclusive = order.items.some((i) => i.license.type === 'exclusive');
  const firstCode = order.items[0]?.verification_code;
  return (
    <section
      aria-labelledby="thank-you-title"
      className="rounded-3xl bg-gradient-to-br from-emerald-500/15 via-zinc-900/70 to-zinc-900/70 p-6 ring-1 ring-emerald-400/25 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-7 shrink-0 text-emerald-300" aria-hidden />
        <div className="min-w-0">
          <h2 id="thank-you-title" className="text-2xl font-extrabold tracking-tight text-white">
            Thank you for your purchase!
          </h2>
          <p className="mt-1 text-zinc-300">
            Your payment went through. You now hold{' '}
            {order.items.length === 1 ? 'this licence' : `these ${order.items.length} licences`}:
          </p>
        </div>
      </div>
      <ul className="mt-4 space-y-1.5 sm:pl-10" aria-label="What you bought">
        {order.items.map((i) => (
          <li key={i.id} className="text-sm text-zinc-200">
            <span className="font-semibold text-white">{i.beat_title}</span> · {lineOf(i)}
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-zinc-400 sm:pl-10">What happens next</h3>
      <ul className="mt-2 space-y-2 text-sm leading-relaxed text-zinc-300 sm:pl-10">
        <li>
          Your files are below, ready to download. The receipt with the same links is on its way to{' '}
          <span className="font-medium text-white">{order.buyer.email}</span>.
        </li>
        <li>
          Download links last 24 hours; this order stays in your profile under{' '}
          <Link to="/profile?tab=purchases" className="text-accent-300 hover:underline">
            Purchases
          </Link>
          , where each visit gives you fresh ones.
        </li>
        <li>
          Each beat comes with a licence PDF in your name. Its licence code proves it is genuine: anyone (a label, a
          distributor, YouTube) can check it
          {firstCode ? (
            <>
              {' '}
              at{' '}
              <Link to={`/verify/${firstCode}`} className="font-mono text-accent-300 hover:underline">
                /verify/{firstCode}
              </Link>
            </>
          ) : null}
          .
        </li>
        {exclusive && <li>Exclusive rights are yours alone: the beat has been taken off sale for everyone else.</li>}
      </ul>
      <div className="mt-6 sm:pl-10">
        <Link
          to="/"
          className="inline-flex h-10 items-center gap-2 rounded-full bg-accent-600 px-4 text-sm font-semibold text-white shadow-lg shadow-accent-900/30 hover:bg-accent-700"
        >
          Keep browsing beats
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
