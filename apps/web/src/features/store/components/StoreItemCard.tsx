import { STORE_ITEM_KIND_LABEL, type StoreItemData } from '@beatmarket/shared';
import { Link } from 'react-router';
import { Cover } from '../../../components/Cover';
import { Price } from '../../../components/Price';
import { useSlots } from '../../../lib/slots';
import { demoTrack } from '../demo-track';
import { StoreAddToCart } from './StoreAddToCart';

/**
 * A store item in the listing: cover, kind, title, seller and price open its page; Add to cart sits
 * below, outside the link (a button inside a link is neither valid nor reachable by keyboard).
 */
export function StoreItemCard({ item, playlist = [item] }: { item: StoreItemData; playlist?: StoreItemData[] }) {
  const { PlayButton } = useSlots();
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-zinc-900/60 ring-1 ring-white/10 transition hover:ring-accent-400/60">
      <Link to={`/store/${item.slug}`} className="flex flex-1 flex-col">
        <Cover beat={item} className="transition group-hover:scale-[1.02]" />
        <div className="flex flex-1 flex-col gap-1 p-3 pb-2">
          <span className="text-xs font-semibold uppercase tracking-wide text-accent-300">
            {STORE_ITEM_KIND_LABEL[item.kind]}
          </span>
          <span className="line-clamp-2 font-semibold text-white">{item.title}</span>
          <span className="text-sm text-zinc-400">{item.seller_name}</span>
          <Price cents={item.price} className="mt-auto pt-1 font-semibold text-white" />
        </div>
      </Link>
      {item.demo_url && (
        <div className="relative">
          <PlayButton
            beat={demoTrack(item)}
            playlist={playlist.map(demoTrack)}
            playlistId="store"
            className="absolute -top-[7.5rem] right-3 opacity-90 group-hover:opacity-100"
          />
        </div>
      )}
      <div className="px-3 pb-3">
        <StoreAddToCart item={item} wide />
      </div>
    </article>
  );
}
