import { parseDollars, serviceOfferSchema, type ServiceOfferView } from '@beatmarket/shared';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { OfferTermsFields } from '../../../components/OfferTermsFields';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveServiceOffer } from '../api/service-offers';
import { placeServerErrors } from './form-values';

type Draft = Record<'title' | 'description' | 'price' | 'deposit_percent' | 'revisions' | 'delivery_days', string> & {
  published: boolean;
};
const whole = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
/** The draft as the shared schema reads it: an empty price asks for a quote. */
const input = (d: Draft) => ({
  title: d.title,
  description: d.description,
  price: d.price.trim() === '' ? null : (parseDollars(d.price) ?? Number.NaN),
  deposit_percent: whole(d.deposit_percent),
  revisions: whole(d.revisions),
  delivery_days: whole(d.delivery_days),
  published: d.published,
});

/** A producer's custom-beat offer (decision 0097): title, description, a price or "quote", deposit, revisions, days. */
export function OfferForm({ offer, onDone }: { offer: ServiceOfferView | null; onDone(): void }) {
  const save = useSaveServiceOffer(offer?.id ?? null);
  const [draft, setDraft] = useState<Draft>({
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    price: offer?.price != null ? (offer.price / 100).toFixed(2) : '',
    deposit_percent: String(offer?.deposit_percent ?? 50),
    revisions: String(offer?.revisions ?? 2),
    delivery_days: String(offer?.delivery_days ?? 14),
    published: offer?.published ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const checked = serviceOfferSchema.safeParse(input(draft));
    if (!checked.success)
      return setErrors(
        Object.fromEntries(
          checked.error.issues.map((i) => [
            String(i.path[0]),
            i.code === 'invalid_type' ? 'Enter a number' : i.message,
          ]),
        ),
      );
    setErrors({});
    try {
      await save.mutateAsync(checked.data);
      notifySuccess(offer ? 'Offer saved' : 'Offer published');
      onDone();
    } catch (err) {
      if (!placeServerErrors(err, (f, m) => setErrors((x) => ({ ...x, [f]: m })))) notifyError(err);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label="Custom-beat offer">
      <TextField label="Title" maxLength={120} value={draft.title} onChange={set('title')} error={errors.title} />
      <TextAreaField
        label="Description"
        rows={3}
        maxLength={2000}
        value={draft.description}
        onChange={set('description')}
        error={errors.description}
      />
      <TextField
        label="Price ($)"
        inputMode="decimal"
        hint="Leave empty to quote each request"
        value={draft.price}
        onChange={set('price')}
        error={errors.price}
      />
      <OfferTermsFields draft={draft} onChange={set} errors={errors} />
      <label className="flex items-center gap-2 text-sm text-zinc-200">
        <input
          type="checkbox"
          className="size-4 accent-accent-500"
          checked={draft.published}
          onChange={(e) => setDraft((d) => ({ ...d, published: e.target.checked }))}
        />
        Shown on the custom beats page
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending}>
          {offer ? 'Save' : 'Publish offer'}
        </Button>
      </div>
    </form>
  );
}
