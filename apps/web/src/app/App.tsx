import { TOAST_DURATION_MS } from '@beatmarket/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { DialogsProvider } from '../components/dialogs/DialogsProvider';
import { AuthDialogProvider } from '../features/auth/hooks/AuthDialogProvider';
import { LicenseEditorProvider } from '../features/cart/editor/LicenseEditorProvider';
import { AppSlots } from './slots';

/** `router` is the browser's router, or a static one when the server renders the page. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthDialogProvider>
        <LicenseEditorProvider>
          <AppSlots>
            <DialogsProvider>{router}</DialogsProvider>
          </AppSlots>
        </LicenseEditorProvider>
      </AuthDialogProvider>
      <Toaster theme="dark" position="top-right" richColors closeButton duration={TOAST_DURATION_MS} />
    </QueryClientProvider>
  );
}
