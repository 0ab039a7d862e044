import { serviceFields, type ServiceData } from '@beatmarket/shared';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { OfferTermsFields } from '../../../components/OfferTermsFields';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveService } from '../api/content-admin';

type Draft = {
  name: string;
  description: string;
  price: string;
  turnaround: string;
  position: string;
  published: boolean;
  fixed_price: boolean;
  deposit_percent: string;
  revisions: string;
  delivery_days: string;
};
type Field = 'name' | 'description' | 'price_from' | 'turnaround' | 'position' | 'deposit_percent' | 'revisions';
type Errors = Partial<Record<Field | 'delivery_days', string>>;
/** Text that is no number is sent as NaN, so the shared schema says what is wrong with it. */
const whole = (s: string) => (s.trim() === '' ? NaN : Number(s));

/** Administrators: one service's fields; the price is typed in dollars and stored in cents. */
export function ServiceForm({ service, onDone }: { service: ServiceData | null; onDone(): void }) {
  const save = useSaveService(service?.id ?? null);
  const [draft, setDraft] = useState<Draft>({
    name: service?.name ?? '',
    description: service?.description ?? '',
    price: service ? (service.price_from / 100).toFixed(2) : '',
    turnaround: service?.turnaround ?? '',
    position: String(service?.position ?? 0),
    published: service?.published ?? true,
    fixed_price: service?.fixed_price ?? false,
    deposit_percent: String(service?.deposit_percent ?? 50),
    revisions: String(service?.revisions ?? 2),
    delivery_days: String(service?.delivery_days ?? 14),
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (k: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const checked = serviceFields.safeParse({
      name: draft.name,
      description: draft.description,
      price_from: draft.price.trim() === '' ? NaN : Math.round(Number(draft.price) * 100),
      turnaround: draft.turnaround,
      position: Number(draft.position) || 0,
      published: draft.published,
      fixed_price: draft.fixed_price,
      deposit_percent: whole(draft.deposit_percent),
      revisions: whole(draft.revisions),
      delivery_days: whole(draft.delivery_days),
    });
    if (!checked.success)
      return setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    try {
      await save.mutateAsync(checked.data);
      notifySuccess(service ? 'Service saved' : 'Service added');
      onDone();
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors[0] : undefined;
      if (field) setErrors({ [field.topic_id]: field.message });
      else notifyError(err);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <TextField label="Name" value={draft.name} onChange={set('name')} error={errors.name} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="service-description" className="text-sm font-medium text-zinc-300">
          Description
        </label>
        <textarea
          id="service-description"
          rows={3}
          value={draft.description}
          onChange={set('description')}
          className="rounded-xl bg-zinc-900 p-3.5 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
        />
        {errors.description && <p className="text-xs text-red-400">{errors.description}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={draft.fixed_price ? 'Price ($)' : 'Price from ($)'}
          inputMode="decimal"
          value={draft.price}
          onChange={set('price')}
          error={errors.price_from}
        />
        <TextField
          label="Turnaround"
          placeholder="5 working days"
          value={draft.turnaround}
          onChange={set('turnaround')}
          error={errors.turnaround}
        />
        <TextField
          label="Order"
          type="number"
          min={0}
          value={draft.position}
          onChange={set('position')}
          error={errors.position}
        />
      </div>
      {/* Offer terms (decision 0097): a fixed price skips the quote; the deposit and revisions go on each order. */}
      <label className="flex items-center gap-2 text-sm text-zinc-200">
        <input
          type="checkbox"
          className="size-4 accent-accent-500"
          checked={draft.fixed_price}
          onChange={(e) => setDraft((d) => ({ ...d, fixed_price: e.target.checked }))}
        />
        Fixed price: orders skip the quote
      </label>
      <OfferTermsFields draft={draft} onChange={set} errors={errors} />
      <label className="flex items-center gap-2 text-sm text-zinc-200">
        <input
          type="checkbox"
          className="size-4 accent-accent-500"
          checked={draft.published}
          onChange={(e) => setDraft((d) => ({ ...d, published: e.target.checked }))}
        />
        Shown on the services page
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending}>
          {service ? 'Save' : 'Add service'}
        </Button>
      </div>
    </form>
  );
}
