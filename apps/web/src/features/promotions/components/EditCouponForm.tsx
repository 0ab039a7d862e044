import { couponFields, type CouponInput } from '@beatmarket/shared';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteCoupon, useSaveCoupon, type CouponRecord } from '../api/coupons';
import {
  COUPON_FIELDS,
  couponResolver,
  showFieldErrors,
  toCouponForm,
  type CouponField,
  type CouponForm,
} from './coupon-form';
import { CouponFields } from './CouponFields';

/**
 * Editing saves field by field as each field is left (POST /coupon/{id}/save), not with one Save button:
 * spec §4 autosaves per field once a record has an id, the beat details panel works the same way, and the
 * server checks each field alone (`couponFields`) while its guard keeps the offer giving something. Switching
 * the kind of offer saves percent_off and get_y together, so no step in between gives nothing.
 */
export function EditCouponForm({ coupon, onClose }: { coupon: CouponRecord; onClose(): void }) {
  const [current, setCurrent] = useState(coupon);
  const save = useSaveCoupon(coupon.id);
  const form = useForm<CouponForm, unknown, CouponInput>({
    resolver: couponResolver,
    defaultValues: toCouponForm(coupon),
  });

  const saving = useRef(new Set<CouponField>());
  const commit = async (names: CouponField[]) => {
    if (!names.some((n) => form.getFieldState(n).isDirty)) return;
    names.forEach((n) => saving.current.add(n));
    try {
      if (!(await form.trigger(names))) return;
      const change = couponFields.partial().parse(Object.fromEntries(names.map((n) => [n, form.getValues(n)])));
      const saved = await save.mutateAsync(change);
      setCurrent(saved);
      for (const n of names) form.resetField(n, { defaultValue: toCouponForm(saved)[n] });
    } catch (err) {
      if (!showFieldErrors(form, err)) notifyError(err);
    } finally {
      names.forEach((n) => saving.current.delete(n));
    }
  };
  // Closing the dialog (Escape, the close button) while a field is still focused saves that field too.
  const latest = useRef(commit);
  useEffect(() => {
    latest.current = commit;
  });
  useEffect(
    () => () => {
      const dirty = COUPON_FIELDS.filter((n) => form.getFieldState(n).isDirty && !saving.current.has(n));
      if (dirty.length) void latest.current(dirty);
    },
    [form],
  );

  return (
    <div className="flex flex-col gap-6">
      <p aria-live="polite" className="-mt-2 text-xs text-zinc-400">
        {current.deleted_at
          ? 'Deleted: restore it to change it or offer it again.'
          : save.isPending
            ? 'Saving…'
            : save.isSuccess
              ? 'All changes saved'
              : 'Changes save as you go'}
      </p>
      <CouponFields form={form} onCommit={(names) => void commit(names)} disabled={!!current.deleted_at} />
      <DeleteControls coupon={current} onDone={onClose} />
    </div>
  );
}

/** Delete asks first (it stops the code working at once); a deleted one can be restored. */
function DeleteControls({ coupon, onDone }: { coupon: CouponRecord; onDone(): void }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteCoupon(coupon.id);
  // The question may open below the fold of a tall dialog: bring it into view with the safe answer focused.
  const confirm = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.querySelector('button')?.focus();
  }, [asking]);
  const name = coupon.code ?? coupon.title;
  const run = (restore: boolean) =>
    remove.mutate(restore, {
      onSuccess: () => {
        notifySuccess(
          restore ? 'Restored' : 'Deleted!',
          restore ? `${name} is offered again.` : `${name} can no longer be used.`,
        );
        onDone();
      },
      onError: (err) => notifyError(err),
    });

  if (coupon.deleted_at) {
    return (
      <div className="flex justify-end border-t border-white/5 pt-5">
        <Button variant="secondary" busy={remove.isPending} onClick={() => run(true)}>
          Restore
        </Button>
      </div>
    );
  }
  if (!asking) {
    return (
      <div className="flex items-center justify-between gap-3 border-t border-white/5 pt-5">
        <button
          type="button"
          onClick={() => setAsking(true)}
          className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-red-300 transition hover:bg-red-500/10 hover:text-red-200"
        >
          <Trash2 className="size-4" aria-hidden />
          Delete…
        </button>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    );
  }
  return (
    <div
      ref={confirm}
      role="alert"
      className="flex flex-col gap-3 rounded-2xl bg-red-500/10 p-4 ring-1 ring-red-500/30"
    >
      <p className="text-sm text-red-100">
        Delete <span className="font-semibold">{name}</span>? Buyers can no longer use it; it stays in the Deleted list,
        where you can restore it.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
          Keep it
        </Button>
        <Button variant="danger" size="sm" busy={remove.isPending} onClick={() => run(false)}>
          Delete
        </Button>
      </div>
    </div>
  );
}
