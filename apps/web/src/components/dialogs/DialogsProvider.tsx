import { useCallback, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { TextField } from '../TextField';
import { DialogsContext, type ConfirmOptions, type Dialogs, type PromptOptions } from './context';

type Request = { id: number } & (
  | { kind: 'confirm'; opts: ConfirmOptions; resolve(ok: boolean): void }
  | { kind: 'prompt'; opts: PromptOptions; resolve(value: string | null): void }
);
type NewRequest = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

/**
 * Mounted once in the app: holds the one confirmation or prompt on screen and answers the promise
 * `useConfirm()`/`usePrompt()` returned. A second request while one is open cancels the first.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<Request | null>(null);
  const current = useRef<Request | null>(null);
  const ids = useRef(0);

  const open = useCallback((req: NewRequest) => {
    const prev = current.current;
    if (prev?.kind === 'confirm') prev.resolve(false);
    else if (prev) prev.resolve(null);
    const next = { ...req, id: ++ids.current } as Request;
    current.current = next;
    setRequest(next);
  }, []);

  const dialogs = useMemo<Dialogs>(
    () => ({
      confirm: (opts) => new Promise<boolean>((resolve) => open({ kind: 'confirm', opts, resolve })),
      prompt: (opts) => new Promise<string | null>((resolve) => open({ kind: 'prompt', opts, resolve })),
    }),
    [open],
  );

  const finish = (answer: string | boolean | null) => {
    const req = current.current;
    current.current = null;
    setRequest(null);
    if (req?.kind === 'confirm') req.resolve(answer === true);
    else if (req) req.resolve(typeof answer === 'string' ? answer : null);
  };

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      <Modal
        open={request !== null}
        onOpenChange={(o) => !o && finish(null)}
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
    </DialogsContext.Provider>
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
