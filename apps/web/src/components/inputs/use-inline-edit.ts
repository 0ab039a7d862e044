import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ZodType } from 'zod';
import { ApiError } from '../../lib/api';

/** Spec §4 "Inline editor: read-only, editing, saved or cancelled" (plus the wait for the server). */
type InlineEditState = 'read' | 'editing' | 'saving' | 'saved' | 'cancelled';

const SAVED_FOR_MS = 2500;
const messageOf = (err: unknown) =>
  err instanceof ApiError
    ? (err.fieldErrors[0]?.message ?? err.message)
    : err instanceof Error
      ? err.message
      : 'Not saved';

interface InlineEditOptions {
  value: string;
  onSave(next: string): Promise<unknown>;
  schema?: ZodType<string> | undefined;
  multiline?: boolean | undefined;
  disabled?: boolean | undefined;
}

/** An InlineEdit's state: the draft, the save through `onSave` and the keys that save or cancel. */
export function useInlineEdit(props: InlineEditOptions) {
  const { value, multiline, disabled } = props;
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

  return { state, draft, setDraft, error, field, errorId, edit, cancel, save, onKeyDown };
}
