import { useQuery } from '@tanstack/react-query';

const BARS = 160;

/** The preview's waveform from its stored peaks; clicking seeks there. */
export function Waveform({ url, progress, onSeek }: { url: string; progress: number; onSeek(percent: number): void }) {
  const { data } = useQuery({
    queryKey: ['waveform', url],
    queryFn: async () => (await (await fetch(url)).json()) as { duration: number; peaks: number[] },
    staleTime: Infinity,
    meta: { silent: true },
  });
  if (!data?.peaks.length) return null;
  const step = data.peaks.length / BARS;
  const bars = Array.from({ length: BARS }, (_, i) =>
    Math.max(...data.peaks.slice(Math.floor(i * step), Math.floor((i + 1) * step) || undefined), 0.02),
  );
  return (
    <svg
      viewBox={`0 0 ${BARS * 3} 40`}
      preserveAspectRatio="none"
      className="h-8 w-full cursor-pointer"
      role="img"
      aria-label="Waveform: click to seek"
      onClick={(e) => {
        const box = e.currentTarget.getBoundingClientRect();
        onSeek(((e.clientX - box.left) / box.width) * 100);
      }}
    >
      {bars.map((p, i) => (
        <rect
          key={i}
          x={i * 3}
          y={20 - p * 19}
          width="2"
          height={Math.max(1, p * 38)}
          rx="1"
          className={(i / BARS) * 100 < progress ? 'fill-accent-400' : 'fill-zinc-600'}
        />
      ))}
    </svg>
  );
}
