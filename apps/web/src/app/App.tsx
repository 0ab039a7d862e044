import { TOAST_DURATION_MS } from '@beatmarket/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AuthDialogProvider } from '../features/auth/hooks/AuthDialogProvider';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthDialogProvider>
        <RouterProvider router={router} />
      </AuthDialogProvider>
      <Toaster theme="dark" position="top-right" richColors closeButton duration={TOAST_DURATION_MS} />
    </QueryClientProvider>
  );
}
