import { clsx } from 'clsx';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { PageHeader } from '../../../components/PageHeader';
import { ClosePeriodDialog } from './ClosePeriodDialog';
import { OverviewTab } from './OverviewTab';
import { PayoutsTab } from './PayoutsTab';
import { ProducersTab } from './ProducersTab';
import { ServiceOrdersTab } from './ServiceOrdersTab';
import { StatementsTab } from './StatementsTab';

const TABS = [
  { id: 'overview', label: 'Overview', Panel: OverviewTab },
  { id: 'producers', label: 'Producers', Panel: ProducersTab },
  { id: 'statements', label: 'Statements', Panel: StatementsTab },
  { id: 'payouts', label: 'Payouts', Panel: PayoutsTab },
  { id: 'service-orders', label: 'Service orders', Panel: ServiceOrdersTab },
] as const;
type TabId = (typeof TABS)[number]['id'];

/**
 * /accounting (administrators): periods and the month-by-month chart, producers' balances, statements and
 * payouts, one section at a time (`?tab=`). Closing a period is open from every section.
 */
export function AccountingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  const current = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0];
  // Each section keeps its own list state in the address; switching starts the next one afresh.
  const href = (id: TabId) => (id === 'overview' ? '/accounting' : `/accounting?tab=${id}`);
  return (
    <section className="flex flex-col gap-6 [&>header]:mb-0">
      <PageHeader
        title="Accounting"
        subtitle="Income statements per producer and period, their payouts, and what the store earned."
        actions={
          <Button onClick={() => setClosing(true)}>
            <CalendarCheck className="size-4" aria-hidden />
            Close period
          </Button>
        }
      />
      <nav aria-label="Accounting sections">
        <ul className="flex flex-wrap gap-1">
          {TABS.map((t) => (
            <li key={t.id}>
              <Link
                to={href(t.id)}
                aria-current={t.id === current.id ? 'page' : undefined}
                className={clsx(
                  'inline-flex h-10 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold transition',
                  t.id === current.id
                    ? 'bg-accent-600/20 text-accent-200 ring-1 ring-inset ring-accent-500/40'
                    : 'text-zinc-300 hover:bg-white/5 hover:text-white',
                )}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <current.Panel key={current.id} />
      <ClosePeriodDialog
        open={closing}
        onOpenChange={setClosing}
        onClosed={(ids) => ids.length > 0 && navigate(`/accounting?tab=statements`)}
      />
    </section>
  );
}
