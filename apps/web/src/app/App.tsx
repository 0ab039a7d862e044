import { TOAST_DURATION_MS } from '@beatmarket/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { DialogsProvider } from '../components/dialogs/DialogsProvider';
import { AuthDialogProvider } from '../features/auth/hooks/AuthDialogProvider';
import { LicenseEditorProvider } from '../features/cart/editor/LicenseEditorProvider';
import { useToastsWanted } from '../lib/notify';
import { AppSlots } from './slots';

// Toasts follow an action, so their library (about 10 KB compressed) loads with the first one (notify.ts);
// a toast raised before it has loaded shows once it has (sonner replays them to a new Toaster).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
// Toasts sit above the footer player (80 px): at the top right they covered the header's Login and Logout,
// and a pointer resting there to press one paused the toast, so it never went (issue 31).
const ABOVE_PLAYER = { bottom: 96 };
function LazyToaster() {
  if (!useToastsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        theme="dark"
        position="bottom-right"
        offset={ABOVE_PLAYER}
        mobileOffset={ABOVE_PLAYER}
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
      />
    </Suspense>
  );
}

/**
 * `router` is the browser's router, or a static one when the server renders the page. `after` renders
 * last, beside the toasts: the browser's start puts its early-click replay there. It is a slot of its own
 * (empty on the server) so the tree has the same shape on both sides: an extra child beside the app made
 * every `useId` differ, and the adopted page kept the server's ids (aria-controls naming nothing).
 */
export function App({
  queryClient,
  router,
  after = null,
}: {
  queryClient: QueryClient;
  router: ReactNode;
  after?: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthDialogProvider>
        <LicenseEditorProvider>
          <AppSlots>
            <DialogsProvider>{router}</DialogsProvider>
          </AppSlots>
        </LicenseEditorProvider>
      </AuthDialogProvider>
      <LazyToaster />
      {after}
    </QueryClientProvider>
  );
}
