import { clsx } from 'clsx';
import { Check, Pencil, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import { Spinner } from '../Spinner';
import { useInlineEdit } from './use-inline-edit';

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

/**
 * Text that turns into a field in place: Enter or the check saves (Shift+Enter is a new line when
 * multiline), Escape or the cross cancels. While the save is under way the field waits; a failure
 * leaves the shown value as it was and the draft in the field, with the reason under it.
 */
export function InlineEdit(props: InlineEditProps) {
  const { value, label, placeholder, disabled, className } = props;
  const edit = useInlineEdit(props);
  const { state } = edit;
  if (state === 'editing' || state === 'saving') return <EditingView {...props} edit={edit} />;

  return (
    <div data-state={state} className={clsx('group flex items-start gap-2', className)}>
      <div
        onClick={edit.edit}
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
          onClick={edit.edit}
          className="shrink-0 rounded-full p-1.5 text-zinc-500 hover:bg-white/5 hover:text-white"
        >
          <Pencil className="size-3.5" />
        </button>
      )}
    </div>
  );
}

/** The field with its save and cancel buttons, and the reason a save was refused. */
function EditingView({
  label,
  multiline,
  placeholder,
  maxLength,
  className,
  edit,
}: InlineEditProps & { edit: ReturnType<typeof useInlineEdit> }) {
  const { state, draft, setDraft, error, field, errorId, cancel, save, onKeyDown } = edit;
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
