import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/catalog/components/HomePage';
import { NotFoundPage } from '../components/NotFoundPage';
import { ShellPage } from '../features/pages/ShellPage';
import { Guard, type Access } from './guards';
import { AppLayout } from './layout/AppLayout';

// Pages most visitors never open load on demand, so the first paint carries only what it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are each page's own
function page<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
const UsersPage = page(() => import('../features/admin/components/UsersPage'), 'UsersPage');
const UserEditPage = page(() => import('../features/admin/components/UserEditPage'), 'UserEditPage');
const MailboxPage = page(() => import('../features/admin/components/MailboxPage'), 'MailboxPage');
const EmailTemplatesPage = page(() => import('../features/email-templates/EmailTemplatesPage'), 'EmailTemplatesPage');
const EmailTemplateEditPage = page(
  () => import('../features/email-templates/EmailTemplateEditPage'),
  'EmailTemplateEditPage',
);
const ProfilePage = page(() => import('./pages/ProfileRoute'), 'ProfileRoute');
const ContentPage = page(() => import('../features/pages/ContentPage'), 'ContentPage');
// BeatPage takes a prop (its family), so it keeps the typed form.
const BeatPage = lazy(() => import('../features/catalog/components/BeatPage').then((m) => ({ default: m.BeatPage })));
const BeatShareRedirect = page(() => import('../features/catalog/components/BeatPage'), 'BeatShareRedirect');
const ProducerPage = page(() => import('../features/catalog/components/ProducerPage'), 'ProducerPage');
// Takes a prop (its format), so it keeps the typed form.
const SharedDownloadPage = lazy(() =>
  import('../features/media/components/SharedDownloadPage').then((m) => ({ default: m.SharedDownloadPage })),
);
const CheckoutPage = page(() => import('./pages/CheckoutRoute'), 'CheckoutRoute');
const DashboardPage = page(() => import('../features/studio/components/DashboardPage'), 'DashboardPage');
// Take a prop (their family), so they keep the typed form.
const NewBeatPage = lazy(() =>
  import('../features/studio/components/NewBeatPage').then((m) => ({ default: m.NewBeatPage })),
);
const BeatEditorPage = lazy(() =>
  import('../features/studio/components/BeatEditorPage').then((m) => ({ default: m.BeatEditorPage })),
);
const OrderPage = page(() => import('../features/orders/components/OrderPage'), 'OrderPage');
const OrdersAdminPage = page(() => import('../features/orders/components/OrdersAdminPage'), 'OrdersAdminPage');
const VerifyLicensePage = page(() => import('../features/orders/components/VerifyLicensePage'), 'VerifyLicensePage');
const OurProducersPage = page(() => import('../features/catalog/components/OurProducersPage'), 'OurProducersPage');
const PromoCodesPage = page(() => import('../features/promotions/components/PromoCodesPage'), 'PromoCodesPage');
const AllBeatsPage = page(() => import('../features/catalog-admin/AllBeatsPage'), 'AllBeatsPage');
const FeaturedPage = page(() => import('../features/catalog-admin/FeaturedPage'), 'FeaturedPage');
const SettingsPage = page(() => import('../features/settings/SettingsPage'), 'SettingsPage');

const shell = (title: string, summary: string) => <ShellPage title={title} summary={summary} />;

/** The route table of spec §2: name, path, access. */
const TABLE: [name: string, path: string, access: Access, element: ReactNode][] = [
  ['home', '/', 'public', <HomePage />],
  ['home.alias', '/home', 'public', <HomePage />],
  ['dashboard', '/dashboard', 'producer', <DashboardPage />],
  ['user.list', '/users', 'admin', <UsersPage />],
  ['user.edit', '/user/:id', 'admin', <UserEditPage />],
  ['profile.view', '/profile/:identifier', 'public', <ProducerPage />],
  ['profile', '/profile', 'login', <ProfilePage />],
  ['beat.list', '/beats', 'admin', <AllBeatsPage />],
  [
    'beat.intelligence',
    '/beats-intelligence',
    'admin',
    shell('Beat Intelligence', 'Plays, downloads, favorites and sales across the catalog.'),
  ],
  [
    'beat.download-builder',
    '/beats/download-builder',
    'admin',
    shell('Download builder', 'Assemble download packages for beats.'),
  ],
  ['beat.new', '/beat/new', 'login', <NewBeatPage family="beat" />],
  ['feature.new', '/feature/new', 'login', <NewBeatPage family="feature" />],
  ['beat.view', '/beats/:slug', 'public', <BeatPage family="beat" />],
  ['feature.view', '/features/:slug', 'public', <BeatPage family="feature" />],
  ['beat.edit', '/beats/:slug/edit', 'login', <BeatEditorPage family="beat" />],
  ['feature.edit', '/features/:slug/edit', 'login', <BeatEditorPage family="feature" />],
  ['subscribe', '/subscribe/:id', 'login', shell('Subscribe', 'Choose a membership plan.')],
  ['checkout', '/checkout', 'login', <CheckoutPage />],
  ['order.edit', '/order/:id', 'login', <OrderPage />],
  ['order.list', '/orders', 'admin', <OrdersAdminPage />],
  ['accounting', '/accounting', 'admin', shell('Accounting', 'Income statements, producer shares and payouts.')],
  [
    'income_statement.edit',
    '/income-statement/:id',
    'login',
    shell('Income statement', 'One statement with its lines.'),
  ],
  ['promotion.list', '/promotions', 'admin', shell('Promotions', 'Banners and pop-ups with their schedules.')],
  ['coupon.list', '/promo-codes', 'admin', <PromoCodesPage />],
  ['page', '/page/:slug', 'public', <ContentPage />],
  [
    'mix-master',
    '/mixing-and-mastering-services',
    'public',
    shell('Mixing & Mastering', 'Send us your vocals and stems; get back a finished record.'),
  ],
  ['our-producers', '/our-producers', 'public', <OurProducersPage />],
  ['testimonials', '/testimonials', 'public', shell('Testimonials', 'What artists say about working with us.')],
  ['features.list', '/features', 'admin', <FeaturedPage />],
  ['slide.list', '/slides', 'admin', shell('Slides and Testimonials', 'The home page carousel and testimonials.')],
  ['slide.edit', '/slide/:id', 'admin', shell('Slide', 'One slide of the home page carousel.')],
  ['email_template.list', '/email-templates', 'admin', <EmailTemplatesPage />],
  ['email_template.edit', '/email-template/:id', 'admin', <EmailTemplateEditPage />],
  ['settings', '/settings', 'admin', <SettingsPage />],
  ['mailbox', '/mailbox', 'admin', <MailboxPage />],
  ['beat.share', '/beat/:id', 'public', <BeatShareRedirect />],
  ['license.verify', '/verify/:code', 'public', <VerifyLicensePage />],
  ['trackouts.download', '/dt/:token', 'public', <SharedDownloadPage format="trackouts" />],
  ['mp3.download', '/dt/:token/mp3', 'public', <SharedDownloadPage format="mp3" />],
  ['wav.download', '/dt/:token/wav', 'public', <SharedDownloadPage format="wav" />],
];

export const ROUTE_TABLE = TABLE.map(([name, path, access]) => ({ name, path, access }));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...TABLE.map(([name, path, access, element]) => ({
        id: name,
        path,
        handle: { access },
        element: <Guard access={access}>{element}</Guard>,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
