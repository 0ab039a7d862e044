import { DEFAULT_UPLOAD_RULES, type Profile, type SupportingData } from '@beatmarket/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DialogsProvider } from '../components/dialogs/DialogsProvider';
import { DialogView } from '../components/dialogs/DialogView';
import { AuthDialogProvider } from '../features/auth/hooks/AuthDialogProvider';
import { LicenseEditorProvider } from '../features/cart/editor/LicenseEditorProvider';
import { AppSlots } from '../app/slots';
import { createQueryClient } from '../lib/query-client';

export const BOOT: SupportingData = {
  app_version: 'v.2.0.12',
  tagline: 'Tagline',
  slogan: 'Slogan',
  social_links: { facebook: 'https://facebook.com/x' },
  public_menu: [
    { id: 'store', label: 'Store', path: '/page/store' },
    { id: 'contact', label: 'Contact Us', action: 'contact' },
  ],
  roles: [
    { id: 1, name: 'User' },
    { id: 2, name: 'Producer' },
    { id: 3, name: 'Administrator' },
  ],
  page_sizes: [10, 25, 50, 100],
  captcha: { provider: 'altcha', challenge_url: '/private-api/captcha/challenge' },
  social_providers: [],
  settings: {},
  uploads: DEFAULT_UPLOAD_RULES,
  payments: { provider: 'test' },
  push: { public_key: null },
};

export function profile(role: number, over: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    first_name: 'Jay',
    last_name: 'Buyer',
    nickname: null,
    producer_identifier: null,
    name: 'Jay Buyer',
    email: 'jay@example.com',
    role,
    news: true,
    _cart_summary: { count: 0 },
    ...over,
  };
}

/** Renders routes inside the app's providers with a seeded query cache (no network for boot data). */
export function renderRoutes(
  routes: RouteObject[],
  opts: { path?: string; profile?: Profile | null; wrap?: (n: ReactNode) => ReactNode; seed?: boolean } = {},
) {
  // The app's own client (error toasts, 401 handling), without retries or background refetches.
  const qc = createQueryClient();
  qc.setDefaultOptions({ queries: { ...qc.getDefaultOptions().queries, retry: false, staleTime: Infinity } });
  // seed: false leaves boot data and profile to the (fake) server, as on a real first load.
  if (opts.seed !== false) {
    qc.setQueryData(['supporting-data'], BOOT);
    qc.setQueryData(['profile'], opts.profile ?? null);
  }
  const router = createMemoryRouter(routes, { initialEntries: [opts.path ?? '/'] });
  const utils = render(
    <QueryClientProvider client={qc}>
      <AuthDialogProvider>
        <LicenseEditorProvider>
          <AppSlots>
            <DialogsProvider view={DialogView}>
              {(opts.wrap ?? ((n) => n))(<RouterProvider router={router} />)}
            </DialogsProvider>
          </AppSlots>
        </LicenseEditorProvider>
      </AuthDialogProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, qc };
}
