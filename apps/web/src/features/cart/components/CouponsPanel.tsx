import { clsx } from 'clsx';
import { Tag, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import type { CartCoupon } from '../../../lib/cart';
import { usePromoCode } from '../api/use-promo-code';

const LABEL_TONE = (label: string) =>
  label.endsWith('only!')
    ? 'bg-amber-400/15 text-amber-200 ring-amber-400/30'
    : label === 'Eligible'
      ? 'bg-emerald-400/15 text-emerald-200 ring-emerald-400/30'
      : 'bg-white/5 text-zinc-300 ring-white/10';

/** A coupon with its spec §4 label ('2 days only!', 'Eligible', 'Add 1 more, it’s free'; decision 0018). */
export function CouponBadge({ coupon }: { coupon: Pick<CartCoupon, 'title' | 'offer' | 'label' | 'applied'> }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-zinc-950/60 px-3 py-2 ring-1 ring-white/5">
      <div className="min-w-0">
        <p className="break-words text-sm font-semibold text-white">{coupon.title}</p>
        {(coupon.offer !== coupon.title || coupon.applied) && (
          <p className="text-xs text-zinc-400">
            {[coupon.offer !== coupon.title && coupon.offer, coupon.applied && 'Applied'].filter(Boolean).join(' · ')}
          </p>
        )}
      </div>
      <span
        className={clsx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1', LABEL_TONE(coupon.label))}
      >
        {coupon.label}
      </span>
    </div>
  );
}

/** The cart's offers and the promo code box; every change comes back as the re-priced cart. */
export function CouponsPanel({ coupons }: { coupons: CartCoupon[] }) {
  const { apply, remove } = usePromoCode();
  const [code, setCode] = useState('');
  const promo = coupons.find((c) => c.code !== null);
  const offers = coupons.filter((c) => c.code === null);
  const error =
    apply.error instanceof ApiError ? apply.error.message : apply.error ? 'Sorry, something went wrong' : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) apply.mutate(code, { onSuccess: () => setCode('') });
  };

  return (
    <section aria-label="Offers and promo codes" className="space-y-3">
      {offers.map((c) => (
        <CouponBadge key={c.id} coupon={c} />
      ))}
      {promo ? (
        <div className="flex items-center gap-2">
          <Tag className="size-4 shrink-0 text-accent-300" aria-hidden />
          <div className="min-w-0 flex-1">
            <CouponBadge coupon={{ ...promo, title: `Promo code ${promo.code}` }} />
          </div>
          <button
            type="button"
            onClick={() => remove.mutate()}
            aria-label={`Remove promo code ${promo.code}`}
            className="rounded-full p-1.5 text-zinc-400 hover:bg-white/10 hover:text-white"
          >
            <X className="size-4" />
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className="flex items-start gap-2" noValidate>
          <TextField
            label="Promo code"
            className="flex-1"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (apply.error) apply.reset();
            }}
            autoCapitalize="characters"
            autoComplete="off"
            placeholder="e.g. WELCOME10"
            maxLength={32}
            error={error}
          />
          <Button
            type="submit"
            variant="secondary"
            className="mt-[1.85rem]"
            busy={apply.isPending}
            disabled={!code.trim()}
          >
            Apply
          </Button>
        </form>
      )}
    </section>
  );
}
