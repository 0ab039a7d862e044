import { STORE_ITEM_KIND_LABEL, type StoreItemData } from '@beatmarket/shared';
import { Link } from 'react-router';
import { Cover } from '../../../components/Cover';
import { Price } from '../../../components/Price';

/** A store item in the listing: cover, kind, title, seller and price; the whole card opens its page. */
export function StoreItemCard({ item }: { item: StoreItemData }) {
  return (
    <Link
      to={`/store/${item.slug}`}
      className="group flex flex-col overflow-hidden rounded-2xl bg-zinc-900/60 ring-1 ring-white/10 transition hover:ring-accent-400/60"
    >
      <Cover beat={item} className="transition group-hover:scale-[1.02]" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <span className="text-xs font-semibold uppercase tracking-wide text-accent-300">
          {STORE_ITEM_KIND_LABEL[item.kind]}
        </span>
        <span className="line-clamp-2 font-semibold text-white">{item.title}</span>
        <span className="text-sm text-zinc-400">{item.seller_name}</span>
        <Price cents={item.price} className="mt-auto pt-1 font-semibold text-white" />
      </div>
    </Link>
  );
}
