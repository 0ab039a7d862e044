import type { ServiceCartLine } from '@beatmarket/shared';
import { Price } from '../../../components/Price';

/**
 * A service order's deposit or balance in the cart (decision 0088): it is owed, not chosen, so it has no
 * remove button; one whose order moved on says so (checkout refuses it until an administrator sorts it out).
 */
export function ServiceLineRow({ line }: { line: ServiceCartLine }) {
  return (
    <li className="flex items-center justify-between gap-4 rounded-2xl bg-zinc-900/70 p-4 ring-1 ring-white/5">
      <div className="min-w-0">
        <p className="truncate font-medium text-white">{line.title}</p>
        <p className="text-sm text-zinc-400">
          {line.payable ? 'Service order payment: no coupon applies.' : 'This payment is no longer due.'}
        </p>
      </div>
      <Price cents={line.total} />
    </li>
  );
}
