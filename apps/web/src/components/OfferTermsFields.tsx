import { TextField } from './TextField';

export type OfferTermsDraft = Record<'deposit_percent' | 'revisions' | 'delivery_days', string>;

/**
 * An offer's terms (decision 0097), the same on a house service and a producer's custom-beat offer: the deposit
 * percent, the revisions included and the delivery days, typed as text and checked by the shared schema.
 */
export function OfferTermsFields({
  draft,
  onChange,
  errors,
}: {
  draft: OfferTermsDraft;
  onChange(key: keyof OfferTermsDraft): (e: { target: { value: string } }) => void;
  errors: Partial<Record<keyof OfferTermsDraft, string>>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label="Deposit (%)"
        inputMode="numeric"
        value={draft.deposit_percent}
        onChange={onChange('deposit_percent')}
        error={errors.deposit_percent}
      />
      <TextField
        label="Revisions included"
        inputMode="numeric"
        value={draft.revisions}
        onChange={onChange('revisions')}
        error={errors.revisions}
      />
      <TextField
        label="Delivery (days)"
        inputMode="numeric"
        value={draft.delivery_days}
        onChange={onChange('delivery_days')}
        error={errors.delivery_days}
      />
    </div>
  );
}
