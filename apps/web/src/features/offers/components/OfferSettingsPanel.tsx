import { formatCents, parseDollars, type OfferSettingsView } from '@beatmarket/shared';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useOfferSettings, useSaveOfferSettings } from '../api/offers';

const dollars = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2));

function SettingsForm({ beatId, view }: { beatId: number; view: OfferSettingsView }) {
  const save = useSaveOfferSettings(beatId);
  const [enabled, setEnabled] = useState(view.enabled);
  const [floors, setFloors] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      view.licenses.map((l) => [l.id, dollars(view.floors.find((f) => f.license_id === l.id)?.floor)]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const entries = view.licenses.filter((l) => floors[l.id]?.trim());
    const bad = entries.find((l) => parseDollars(floors[l.id]!) === null);
    if (bad) return setErrors({ [`floor.${bad.id}`]: 'Enter an amount in dollars' });
    setErrors({});
    try {
      await save.mutateAsync({
        enabled,
        floors: entries.map((l) => ({ license_id: l.id, floor: parseDollars(floors[l.id]!)! })),
      });
      notifySuccess('Offer settings saved');
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length)
        setErrors(Object.fromEntries(err.fieldErrors.map((f) => [f.topic_id, f.message])));
      else notifyError(err);
    }
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-label="Offer settings"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="flex items-center gap-3 text-sm text-zinc-300">
        <input
          type="checkbox"
          className="size-4 accent-accent-500"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        Take offers on this beat
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        {view.licenses.map((l) => (
          <TextField
            key={l.id}
            label={`Floor: ${l.name}${l.type === 'exclusive' ? ' (required)' : ''}`}
            hint={`List price ${formatCents(l.price)}. Empty: no offers on this licence.`}
            inputMode="decimal"
            value={floors[l.id] ?? ''}
            onChange={(e) => setFloors({ ...floors, [l.id]: e.target.value })}
            error={errors[`floor.${l.id}`]}
          />
        ))}
      </div>
      {(errors.floors || errors.enabled) && (
        <p className="text-sm text-rose-300" role="alert">
          {errors.floors ?? errors.enabled}
        </p>
      )}
      <div>
        <Button type="submit" busy={save.isPending}>
          Save offer settings
        </Button>
      </div>
    </form>
  );
}

/** The beat editor's offers panel (slot OfferSettings, decision 0098): on or off, and the floors buyers never see. */
export function OfferSettingsPanel({ beatId }: { beatId: number }) {
  const settings = useOfferSettings(beatId);
  return (
    <section
      aria-labelledby="offers-heading"
      className="flex flex-col gap-4 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5"
    >
      <h2 id="offers-heading" className="text-lg font-bold text-white">
        Offers
      </h2>
      <p className="text-sm text-zinc-400">
        Buyers may offer a price; you accept, decline or counter. An offer under a licence&apos;s floor is refused at
        once, and buyers never see the floor. Every offer expires after 7 days; an accepted one gives the buyer 48 hours
        to pay.
      </p>
      {settings.data ? (
        <SettingsForm beatId={beatId} view={settings.data} />
      ) : settings.isError ? (
        <p className="text-sm text-zinc-400">The offer settings could not be loaded.</p>
      ) : null}
    </section>
  );
}
export default OfferSettingsPanel;
