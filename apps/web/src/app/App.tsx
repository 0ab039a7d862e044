import { TOAST_DURATION_MS } from '@beatmarket/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AuthDialogProvider } from '../features/auth/hooks/AuthDialogProvider';
import { LicenseEditorProvider } from '../features/cart/editor/LicenseEditorProvider';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthDialogProvider>
        <LicenseEditorProvider>
          <RouterProvider router={router} />
        </LicenseEditorProvider>
      </AuthDialogProvider>
      <Toaster theme="dark" position="top-right" richColors closeButton duration={TOAST_DURATION_MS} />
    </QueryClientProvider>
  );
}
