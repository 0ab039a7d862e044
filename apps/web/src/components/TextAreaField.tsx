import { clsx } from 'clsx';
import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldRing, useField } from './FieldFrame';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled text area in the style of TextField, with the field's error (or hint) under it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, hint, className, id, rows = 5, ...rest },
  ref,
) {
  const { frame, control } = useField(id, { label, error, hint, className });
  return (
    <FieldFrame {...frame}>
      <textarea
        ref={ref}
        rows={rows}
        {...control}
        className={clsx(
          'rounded-xl bg-zinc-900 p-3.5 text-zinc-100 ring-1 ring-inset focus:outline-none focus:ring-2',
          fieldRing(error),
        )}
        {...rest}
      />
    </FieldFrame>
  );
});
