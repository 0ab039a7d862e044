import { clsx } from 'clsx';
import { useId, type ReactNode, type Ref } from 'react';

interface Note {
  error?: string | undefined;
  hint?: string | undefined;
}

interface Labelled extends Note {
  label: string;
  className?: string | undefined;
}

/**
 * The props of a field's frame and of its control: the control's id, invalid while there is an error,
 * described by the note (the error, else the hint) while there is one.
 */
export function useField(id: string | undefined, field: Labelled) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const noteId = `${controlId}-note`;
  return {
    frame: { ...field, controlId, noteId },
    control: {
      id: controlId,
      'aria-invalid': field.error ? true : undefined,
      'aria-describedby': field.error || field.hint ? noteId : undefined,
    } as const,
  };
}

/** The control's ring: red while it holds an error. */
export const fieldRing = (error: string | undefined | null) =>
  error ? 'ring-red-500/70 focus:ring-red-400' : 'ring-white/10 focus:ring-accent-400';

/**
 * What every labelled field shares (text, text area, select, date): the label above the control and the
 * note under it. `alert` makes a fresh error heard at once (a date refused as the field is left).
 */
export function FieldFrame(
  props: Labelled & {
    controlId: string;
    noteId: string;
    alert?: boolean;
    ref?: Ref<HTMLDivElement>;
    children: ReactNode;
    /** Under the note (the date field's calendar). */
    after?: ReactNode;
  },
) {
  const { label, controlId, noteId, error, hint, className, alert, ref, children, after } = props;
  return (
    <div ref={ref} className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-zinc-300">
        {label}
      </label>
      {children}
      {(error || hint) && (
        <p
          id={noteId}
          role={error && alert ? 'alert' : undefined}
          className={clsx('text-xs', error ? 'text-red-400' : 'text-zinc-400')}
        >
          {error || hint}
        </p>
      )}
      {after}
    </div>
  );
}
