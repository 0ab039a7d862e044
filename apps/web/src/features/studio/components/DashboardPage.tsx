import { Plus } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { useTableState } from '../../../components/use-table-state';
import { useSlots } from '../../../lib/slots';
import { useSupportingData } from '../../../lib/use-supporting-data';
import { DASHBOARD_DEFAULTS, DASHBOARD_SORTABLE, useDashboardBeats } from '../api/use-dashboard';
import { DASHBOARD_COLUMNS, editPath } from './dashboard-columns';
import { AllowlistCard } from './AllowlistCard';
import { VoiceTagCard } from './VoiceTagCard';

const primary =
  'inline-flex h-10 items-center gap-2 rounded-full bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700';
const secondary =
  'inline-flex h-10 items-center gap-2 rounded-full bg-zinc-800 px-4 text-sm font-semibold text-zinc-100 ring-1 ring-inset ring-white/10 hover:bg-zinc-700';

/**
 * /dashboard (producers and above): earnings and statements, own beats with processing state, plays, favorites and
 * sales, and their membership plans when producers may offer them.
 */
export function DashboardPage() {
  const navigate = useNavigate();
  // Page, search and sort live in the address: ?page=2 opens page 2, back and forward step through pages.
  const [state, setState] = useTableState(DASHBOARD_DEFAULTS);
  const beats = useDashboardBeats(state);
  const { Earnings, Insights, OwnPlans, StoreItems, ServiceOffers, Followers } = useSlots();
  // Administrators decide whether producers offer membership plans (setting producer_plans, issue 19).
  const offersPlans = useSupportingData().data?.settings.producer_plans === true;
  return (
    // The header's own bottom margin would double the gap between it and the voice tag.
    <section className="flex flex-col gap-8 [&>header]:mb-0">
      <PageHeader
        title="Dashboard"
        subtitle="Your beats and features, where their audio stands, and how they do."
        actions={
          <div className="flex flex-wrap gap-3">
            <Link to="/beat/new" className={primary}>
              <Plus className="size-4" aria-hidden />
              New beat
            </Link>
            <Link to="/feature/new" className={secondary}>
              <Plus className="size-4" aria-hidden />
              New feature
            </Link>
            {/* Custom beats and features asked of this producer (decision 0088). */}
            <Link to="/service-orders" className={secondary}>
              Service orders
            </Link>
          </div>
        }
      />
      <Suspense fallback={null}>
        <Earnings />
      </Suspense>
      <VoiceTagCard />
      <DataTable
        label="your beats"
        columns={DASHBOARD_COLUMNS}
        rows={beats.data?.data}
        meta={beats.data?.meta}
        loading={beats.isFetching}
        state={state}
        onStateChange={setState}
        sortable={DASHBOARD_SORTABLE}
        onRowClick={(b) => navigate(editPath(b))}
        emptyAction={
          state.search ? undefined : (
            <>
              <p className="max-w-sm text-sm text-zinc-400">
                Create your first beat: name it, upload the master, and we make the preview.
              </p>
              <Link to="/beat/new" className={primary}>
                <Plus className="size-4" aria-hidden />
                New beat
              </Link>
            </>
          )
        }
      />
      <AllowlistCard />
      <Suspense fallback={null}>
        <StoreItems />
      </Suspense>
      <Suspense fallback={null}>
        <ServiceOffers />
      </Suspense>
      <Suspense fallback={null}>
        <OwnPlans allowNew={offersPlans} />
      </Suspense>
      <Suspense fallback={null}>
        <Followers />
      </Suspense>
      <Suspense fallback={null}>
        <Insights />
      </Suspense>
    </section>
  );
}
