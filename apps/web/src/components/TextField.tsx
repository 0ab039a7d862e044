import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldFrame, fieldRing, useField } from './FieldFrame';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, id, ...rest },
  ref,
) {
  const { frame, control } = useField(id, { label, error, hint, className });
  return (
    <FieldFrame {...frame}>
      <input
        ref={ref}
        {...control}
        className={clsx(
          'h-11 rounded-xl bg-zinc-900 px-3.5 text-zinc-100 ring-1 ring-inset placeholder:text-zinc-400 transition focus:outline-none focus:ring-2 disabled:opacity-60',
          fieldRing(error),
        )}
        {...rest}
      />
    </FieldFrame>
  );
});
