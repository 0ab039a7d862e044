import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { TextField } from '../TextField';
import type { ConfirmOptions, PromptOptions, Request } from './context';

/**
 * The dialog DialogsProvider shows. A module of its own, loaded on the first confirm or prompt: the
 * provider wraps every page, and the dialog library would otherwise weigh on every first load (issue 14).
 */
export function DialogView({
  request,
  finish,
}: {
  request: Request | null;
  finish(answer: string | boolean | null): void;
}) {
  // The request is gone by the time the dialog has closed and focus is handed back.
  const last = useRef(request);
  if (request) last.current = request;
  const returnFocus = (event: Event) => {
    const give = last.current?.opts.returnFocus;
    if (!give) return;
    event.preventDefault();
    give();
  };
  return (
    <Modal
      open={request !== null}
      onOpenChange={(o) => !o && finish(null)}
      onCloseAutoFocus={returnFocus}
      title={request?.opts.title ?? ''}
      description={request?.opts.message}
      size="sm"
    >
      {request?.kind === 'prompt' ? (
        // Keyed by the request, so a new prompt starts from its own initial value.
        <PromptForm key={request.id} opts={request.opts} onDone={finish} />
      ) : (
        request && <Actions opts={request.opts} onCancel={() => finish(false)} onConfirm={() => finish(true)} />
      )}
    </Modal>
  );
}

function Actions({ opts, onCancel, onConfirm }: { opts: ConfirmOptions; onCancel(): void; onConfirm?(): void }) {
  return (
    <div className="mt-6 flex justify-end gap-2">
      <Button variant="ghost" onClick={onCancel}>
        {opts.cancelLabel ?? 'Cancel'}
      </Button>
      <Button variant={opts.danger ? 'danger' : 'primary'} type={onConfirm ? 'button' : 'submit'} onClick={onConfirm}>
        {opts.confirmLabel ?? 'Confirm'}
      </Button>
    </div>
  );
}

function PromptForm({ opts, onDone }: { opts: PromptOptions; onDone(value: string | null): void }) {
  const [value, setValue] = useState(opts.initialValue ?? '');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!opts.schema) return onDone(value);
    const parsed = opts.schema.safeParse(value);
    if (parsed.success) onDone(parsed.data);
    else setError(parsed.error.issues[0]?.message ?? 'Invalid value');
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={opts.label}
        value={value}
        placeholder={opts.placeholder}
        error={error}
        autoFocus
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
      />
      <Actions opts={opts} onCancel={() => onDone(null)} />
    </form>
  );
}
