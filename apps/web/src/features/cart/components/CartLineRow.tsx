import { formatCents } from '@beatmarket/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/Button';
import { CartLineFrame } from '../../../components/CartLineFrame';
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
    <CartLineFrame
      imageUrl={line.beat.image_url}
      title={line.beat.full_title}
      href={path}
      subtitle={line.beat.producer_name}
      line={line}
      unavailable={line.beat.purchasable ? null : 'This beat is no longer available: remove it to check out.'}
    >
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-zinc-300">
          <span className="font-medium text-white">{line.license?.name}</span>
          {line.license && line.beat.family !== 'feature' && (
            <span className="text-zinc-400"> · {line.license.level_name}</span>
          )}
          {line.trackouts && <span> + {line.trackouts.name}</span>}
          {line.bundle && <span> + {line.bundle.name} bundle</span>}
        </p>
        {line.upgrade && (
          <p className="basis-full text-xs text-emerald-300">
            Upgrade from {line.upgrade.license} ·{' '}
            <span className="whitespace-nowrap">credit −{formatCents(line.upgrade.credit)}</span>
          </p>
        )}
        {/* An upgrade's licence is chosen where it was offered (decision 0095): the editor makes a new sale. */}
        {line.beat.family !== 'feature' && line.beat.purchasable && !line.upgrade && (
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
    </CartLineFrame>
  );
}
