import { SERVICE_KIND_LABEL, SERVICE_STATUS_LABEL, type ServiceOrdersReportRow } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { get } from '../../../lib/api';
import { formatMoney } from '../money';
import { moneyColumn, ReportTable, type ReportColumn } from './ReportTable';

type Row = ServiceOrdersReportRow & { key: string };

const COLUMNS: ReportColumn<Row>[] = [
  { id: 'kind', header: 'Service', cell: (r) => SERVICE_KIND_LABEL[r.kind], value: (r) => SERVICE_KIND_LABEL[r.kind] },
  {
    id: 'status',
    header: 'State',
    cell: (r) => SERVICE_STATUS_LABEL[r.status],
    value: (r) => SERVICE_STATUS_LABEL[r.status],
  },
  { id: 'count', header: 'Orders', cell: (r) => r.count, value: (r) => r.count, numeric: true },
  moneyColumn('agreed', 'Agreed', (r) => r.agreed),
  moneyColumn('paid', 'Paid', (r) => r.paid),
  moneyColumn('refunded', 'Refunded', (r) => r.refunded),
];

/**
 * /accounting?tab=service-orders (decision 0097): every service order counted and summed by service and state
 * (agreed prices, milestones captured and refunded), with the way to the orders themselves.
 */
export function ServiceOrdersTab() {
  const report = useQuery({
    queryKey: ['service-orders', 'report'],
    queryFn: () => get<ServiceOrdersReportRow[]>('/service-orders/report'),
  });
  const rows = report.data?.map((r) => ({ ...r, key: `${r.kind}:${r.status}` }));
  const sum = (pick: (r: Row) => number) => (rows ?? []).reduce((s, r) => s + pick(r), 0);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-300">
          {sum((r) => r.count)} orders · {formatMoney(sum((r) => r.paid))} paid · {formatMoney(sum((r) => r.refunded))}{' '}
          refunded
        </p>
        <Link to="/service-orders?all=1" className="text-sm font-semibold text-accent-300 hover:text-accent-200">
          All service orders
        </Link>
      </div>
      <ReportTable
        label="service orders by state"
        rows={rows}
        loading={report.isFetching}
        columns={COLUMNS}
        searchText={(r) => `${SERVICE_KIND_LABEL[r.kind]} ${SERVICE_STATUS_LABEL[r.status]}`}
        defaultSort="kind"
        exportName="service-orders.csv"
      />
    </div>
  );
}
