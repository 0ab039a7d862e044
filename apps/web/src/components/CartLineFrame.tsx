import { formatCents } from '@beatmarket/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from './Price';
import { ResponsiveImage } from './ResponsiveImage';

/** A cart line's figures, as the server priced it (beat and store lines alike). */
export interface PricedLine {
  line_total: number;
  discount: number;
  total: number;
  discounts: { coupon_id: number; title: string; cents: number }[];
}

/**
 * The frame every cart line shares (a beat's, a store item's): cover, title and what it is, the price with
 * its discounts, a warning when it can no longer be sold, and the line's own actions below.
 */
export function CartLineFrame({
  imageUrl,
  title,
  href,
  subtitle,
  line,
  unavailable,
  children,
}: {
  imageUrl: string | null | undefined;
  title: string;
  href: string;
  subtitle: ReactNode;
  line: PricedLine;
  /** Shown when the line cannot be sold as it stands. */
  unavailable: string | null;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl bg-zinc-900/70 p-4 ring-1 ring-white/5">
      {imageUrl ? (
        <ResponsiveImage src={imageUrl} sizes="80px" className="size-20 shrink-0 rounded-xl object-cover" />
      ) : (
        <img src="/logo.svg" alt="" className="size-20 shrink-0 rounded-xl" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link to={href} className="block truncate font-semibold text-white hover:underline">
              {title}
            </Link>
            <p className="truncate text-sm text-zinc-400">{subtitle}</p>
          </div>
          <div className="shrink-0 text-right">
            {line.discount > 0 && (
              <s className="block text-xs text-zinc-400" aria-label={`was ${formatCents(line.line_total)}`}>
                {formatCents(line.line_total)}
              </s>
            )}
            <Price cents={line.total} className="text-lg" />
          </div>
        </div>
        {line.discounts.length > 0 && (
          <ul className="space-y-0.5 text-xs text-emerald-300" aria-label={`Discounts on ${title}`}>
            {line.discounts.map((d) => (
              <li key={d.coupon_id}>
                {d.title}: −{formatCents(d.cents)}
              </li>
            ))}
          </ul>
        )}
        {unavailable && <p className="text-sm font-semibold text-amber-300">{unavailable}</p>}
        {children}
      </div>
    </li>
  );
}
