import { formatCents, STORE_ITEM_KIND_LABEL, type StoreCartLineView, type StoreItemKind } from '@beatmarket/shared';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Price } from '../../../components/Price';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { useRemoveStoreItem } from '../api/store-cart';

/** A store item's cart line: nothing to choose, its discounts and price, and a way out of the cart. */
export function StoreCartLineRow({ line }: { line: StoreCartLineView }) {
  const remove = useRemoveStoreItem();
  const { item } = line;
  return (
    <li className="flex gap-4 rounded-2xl bg-zinc-900/70 p-4 ring-1 ring-white/5">
      {item.image_url ? (
        <ResponsiveImage src={item.image_url} sizes="80px" className="size-20 shrink-0 rounded-xl object-cover" />
      ) : (
        <img src="/logo.svg" alt="" className="size-20 shrink-0 rounded-xl" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link to={`/store/${item.slug}`} className="block truncate font-semibold text-white hover:underline">
              {item.title}
            </Link>
            <p className="truncate text-sm text-zinc-400">
              {STORE_ITEM_KIND_LABEL[item.kind as StoreItemKind]}
              {item.seller_name && ` · ${item.seller_name}`}
            </p>
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
          <ul className="space-y-0.5 text-xs text-emerald-300" aria-label={`Discounts on ${item.title}`}>
            {line.discounts.map((d) => (
              <li key={d.coupon_id}>
                {d.title}: −{formatCents(d.cents)}
              </li>
            ))}
          </ul>
        )}
        {!line.purchasable && (
          <p className="text-sm font-semibold text-amber-300">
            This item is no longer available: remove it to check out.
          </p>
        )}
        <div className="flex items-center gap-3 text-sm">
          <p className="text-zinc-300">Royalty-free licence · ZIP download</p>
          <button
            type="button"
            onClick={() => remove.mutate(line.store_item_id)}
            aria-label={`Remove ${item.title} from cart`}
            className="ml-auto rounded-full p-2 text-zinc-400 hover:bg-white/10 hover:text-white"
          >
            <Trash2 className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
