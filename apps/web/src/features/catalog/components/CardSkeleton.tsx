import { clsx } from 'clsx';

const bar = 'inline-block rounded bg-zinc-800 align-middle';

/**
 * A beat card's stand-in while the list loads. Its lines use the card's own type sizes and its action
 * row the buttons' height, so the cards replace it without moving anything below (layout shift).
 */
export function CardSkeleton({ className }: { className?: string }) {
  return (
    <div className={clsx('min-w-0', className)}>
      <div className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl bg-zinc-900/70 ring-1 ring-white/5">
        <div className="aspect-square bg-zinc-800" />
        <div className="flex flex-1 flex-col gap-1 p-3.5">
          <div className="min-w-0">
            <p className="font-semibold">
              <span className={clsx(bar, 'h-4 w-3/4')} />
            </p>
            <p className="text-sm">
              <span className={clsx(bar, 'h-3 w-1/2')} />
            </p>
          </div>
          <p className="text-xs">
            <span className="text-sm">
              <span className={clsx(bar, 'h-3 w-1/3')} />
            </span>
          </p>
          <div className="mt-auto flex items-center pt-1">
            <span className="h-8 w-16 rounded-full bg-zinc-800" />
          </div>
        </div>
      </div>
    </div>
  );
}
