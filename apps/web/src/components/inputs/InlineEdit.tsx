import { clsx } from 'clsx';
import { Check, Pencil, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { ApiError } from '../../lib/api';
import { Spinner } from '../Spinner';

/** Spec §4 "Inline editor: read-only, editing, saved or cancelled" (plus the wait for the server). */
export type InlineEditState = 'read' | 'editing' | 'saving' | 'saved' | 'cancelled';

export interface InlineEditProps {
  value: string;
  /** Saves the new text; a rejection keeps the editor open on the draft and shows why. */
  onSave(next: string): Promise<unknown>;
  /** What the text is ("Note", "Title"): names the field and its buttons. */
  label: string;
  multiline?: boolean;
  /** The shared schema the server checks the same field with; the draft is checked before saving. */
  schema?: ZodType<string>;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  renderValue?(value: string): ReactNode;
  className?: string;
}

const SAVED_FOR_MS = 2500;
const messageOf = (err: unknown) =>
  err instanceof ApiError
    ? (err.fieldErrors[0]?.message ?? err.message)
    : err instanceof Error
      ? err.message
      : 'Not saved';

/**
 * Text that turns into a field in place: Enter or the check saves (Shift+Enter is a new line when
 * multiline), Escape or the cross cancels. While the save is under way the field waits; a failure
 * leaves the shown value as it was and the draft in the field, with the reason under it.
 */
export function InlineEdit(props: InlineEditProps) {
  const { value, label, multiline, placeholder, maxLength, disabled, className } = props;
  const [state, setState] = useState<InlineEditState>('read');
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const errorId = useId();

  useEffect(() => {
    if (state !== 'editing') return;
    field.current?.focus();
  }, [state]);
  useEffect(() => {
    if (state !== 'saved') return;
    const timer = setTimeout(() => setState('read'), SAVED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const edit = () => {
    if (disabled) return;
    setDraft(value);
    setError(null);
    setState('editing');
  };
  const cancel = () => {
    setDraft(value);
    setError(null);
    setState('cancelled');
  };
  const save = async () => {
    const checked = props.schema ? props.schema.safeParse(draft) : { success: true as const, data: draft };
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Invalid value');
    if (checked.data === value) return cancel();
    setState('saving');
    try {
      await props.onSave(checked.data);
      setError(null);
      setState('saved');
    } catch (err) {
      setError(messageOf(err));
      setState('editing');
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      cancel();
    } else if (e.key === 'Enter' && !(multiline && e.shiftKey)) {
      e.preventDefault();
      void save();
    }
  };

  if (state === 'editing' || state === 'saving') {
    const busy = state === 'saving';
    const fieldProps = {
      ref: field,
      value: draft,
      'aria-label': label,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      placeholder,
      maxLength,
      readOnly: busy,
      onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
      onKeyDown,
      className: clsx(
        'w-full rounded-xl bg-zinc-950/60 px-3 py-2 text-sm text-zinc-100 ring-1 ring-inset focus:outline-none focus:ring-2',
        error ? 'ring-red-500/70 focus:ring-red-400' : 'ring-white/10 focus:ring-accent-400',
      ),
    };
    return (
      <div data-state={state} className={clsx('flex flex-col gap-1.5', className)}>
        <div className="flex items-start gap-1.5">
          {multiline ? <textarea rows={3} {...fieldProps} /> : <input {...fieldProps} />}
          <button
            type="button"
            aria-label={`Save ${label}`}
            disabled={busy}
            onClick={() => void save()}
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white hover:bg-accent-700 disabled:opacity-60"
          >
            {busy ? <Spinner className="size-4" /> : <Check className="size-4" />}
          </button>
          <button
            type="button"
            aria-label="Cancel editing"
            disabled={busy}
            onClick={cancel}
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-zinc-800 text-zinc-200 ring-1 ring-inset ring-white/10 hover:bg-zinc-700 disabled:opacity-60"
          >
            <X className="size-4" />
          </button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-xs text-red-400">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <div data-state={state} className={clsx('group flex items-start gap-2', className)}>
      <div
        onClick={edit}
        className={clsx('min-w-0 flex-1 whitespace-pre-wrap break-words', !disabled && 'cursor-text')}
      >
        {value ? (props.renderValue?.(value) ?? value) : <span className="text-zinc-500">{placeholder}</span>}
      </div>
      {state === 'saved' && (
        <span role="status" className="flex shrink-0 items-center gap-1 text-xs text-emerald-400">
          <Check className="size-3.5" /> Saved
        </span>
      )}
      {!disabled && (
        <button
          type="button"
          aria-label={`Edit ${label}`}
          onClick={edit}
          className="shrink-0 rounded-full p-1.5 text-zinc-500 hover:bg-white/5 hover:text-white"
        >
          <Pencil className="size-3.5" />
        </button>
      )}
    </div>
  );
}
