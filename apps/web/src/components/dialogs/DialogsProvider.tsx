import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { DialogsContext, type Dialogs, type Request } from './context';

// Loaded on the first request: every page mounts the provider, few ever ask (first-load JS, issue 14).
const LazyDialogView = lazy(() => import('./DialogView').then((m) => ({ default: m.DialogView })));

type NewRequest = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

/**
 * Mounted once in the app: holds the one confirmation or prompt on screen and answers the promise
 * `useConfirm()`/`usePrompt()` returned. A second request while one is open cancels the first.
 */
export function DialogsProvider({
  children,
  view: View = LazyDialogView,
}: {
  children: ReactNode;
  /** Tests pass the view itself (DialogView), so a dialog opens within the click that asked for it. */
  view?: ComponentType<{ request: Request | null; finish(answer: string | boolean | null): void }>;
}) {
  const [request, setRequest] = useState<Request | null>(null);
  const [used, setUsed] = useState(false);
  const current = useRef<Request | null>(null);
  const ids = useRef(0);

  const open = useCallback((req: NewRequest) => {
    const prev = current.current;
    if (prev?.kind === 'confirm') prev.resolve(false);
    else if (prev) prev.resolve(null);
    const next = { ...req, id: ++ids.current } as Request;
    current.current = next;
    setUsed(true);
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
      {/* Mounted from the first request on, so later ones open (and close) with the dialog's animation. */}
      {used && (
        <Suspense fallback={null}>
          <View request={request} finish={finish} />
        </Suspense>
      )}
    </DialogsContext.Provider>
  );
}
