import { couponLabel, couponOffer, type Coupon } from '@beatmarket/shared';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import type { Beat } from '../../../lib/beat';
import { beatPath } from '../../../lib/beat';
import { Cover } from '../../../components/Cover';
import { BeatPrice } from '../../../components/Price';
import { useSlots } from '../../../lib/slots';
import { CouponBadge } from '../components/CouponsPanel';
import { useCartActions } from '../api/use-cart';

interface Props {
  beats: Beat[];
  coupons: Coupon[];
  inCart: number[];
  onContinue(): void;
  onCheckout(): void;
}

/** Spec §4: after an add to cart, the offers (labelled for this cart) and similar beats to add. */
export function UpsellPanel({ beats, coupons, inCart, onContinue, onCheckout }: Props) {
  const { add } = useCartActions();
  const { PlayButton } = useSlots();
  const suggestions = beats.filter((b) => !inCart.includes(b.id));
  return (
    <div className="flex flex-col gap-5">
      {coupons.length > 0 && (
        <section aria-label="Offers" className="space-y-2">
          {coupons.map((c) => (
            <CouponBadge
              key={c.id}
              coupon={{ title: c.title, offer: couponOffer(c), label: couponLabel(c, inCart.length), applied: false }}
            />
          ))}
        </section>
      )}
      {suggestions.length > 0 && (
        <section aria-label="You may also like">
          <h3 className="mb-3 text-sm font-semibold text-white">You may also like</h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {suggestions.map((b) => (
              <li key={b.id} className="flex items-center gap-3 rounded-xl bg-zinc-950/50 p-2 ring-1 ring-white/5">
                <div className="relative size-14 shrink-0 overflow-hidden rounded-lg">
                  <Cover beat={b} thumb sizes="56px" />
                  <PlayButton
                    beat={b}
                    playlist={suggestions}
                    playlistId="upsell"
                    className="absolute inset-0 m-auto size-9"
                  />
                </div>
                <div className="min-w-0 flex-1">
                  <Link to={beatPath(b)} className="block truncate text-sm font-semibold text-white hover:underline">
                    {b.full_title}
                  </Link>
                  <p className="truncate text-xs text-zinc-400">{b.producer_name}</p>
                  <BeatPrice beat={b} />
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => add.mutate({ beatId: b.id })}
                  aria-label={`Add ${b.full_title} to cart`}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-wrap justify-end gap-2 border-t border-white/10 pt-4">
        <Button variant="secondary" onClick={onContinue}>
          Continue shopping
        </Button>
        <Button onClick={onCheckout}>Go to checkout</Button>
      </div>
    </div>
  );
}
