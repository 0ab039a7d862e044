import { STORE_ITEM_KIND_LABEL, STORE_ITEM_STATUS_LABEL } from '@beatmarket/shared';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Cover } from '../../../components/Cover';
import { EmptyState } from '../../../components/EmptyState';
import { Price } from '../../../components/Price';
import { Spinner } from '../../../components/Spinner';
import { useSlots } from '../../../lib/slots';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStoreItem } from '../api/store';
import { demoTrack } from '../demo-track';
import { StoreAddToCart } from './StoreAddToCart';

/** `/store/{slug}`: one store item, with what the buyer gets and the royalty-free terms they agree to. */
export function StoreItemPage() {
  const slug = useParams().slug ?? '';
  const { data: item, isPending, isError } = useStoreItem(slug);
  const { PlayButton } = useSlots();
  usePageTitle(item?.title ?? 'Store');
  if (isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  if (isError || !item) return <EmptyState title="Not found">This item is not in the store.</EmptyState>;
  return (
    <article className="flex flex-col gap-6">
      <Link to="/store" className="inline-flex items-center gap-2 text-sm text-zinc-300 hover:text-white">
        <ArrowLeft className="size-4" aria-hidden /> Store
      </Link>
      <div className="grid gap-6 md:grid-cols-[minmax(0,20rem)_1fr]">
        <div className="overflow-hidden rounded-2xl ring-1 ring-white/10">
          <Cover beat={item} priority sizes="(max-width: 768px) 100vw, 320px" />
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <span className="text-sm font-semibold uppercase tracking-wide text-accent-300">
            {STORE_ITEM_KIND_LABEL[item.kind]}
          </span>
          <h1 className="text-3xl font-bold text-white">{item.title}</h1>
          <p className="text-zinc-300">by {item.seller_name}</p>
          {item.status !== 'published' && (
            <p className="w-fit rounded-full bg-amber-500/15 px-3 py-1 text-sm text-amber-200">
              {STORE_ITEM_STATUS_LABEL[item.status]}: only you and the administrators see this page.
            </p>
          )}
          {item.demo_url && (
            <div className="flex items-center gap-3">
              <PlayButton beat={demoTrack(item)} playlist={[demoTrack(item)]} playlistId={`store:${item.id}`} />
              <span className="text-sm text-zinc-300">Hear the demo</span>
            </div>
          )}
          <Price cents={item.price} className="text-2xl" />
          {item.status === 'published' && <StoreAddToCart item={item} />}
          <p className="text-sm text-zinc-400">
            One ZIP download on your order page, with a licence PDF of these terms.
          </p>
          {item.description && <p className="whitespace-pre-line text-zinc-200">{item.description}</p>}
          <section className="rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/10">
            <h2 className="mb-2 font-semibold text-white">Usage terms</h2>
            <p className="whitespace-pre-line text-sm text-zinc-300">{item.terms}</p>
          </section>
        </div>
      </div>
    </article>
  );
}
