import { formatCents } from '@beatmarket/shared';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { Price } from '../../../components/Price';
import type { CartLine } from '../../../lib/cart';
import { editOf } from '../api/types';
import { useCartActions } from '../api/use-cart';
import { useLicenseEditor } from '../editor/license-editor-context';

/** One cart line: its licence and add-ons (changed in the licence editor), discounts and price. */
export function CartLineRow({ line }: { line: CartLine }) {
  const { remove } = useCartActions();
  const editor = useLicenseEditor();
  const path = `/${line.beat.family === 'feature' ? 'features' : 'beats'}/${line.beat.slug}`;
  return (
    <li className="flex gap-4 rounded-2xl bg-zinc-900/70 p-4 ring-1 ring-white/5">
      {line.beat.image_url ? (
        <ResponsiveImage src={line.beat.image_url} sizes="80px" className="size-20 shrink-0 rounded-xl object-cover" />
      ) : (
        <img src="/logo.svg" alt="" className="size-20 shrink-0 rounded-xl" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link to={path} className="block truncate font-semibold text-white hover:underline">
              {line.beat.full_title}
            </Link>
            <p className="truncate text-sm text-zinc-400">{line.beat.producer_name}</p>
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
          <ul className="space-y-0.5 text-xs text-emerald-300" aria-label={`Discounts on ${line.beat.full_title}`}>
            {line.discounts.map((d) => (
              <li key={d.coupon_id}>
                {d.title}: −{formatCents(d.cents)}
              </li>
            ))}
          </ul>
        )}
        {!line.beat.purchasable && (
          <p className="text-sm font-semibold text-amber-300">
            This beat is no longer available: remove it to check out.
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-zinc-300">
            <span className="font-medium text-white">{line.license?.name}</span>
            {line.license && line.beat.family !== 'feature' && (
              <span className="text-zinc-400"> · {line.license.level_name}</span>
            )}
            {line.trackouts && <span> + {line.trackouts.name}</span>}
            {line.bundle && <span> + {line.bundle.name} bundle</span>}
          </p>
          {line.beat.family !== 'feature' && line.beat.purchasable && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => editor.open(editOf(line))}
              aria-label={`Change licence of ${line.beat.full_title}`}
            >
              Change licence
            </Button>
          )}
          <button
            type="button"
            onClick={() => remove.mutate(line.beat_id)}
            aria-label={`Remove ${line.beat.full_title} from cart`}
            className="ml-auto rounded-full p-2 text-zinc-400 hover:bg-white/10 hover:text-white"
          >
            <Trash2 className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
