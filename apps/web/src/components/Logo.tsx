import { clsx } from 'clsx';

export function Logo({ size = 'small', className }: { size?: 'small' | 'large'; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5 font-extrabold tracking-tight text-white', className)}>
      <img src="/logo.svg" alt="" className={size === 'large' ? 'size-14' : 'size-8'} />
      <span className={size === 'large' ? 'text-3xl' : 'text-lg'}>
        beat<span className="text-accent-400">market</span>
      </span>
    </span>
  );
}
