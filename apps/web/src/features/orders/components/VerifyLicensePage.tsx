import { formatDate } from '@beatmarket/shared';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { useLicenseCheck } from '../api/use-orders';

/** /verify/{code}: anyone can check that a licence PDF is genuine and still stands. */
export function VerifyLicensePage() {
  const { code = '' } = useParams();
  const check = useLicenseCheck(code);
  if (check.isLoading) return <Spinner label="Checking the licence" />;
  const c = check.data;
  return (
    <section className="max-w-2xl">
      <PageHeader title="Licence check" subtitle={`Code ${code.toUpperCase()}`} />
      {!c ? (
        <p className="flex items-center gap-3 rounded-3xl bg-red-500/10 p-6 text-red-200 ring-1 ring-red-500/30">
          <ShieldAlert className="size-6" aria-hidden />
          No Beatmarket licence carries this code.
        </p>
      ) : (
        <div
          className={`flex gap-4 rounded-3xl p-6 ring-1 ${c.genuine ? 'bg-emerald-400/10 ring-emerald-400/30' : 'bg-red-500/10 ring-red-500/30'}`}
        >
          {c.genuine ? (
            <BadgeCheck className="size-8 shrink-0 text-emerald-300" aria-hidden />
          ) : (
            <ShieldAlert className="size-8 shrink-0 text-red-300" aria-hidden />
          )}
          <div>
            <p className="text-lg font-bold text-white">
              {c.genuine ? 'Genuine licence' : 'This licence is no longer valid'}
            </p>
            <p className="mt-1 text-zinc-300">
              {c.license} for “{c.beat_title}”, licensed to {c.licensee} on {formatDate(c.issued_at)}.
            </p>
            {c.state === 'revoked' ? (
              <p className="mt-1 text-sm font-semibold text-red-200">Revoked: the sale was refunded.</p>
            ) : (
              !c.genuine && <p className="mt-1 text-sm text-zinc-400">Its order was {c.status}.</p>
            )}
            {c.superseded_by && (
              <p className="mt-2 text-sm font-semibold text-amber-200">
                Superseded by{' '}
                <Link to={`/verify/${c.superseded_by.code}`} className="font-mono text-accent-300 hover:underline">
                  {c.superseded_by.code}
                </Link>{' '}
                ({c.superseded_by.license}): the licence was upgraded.
              </p>
            )}
            {c.upgrade_of && (
              <p className="mt-2 text-sm text-zinc-300">
                Upgrade of{' '}
                <Link to={`/verify/${c.upgrade_of.code}`} className="font-mono text-accent-300 hover:underline">
                  {c.upgrade_of.code}
                </Link>{' '}
                ({c.upgrade_of.license}).
              </p>
            )}
            {c.channels.length > 0 && (
              <div className="mt-3">
                <p className="text-sm font-semibold text-white">
                  {c.genuine ? 'YouTube channels covered' : 'YouTube channels it covered (no longer licensed)'}
                </p>
                <ul className="mt-1 space-y-0.5 font-mono text-sm text-zinc-300">
                  {c.channels.map((id) => (
                    <li key={id} className="break-all">
                      {id}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
