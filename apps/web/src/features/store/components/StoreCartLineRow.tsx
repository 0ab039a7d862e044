import { STORE_ITEM_KIND_LABEL, type StoreCartLineView, type StoreItemKind } from '@beatmarket/shared';
import { Trash2 } from 'lucide-react';
import { CartLineFrame } from '../../../components/CartLineFrame';
import { useRemoveStoreItem } from '../api/store-cart';

/** A store item's cart line: nothing to choose, its discounts and price, and a way out of the cart. */
export function StoreCartLineRow({ line }: { line: StoreCartLineView }) {
  const remove = useRemoveStoreItem();
  const { item } = line;
  return (
    <CartLineFrame
      imageUrl={item.image_url}
      title={item.title}
      href={`/store/${item.slug}`}
      subtitle={
        <>
          {STORE_ITEM_KIND_LABEL[item.kind as StoreItemKind]}
          {item.seller_name && ` · ${item.seller_name}`}
        </>
      }
      line={line}
      unavailable={line.purchasable ? null : 'This item is no longer available: remove it to check out.'}
    >
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
    </CartLineFrame>
  );
}
