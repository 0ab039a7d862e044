import { clsx } from 'clsx';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldRing, useField } from './FieldFrame';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}

/** A labelled native select in the text fields' style (keyboard and screen readers get the platform's). */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, error, hint, className, id, children, ...rest },
  ref,
) {
  const { frame, control } = useField(id, { label, error, hint, className });
  return (
    <FieldFrame {...frame}>
      <select
        ref={ref}
        {...control}
        className={clsx(
          'h-11 rounded-xl bg-zinc-900 px-3 text-zinc-100 ring-1 ring-inset focus:outline-none focus:ring-2 disabled:opacity-60',
          fieldRing(error),
        )}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
});
