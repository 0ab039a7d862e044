import { CONDITION_LABELS, couponOffer, PROMOTION_CONDITIONS, type PromotionData } from '@beatmarket/shared';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { useCouponChoices } from '../api/promotions';
import { PromotionImageField } from './PromotionImageField';
import { SelectField } from '../../../components/SelectField';
import { usePromotionForm } from './use-promotion-form';

const orNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * One promotion's fields, checked with the schema the server uses (the window too); a field the server
 * names shows its error. The start and deadline are entered on the administrator's clock.
 */
export function PromotionForm({ promotion, onDone }: { promotion: PromotionData | null; onDone(): void }) {
  const { form, popup, submit } = usePromotionForm(promotion, onDone);
  const { errors, isSubmitting } = form.formState;
  const coupons = useCouponChoices();
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Type" error={errors.type?.message} {...form.register('type')}>
          <option value="banner">Banner (top of every page)</option>
          <option value="popup">Popup (ad dialog)</option>
        </SelectField>
        <SelectField
          label="Shows when"
          disabled={!popup}
          hint={popup ? 'Each visitor sees it once for this condition.' : 'Popups only.'}
          error={errors.condition?.message}
          {...form.register('condition', { setValueAs: orNull })}
        >
          {PROMOTION_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {CONDITION_LABELS[c]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Link (optional)"
        placeholder="/beats or https://…"
        error={errors.url?.message}
        {...form.register('url')}
      />
      {popup && (
        <PromotionImageField
          value={form.watch('image_url') ?? ''}
          error={errors.image_url?.message}
          onUploaded={(src) => form.setValue('image_url', src, { shouldDirty: true, shouldValidate: true })}
          {...form.register('image_url')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Starts (optional)"
          type="datetime-local"
          error={errors.published_from?.message}
          {...form.register('published_from', { setValueAs: orNull })}
        />
        <TextField
          label="Deadline (optional)"
          type="datetime-local"
          hint="A banner with a deadline counts down to it."
          error={errors.published_to?.message}
          {...form.register('published_to', { setValueAs: orNull })}
        />
      </div>
      <SelectField
        label="Promo code (optional)"
        hint="Its offer shows in the banner."
        error={errors.coupon_id?.message}
        {...form.register('coupon_id', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
      >
        <option value="">None</option>
        {(coupons.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
            {c.code ? ` (${c.code})` : ''}: {couponOffer(c)}
          </option>
        ))}
      </SelectField>
      <label className="flex items-center gap-2 text-sm text-zinc-200">
        <input type="checkbox" className="size-4 accent-accent-500" {...form.register('published')} />
        Published (shows inside its window)
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {promotion ? 'Save' : 'Add promotion'}
        </Button>
      </div>
    </form>
  );
}
