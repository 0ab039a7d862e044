import { useId, useState, type ReactNode } from 'react';
import { formatOf, type ChartSeries } from './types';

interface ChartFigureProps {
  title: string;
  /** One sentence under the title: what the chart counts. */
  description?: ReactNode;
  /** The first column's header of the data table ("Day", "Month", "Step"). */
  xHeader: string;
  xLabels: string[];
  series: ChartSeries[];
  /** True when there is nothing to draw: the figure says so instead of drawing empty axes. */
  empty?: boolean;
  children: ReactNode;
  /** The title's heading level: 2 on a page of charts, 3 inside a section that has its own heading. */
  level?: 2 | 3;
}

/**
 * Every chart's frame: a `<figure>` named by its caption, the drawing (hidden from screen readers, which get
 * the table instead), and the same numbers as a table that is visually hidden until someone asks for it.
 */
export function ChartFigure(props: ChartFigureProps) {
  const { title, description, xHeader, xLabels, series, empty, children, level = 2 } = props;
  const Heading = level === 3 ? 'h3' : 'h2';
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/10 sm:p-5"
    >
      <figcaption className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading id={`${id}-title`} className="text-base font-semibold text-white">
            {title}
          </Heading>
          {description && <p className="mt-0.5 text-sm text-zinc-400">{description}</p>}
        </div>
        <button
          type="button"
          aria-expanded={showTable}
          aria-controls={`${id}-table`}
          // The visible words start the name (label in name); the title says which chart's table.
          aria-label={`${showTable ? 'Hide' : 'Show'} table of ${title}`}
          onClick={() => setShowTable((v) => !v)}
          className="rounded-full px-3 py-1 text-xs font-semibold text-accent-300 ring-1 ring-inset ring-white/10 hover:bg-white/5"
        >
          {showTable ? 'Hide table' : 'Show table'}
        </button>
      </figcaption>
      {empty ? (
        <p className="py-10 text-center text-sm text-zinc-400">No data for this range.</p>
      ) : (
        <div aria-hidden="true">{children}</div>
      )}
      {/* Shown, the table scrolls within the card: focusable, so a keyboard can scroll it too. */}
      <div
        id={`${id}-table`}
        className={showTable ? 'mt-4 max-h-80 overflow-auto' : 'sr-only'}
        tabIndex={showTable ? 0 : undefined}
        role={showTable ? 'group' : undefined}
        aria-label={showTable ? `${title}, table` : undefined}
      >
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead className="text-xs text-zinc-400">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                {xHeader}
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="py-1 pr-4 text-right font-medium">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-zinc-200">
            {xLabels.map((x, i) => (
              <tr key={x} className="border-t border-white/5">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {x}
                </th>
                {series.map((s) => {
                  const v = s.values[i];
                  return (
                    <td key={s.label} className="py-1 pr-4 text-right">
                      {v == null ? '–' : formatOf(s)(v)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
