import { bundleAllowed, formatCents, isPickable, licenseFitsBeat, trackoutsAllowed, type LicenseLevel, type LicenseType } from '@beatmarket/shared';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { Price } from '../../catalog/components/Price';
import type { CartLicense, CartLine } from '../api/types';
import { useCartActions } from '../api/use-cart';

const ref = (l: CartLicense) => ({ ...l, type: l.type as LicenseType, level: l.level as LicenseLevel });

/** One cart line: the licence can be changed, trackouts and a bundle added, with each price shown. */
export function CartLineRow({ line, licenses }: { line: CartLine; licenses: CartLicense[] }) {
  const { add, remove } = useCartActions();
  const main = line.license;
  const choices = licenses.filter((l) => licenseFitsBeat(line.beat.family, ref(l)) && (line.beat.family === 'feature' || isPickable(ref(l).type)));
  const trackouts = licenses.find((l) => l.type === 'addon');
  const bundles = main ? licenses.filter((l) => bundleAllowed(ref(main), ref(l))) : [];
  const change = (patch: { license_id?: number; trackouts_id?: number | null; bundle_license_id?: number | null }) =>
    add.mutate({ beatId: line.beat_id, license_id: line.license_id, trackouts_id: line.trackouts_id, bundle_license_id: line.bundle_license_id, ...patch });
  const path = `/${line.beat.family === 'feature' ? 'features' : 'beats'}/${line.beat.slug}`;
  return (
    <li className="flex gap-4 rounded-2xl bg-zinc-900/70 p-4 ring-1 ring-white/5">
      {line.beat.image_url ? <ResponsiveImage src={line.beat.image_url} sizes="80px" className="size-20 shrink-0 rounded-xl object-cover" /> : <img src="/logo.svg" alt="" className="size-20 shrink-0 rounded-xl" />}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link to={path} className="block truncate font-semibold text-white hover:underline">{line.beat.full_title}</Link>
            <p className="truncate text-sm text-zinc-400">{line.beat.producer_name}</p>
          </div>
          <div className="shrink-0 text-right">
            {line.discount > 0 && <s className="block text-xs text-zinc-400" aria-label={`was ${formatCents(line.line_total)}`}>{formatCents(line.line_total)}</s>}
            <Price cents={line.total} className="text-lg" />
          </div>
        </div>
        {line.discounts.length > 0 && (
          <ul className="space-y-0.5 text-xs text-emerald-300" aria-label={`Discounts on ${line.beat.full_title}`}>
            {line.discounts.map((d) => <li key={d.coupon_id}>{d.title}: −{formatCents(d.cents)}</li>)}
          </ul>
        )}
        {!line.beat.purchasable && <p className="text-sm font-semibold text-amber-300">This beat is no longer available: remove it to check out.</p>}
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="flex items-center gap-2 text-zinc-400">
            Licence
            <select value={line.license_id} disabled={line.beat.family === 'feature'} onChange={(e) => change({ license_id: Number(e.target.value), bundle_license_id: null, trackouts_id: null })} className="rounded-lg bg-zinc-800 px-2 py-1 text-zinc-100 ring-1 ring-white/10">
              {choices.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
            </select>
          </label>
          {main && trackouts && trackoutsAllowed(ref(main)) && (
            <label className="flex items-center gap-2 text-zinc-300">
              <input type="checkbox" checked={line.trackouts_id !== null} onChange={(e) => change({ trackouts_id: e.target.checked ? trackouts.id : null })} className="accent-accent-500" />
              <span>Trackouts (+<Price cents={trackouts.price} className="font-medium" />)</span>
            </label>
          )}
          {bundles.map((b) => (
            <label key={b.id} className="flex items-center gap-2 text-zinc-300">
              <input type="checkbox" checked={line.bundle_license_id === b.id} onChange={(e) => change({ bundle_license_id: e.target.checked ? b.id : null })} className="accent-accent-500" />
              <span>{b.name} bundle (+<Price cents={b.bundle_price ?? 0} className="font-medium" />)</span>
            </label>
          ))}
          <button type="button" onClick={() => remove.mutate(line.beat_id)} aria-label={`Remove ${line.beat.full_title} from cart`} className="ml-auto rounded-full p-2 text-zinc-400 hover:bg-white/10 hover:text-white">
            <Trash2 className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
