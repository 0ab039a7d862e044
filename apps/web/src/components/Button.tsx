import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700 shadow-lg shadow-accent-900/30',
  secondary: 'bg-zinc-800 text-zinc-100 hover:bg-zinc-700 ring-1 ring-inset ring-white/10',
  ghost: 'text-zinc-300 hover:bg-white/5 hover:text-white',
  danger: 'bg-red-600/90 text-white hover:bg-red-600',
  link: 'text-accent-300 hover:text-accent-400 underline-offset-4 hover:underline px-0 py-0',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'sm' | 'md' | 'lg';
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const sizes =
    variant === 'link'
      ? ''
      : size === 'sm'
        ? 'h-8 px-3 text-sm'
        : size === 'lg'
          ? 'h-12 px-6 text-base'
          : 'h-10 px-4 text-sm';
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition disabled:cursor-not-allowed disabled:opacity-50',
        sizes,
        VARIANTS[variant],
        className,
      )}
      {...rest}
    >
      {busy && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
