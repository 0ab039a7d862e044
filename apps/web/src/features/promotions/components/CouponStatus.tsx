import { daysLeft } from '@beatmarket/shared';
import { clsx } from 'clsx';
import type { CouponRecord } from '../api/coupons';

type Tone = 'active' | 'ending' | 'expired' | 'deleted';
const TONE: Record<Tone, string> = {
  active: 'bg-emerald-400/15 text-emerald-200',
  ending: 'bg-amber-400/15 text-amber-200',
  expired: 'bg-zinc-700/70 text-zinc-300',
  deleted: 'bg-red-500/15 text-red-200',
};

/** Active; 'Ends today' / 'Ends in N days' in its last 2 days (the spec §4 countdown window); Expired after its day. */
export function couponStatus(
  c: Pick<CouponRecord, 'redeem_by' | 'deleted_at'>,
  now = new Date(),
): { tone: Tone; label: string } {
  if (c.deleted_at) return { tone: 'deleted', label: 'Deleted' };
  const left = daysLeft(c, now);
  if (left < 0) return { tone: 'expired', label: 'Expired' };
  if (left === 0) return { tone: 'ending', label: 'Ends today' };
  if (left <= 2) return { tone: 'ending', label: `Ends in ${left} ${left === 1 ? 'day' : 'days'}` };
  return { tone: 'active', label: 'Active' };
}

export function CouponStatus({ coupon }: { coupon: Pick<CouponRecord, 'redeem_by' | 'deleted_at'> }) {
  const { tone, label } = couponStatus(coupon);
  return (
    <span className={clsx('whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[tone])}>
      {label}
    </span>
  );
}
