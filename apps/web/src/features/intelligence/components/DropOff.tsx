import { useEffect, useMemo, useRef } from 'react';
import { FunnelChart } from '../../../components/charts';
import { useIntelDropoff } from '../api/use-intel';
import type { IntelRange } from '../range';

/**
 * How far listeners get into one beat (decision 0103): the raw starts, then the plays that heard at least
 * each tenth of the preview, as bars with the same numbers in a table.
 */
export function DropOff(props: { range: IntelRange; beat: number; onClose(): void; level?: 2 | 3 }) {
  const { range, beat, onClose, level } = props;
  const report = useIntelDropoff(range, beat);
  const data = report.data?.beat_id === beat ? report.data : undefined;
  const heading = useRef<HTMLDivElement>(null);
  // Opened from a row far below: the focus brings it into view, and a keyboard user lands here.
  useEffect(() => heading.current?.focus(), [beat]);
  const steps = useMemo(
    () =>
      data
        ? [
            { label: 'Started', count: data.starts },
            ...data.steps.map((s) => ({ label: `${s.pct}% heard`, count: s.plays })),
          ]
        : [],
    [data],
  );
  return (
    <section aria-label="Drop-off" className="flex flex-col gap-2">
      <div ref={heading} tabIndex={-1} className="flex flex-wrap items-center justify-between gap-2 outline-none">
        <p className="text-sm text-zinc-300">
          How far listeners get into <strong className="text-white">{data?.title ?? '…'}</strong>, by tenths of the
          preview heard.
        </p>
        <button
          type="button"
          onClick={onClose}
          className="h-8 rounded-full px-3 text-sm font-semibold text-zinc-300 ring-1 ring-inset ring-white/10 hover:bg-zinc-800"
        >
          Close drop-off
        </button>
      </div>
      <FunnelChart
        level={level}
        title="Drop-off"
        description="Plays that heard at least each share of the preview, of the plays started."
        steps={steps}
        shareLabel="Per 100 starts"
      />
    </section>
  );
}
