import type { CouponInput } from '@beatmarket/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { dayFromToday, useCreateCoupon, type CouponRecord } from '../api/coupons';
import { couponResolver, showFieldErrors, type CouponForm } from './coupon-form';
import { CouponFields } from './CouponFields';

const blank = (): CouponForm => ({
  title: '',
  code: null,
  buy_x: 1,
  get_y: 0,
  percent_off: 10,
  redeem_by: dayFromToday(30),
});

/** A new offer or promo code, checked by the shared `couponSchema` before it is sent. */
export function CreateCouponForm({ onDone, onCancel }: { onDone(made: CouponRecord): void; onCancel(): void }) {
  const create = useCreateCoupon();
  const form = useForm<CouponForm, unknown, CouponInput>({ resolver: couponResolver, defaultValues: blank() });
  const submit = form.handleSubmit(async (values) => {
    try {
      const made = await create.mutateAsync(values);
      notifySuccess(made.code ? `Promo code ${made.code} added` : 'Store-wide offer added', made.title);
      onDone(made);
    } catch (err) {
      if (!showFieldErrors(form, err, true)) notifyError(err);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <CouponFields form={form} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={form.formState.isSubmitting}>
          Create
        </Button>
      </div>
    </form>
  );
}
