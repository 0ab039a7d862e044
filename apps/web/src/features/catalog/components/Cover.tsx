import { clsx } from 'clsx';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import type { Beat } from '../api/types';

const GRADIENTS = [
  'from-fuchsia-600 to-indigo-800',
  'from-amber-500 to-rose-700',
  'from-emerald-500 to-cyan-800',
  'from-sky-500 to-violet-800',
  'from-rose-500 to-purple-900',
  'from-lime-500 to-teal-800',
];

/** Cover art is the hero of the card; beats without art get a generated cover, never a grey box. */
export function Cover({ beat, className, sizes = '(max-width: 640px) 50vw, 300px', thumb }: { beat: Pick<Beat, 'id' | 'image_url' | 'title_main' | 'bpm'>; className?: string; sizes?: string; thumb?: boolean }) {
  if (beat.image_url) return <ResponsiveImage src={beat.image_url} sizes={sizes} loading="lazy" className={clsx('aspect-square w-full object-cover', className)} />;
  return (
    <div className={clsx('relative flex aspect-square w-full flex-col justify-end overflow-hidden bg-gradient-to-br p-4', GRADIENTS[beat.id % GRADIENTS.length], className)} aria-hidden>
      <svg viewBox="0 0 100 40" className="absolute inset-x-0 top-6 h-16 w-full opacity-30" preserveAspectRatio="none">
        {Array.from({ length: 25 }, (_, i) => {
          const h = 6 + ((beat.id * 7 + i * 13) % 30);
          return <rect key={i} x={i * 4} y={20 - h / 2} width="2.2" height={h} rx="1.1" fill="white" />;
        })}
      </svg>
      {!thumb && <p className="line-clamp-2 text-lg font-black leading-tight text-white drop-shadow">{beat.title_main}</p>}
      {!thumb && beat.bpm && <p className="text-xs font-semibold text-white/80">{beat.bpm} BPM</p>}
    </div>
  );
}
