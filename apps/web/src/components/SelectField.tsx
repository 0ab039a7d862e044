import { clsx } from 'clsx';
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** A labelled native select in the text fields' style (keyboard and screen readers get the platform's). */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, error, hint, className, children, ...rest },
  ref,
) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-zinc-300">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
        className={clsx(
          'h-11 rounded-xl bg-zinc-900 px-3 text-zinc-100 ring-1 ring-inset focus:outline-none focus:ring-2 disabled:opacity-60',
          error ? 'ring-red-500/70' : 'ring-white/10 focus:ring-accent-400',
        )}
        {...rest}
      >
        {children}
      </select>
      {(error || hint) && (
        <p id={noteId} className={clsx('text-xs', error ? 'text-red-400' : 'text-zinc-400')}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
});
