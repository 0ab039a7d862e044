import { clsx } from 'clsx';
import { ResponsiveImage } from './ResponsiveImage';
import type { Beat } from '../lib/beat';

const GRADIENTS = [
  'from-fuchsia-600 to-indigo-800',
  'from-amber-500 to-rose-700',
  'from-emerald-500 to-cyan-800',
  'from-sky-500 to-violet-800',
  'from-rose-500 to-purple-900',
  'from-lime-500 to-teal-800',
];

/**
 * Cover art is the hero of the card; beats without art get a generated cover, never a grey box. The
 * generated one carries no title: the card's play button and crop cut it ("Neon Nights Pt.▶"), and
 * the card and page print the title anyway. `thumb` is kept for callers that show it small.
 */
export function Cover({
  beat,
  className,
  sizes = '(max-width: 640px) 50vw, 300px',
  priority = false,
}: {
  beat: Pick<Beat, 'id' | 'image_url'>;
  className?: string;
  sizes?: string;
  thumb?: boolean;
  /** Above the fold and likely the largest paint (a beat page's cover): fetched first, never lazily. */
  priority?: boolean;
}) {
  if (beat.image_url)
    return (
      <ResponsiveImage
        src={beat.image_url}
        sizes={sizes}
        // Square, like every stored cover: the box is reserved before the image arrives.
        width={480}
        height={480}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={clsx('aspect-square w-full object-cover', className)}
      />
    );
  return (
    <div
      className={clsx(
        'relative aspect-square w-full overflow-hidden bg-gradient-to-br',
        GRADIENTS[beat.id % GRADIENTS.length],
        className,
      )}
      aria-hidden
    >
      <div className="absolute -right-1/4 -top-1/4 size-3/4 rounded-full border-[10px] border-white/10" />
      <div className="absolute -right-[5%] -top-[5%] size-2/5 rounded-full border-8 border-white/10" />
      <svg
        viewBox="0 0 100 40"
        className="absolute inset-x-0 bottom-0 h-2/5 w-full opacity-30"
        preserveAspectRatio="none"
      >
        {Array.from({ length: 25 }, (_, i) => {
          const h = 6 + ((beat.id * 7 + i * 13) % 30);
          return <rect key={i} x={i * 4 + 1} y={40 - h} width="2.2" height={h} rx="1.1" fill="white" />;
        })}
      </svg>
    </div>
  );
}
