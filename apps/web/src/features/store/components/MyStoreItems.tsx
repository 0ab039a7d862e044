import { STORE_ITEM_KIND_LABEL, STORE_ITEM_STATUS_LABEL } from '@beatmarket/shared';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Cover } from '../../../components/Cover';
import { Price } from '../../../components/Price';
import { useMyStoreItems } from '../api/store';

/** The dashboard's "Store items": the producer's kits and packs with their status, and a way to add one. */
export function MyStoreItems() {
  const { data: items } = useMyStoreItems();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="my-store-items">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="my-store-items" className="text-xl font-semibold text-white">
            Store items
          </h2>
          <p className="text-sm text-zinc-400">
            Drum kits, loop packs, preset banks and MIDI packs you sell in the Store.
          </p>
        </div>
        <Link
          to="/store-item/new"
          className="inline-flex h-10 items-center gap-2 rounded-full bg-zinc-800 px-4 text-sm font-semibold text-zinc-100 ring-1 ring-inset ring-white/10 hover:bg-zinc-700"
        >
          <Plus className="size-4" aria-hidden />
          New store item
        </Link>
      </div>
      {items && items.length === 0 && <p className="text-sm text-zinc-400">You sell no store items yet.</p>}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items?.map((item) => (
          <li key={item.id}>
            <Link
              to={`/store-item/${item.id}`}
              className="flex items-center gap-3 rounded-2xl bg-zinc-900/60 p-3 ring-1 ring-white/10 hover:ring-accent-400/60"
            >
              <div className="w-14 shrink-0 overflow-hidden rounded-lg">
                <Cover beat={item} sizes="56px" />
              </div>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-white">{item.title}</p>
                <p className="text-xs text-zinc-400">
                  {STORE_ITEM_KIND_LABEL[item.kind]} · {STORE_ITEM_STATUS_LABEL[item.status]}
                </p>
              </div>
              <Price cents={item.price} className="text-sm" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
