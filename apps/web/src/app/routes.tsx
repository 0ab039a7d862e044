import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/catalog/components/HomePage';
import { NotFoundPage } from '../components/NotFoundPage';
import { SlidesTabs } from '../features/content/components/SlidesTabs';
import { lazyPage, preloadOf, type Preload } from '../lib/lazy-page';
import { Guard, type Access } from './guards';
import { AppLayout } from './layout/AppLayout';

// Pages most visitors never open load on demand, so the first paint carries only what it needs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are each page's own
function page<K extends string, C extends ComponentType<any>>(load: () => Promise<Record<K, C>>, name: K) {
  return lazyPage(() => load().then((m) => m[name]));
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
const ContentPage = page(() => import('../features/content/components/ContentPage'), 'ContentPage');
const MixMasterPage = page(() => import('../features/content/components/MixMasterPage'), 'MixMasterPage');
const TestimonialsPage = page(() => import('../features/content/components/TestimonialsPage'), 'TestimonialsPage');
const SlidesAdminPage = page(() => import('../features/slides/components/SlidesAdminPage'), 'SlidesAdminPage');
const SlideEditorPage = page(() => import('../features/slides/components/SlideEditorPage'), 'SlideEditorPage');
// The home carousel's markup comes with the server's HTML; its code loads after the app (decision 0053), so
// hydration keeps the server's slides in place until it arrives, and the first-load script does not grow.
const HomeCarousel = page(() => import('../features/slides/components/HomeCarousel'), 'HomeCarousel');
const carousel = (
  <Suspense fallback={null}>
    <HomeCarousel />
  </Suspense>
);
const ServicesAdminPage = page(() => import('../features/content/components/ServicesAdminPage'), 'ServicesAdminPage');
const TestimonialsAdminPage = page(
  () => import('../features/content/components/TestimonialsAdminPage'),
  'TestimonialsAdminPage',
);
const BeatPage = page(() => import('../features/catalog/components/BeatPage'), 'BeatPage');
const BeatShareRedirect = page(() => import('../features/catalog/components/BeatPage'), 'BeatShareRedirect');
const ProducerPage = page(() => import('../features/catalog/components/ProducerPage'), 'ProducerPage');
const SharedDownloadPage = page(() => import('../features/media/components/SharedDownloadPage'), 'SharedDownloadPage');
const CheckoutPage = page(() => import('./pages/CheckoutRoute'), 'CheckoutRoute');
const SubscribePage = page(() => import('./pages/SubscribeRoute'), 'SubscribeRoute');
const SubscriptionPage = page(() => import('./pages/SubscriptionRoute'), 'SubscriptionRoute');
const MembershipPlansPage = page(
  () => import('../features/subscriptions/components/MembershipPlansPage'),
  'MembershipPlansPage',
);
const DashboardPage = page(() => import('../features/studio/components/DashboardPage'), 'DashboardPage');
const NewBeatPage = page(() => import('../features/studio/components/NewBeatPage'), 'NewBeatPage');
const BeatEditorPage = page(() => import('../features/studio/components/BeatEditorPage'), 'BeatEditorPage');
const OrderPage = page(() => import('../features/orders/components/OrderPage'), 'OrderPage');
const OrdersAdminPage = page(() => import('../features/orders/components/OrdersAdminPage'), 'OrdersAdminPage');
const VerifyLicensePage = page(() => import('../features/orders/components/VerifyLicensePage'), 'VerifyLicensePage');
const OurProducersPage = page(() => import('../features/catalog/components/OurProducersPage'), 'OurProducersPage');
const PromoCodesPage = page(() => import('../features/promotions/components/PromoCodesPage'), 'PromoCodesPage');
const PromotionsPage = page(() => import('../features/promotions/admin/PromotionsPage'), 'PromotionsPage');
const TagsPage = page(() => import('../features/tags/TagsPage'), 'TagsPage');
const AllBeatsPage = page(() => import('../features/catalog-admin/AllBeatsPage'), 'AllBeatsPage');
const UndeclaredSamplesPage = page(
  () => import('../features/catalog-admin/undeclared/UndeclaredSamplesPage'),
  'UndeclaredSamplesPage',
);
const CopyReviewsPage = page(() => import('../features/catalog-admin/copies/CopyReviewsPage'), 'CopyReviewsPage');
const DownloadBuilderPage = page(
  () => import('../features/download-builder/DownloadBuilderPage'),
  'DownloadBuilderPage',
);
const FeaturedPage = page(() => import('../features/catalog-admin/FeaturedPage'), 'FeaturedPage');
const SettingsPage = page(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const IntelligencePage = page(() => import('../features/intelligence/components/IntelligencePage'), 'IntelligencePage');
const AccountingPage = page(() => import('../features/accounting/components/AccountingPage'), 'AccountingPage');
const PlansPage = page(() => import('../features/memberships-admin/PlansPage'), 'PlansPage');
const SubscribersPage = page(() => import('../features/memberships-admin/SubscribersPage'), 'SubscribersPage');
const ContestsPage = page(() => import('../features/contests/components/ContestsPage'), 'ContestsPage');
const ContestPage = page(() => import('../features/contests/components/ContestPage'), 'ContestPage');
const ContestEditorPage = page(() => import('../features/contests/components/ContestEditorPage'), 'ContestEditorPage');
const StoreRoute = page(() => import('./pages/StoreRoute'), 'StoreRoute');
const StoreItemPage = page(() => import('../features/store/components/StoreItemPage'), 'StoreItemPage');
const StoreItemEditorPage = page(
  () => import('../features/store/components/StoreItemEditorPage'),
  'StoreItemEditorPage',
);
const StoreItemsAdminPage = page(
  () => import('../features/store/components/StoreItemsAdminPage'),
  'StoreItemsAdminPage',
);
const ServiceOrdersPage = page(
  () => import('../features/service-orders/components/ServiceOrdersPage'),
  'ServiceOrdersPage',
);
const ServiceOrderPage = page(
  () => import('../features/service-orders/components/ServiceOrderPage'),
  'ServiceOrderPage',
);
const OffersPage = page(() => import('../features/offers/components/OffersPage'), 'OffersPage');
const OfferPage = page(() => import('../features/offers/components/OfferPage'), 'OfferPage');
const StatementPage = page(() => import('../features/accounting/components/StatementPage'), 'StatementPage');

/** The route table of spec §2: name, path, access. */
const TABLE: [name: string, path: string, access: Access, element: ReactNode][] = [
  ['home', '/', 'public', <HomePage carousel={carousel} />],
  ['home.alias', '/home', 'public', <HomePage carousel={carousel} />],
  ['dashboard', '/dashboard', 'producer', <DashboardPage />],
  ['user.list', '/users', 'admin', <UsersPage />],
  ['user.edit', '/user/:id', 'admin', <UserEditPage />],
  ['profile.view', '/profile/:identifier', 'public', <ProducerPage />],
  ['profile', '/profile', 'login', <ProfilePage />],
  ['beat.list', '/beats', 'admin', <AllBeatsPage />],
  ['beat.intelligence', '/beats-intelligence', 'admin', <IntelligencePage />],
  ['beat.download-builder', '/beats/download-builder', 'admin', <DownloadBuilderPage />],
  ['beat.undeclared-samples', '/beats/undeclared-samples', 'admin', <UndeclaredSamplesPage />],
  ['beat.copy-reviews', '/beats/copy-reviews', 'admin', <CopyReviewsPage />],
  ['beat.new', '/beat/new', 'login', <NewBeatPage family="beat" />],
  ['feature.new', '/feature/new', 'login', <NewBeatPage family="feature" />],
  ['beat.view', '/beats/:slug', 'public', <BeatPage family="beat" />],
  ['feature.view', '/features/:slug', 'public', <BeatPage family="feature" />],
  ['beat.edit', '/beats/:slug/edit', 'login', <BeatEditorPage family="beat" />],
  ['feature.edit', '/features/:slug/edit', 'login', <BeatEditorPage family="feature" />],
  ['membership.plans', '/membership-plans', 'public', <MembershipPlansPage />],
  ['subscribe', '/subscribe/:id', 'login', <SubscribePage />],
  ['subscription.edit', '/subscription/:id', 'login', <SubscriptionPage />],
  ['checkout', '/checkout', 'login', <CheckoutPage />],
  ['order.edit', '/order/:id', 'login', <OrderPage />],
  ['order.list', '/orders', 'admin', <OrdersAdminPage />],
  // Service orders (decision 0088): the mails link to the thread; ?all=1 is the administrators' list.
  ['service_order.list', '/service-orders', 'login', <ServiceOrdersPage />],
  ['service_order.view', '/service-order/:id', 'login', <ServiceOrderPage />],
  // Offers (decision 0098): made and received; the mails link to the thread.
  ['offer.list', '/offers', 'login', <OffersPage />],
  ['offer.view', '/offers/:id', 'login', <OfferPage />],
  ['accounting', '/accounting', 'admin', <AccountingPage />],
  ['income_statement.edit', '/income-statement/:id', 'login', <StatementPage />],
  ['subscribable.list', '/memberships', 'admin', <PlansPage />],
  ['subscription.list', '/memberships/subscribers', 'admin', <SubscribersPage />],
  ['promotion.list', '/promotions', 'admin', <PromotionsPage />],
  ['coupon.list', '/promo-codes', 'admin', <PromoCodesPage />],
  ['store', '/store', 'public', <StoreRoute />],
  // The menu's Store pointed at a text page before the store sold anything (issue 34): it shows the store.
  ['store.page', '/page/store', 'public', <StoreRoute />],
  ['store.view', '/store/:slug', 'public', <StoreItemPage />],
  ['store_item.list', '/store-items', 'admin', <StoreItemsAdminPage />],
  ['store_item.edit', '/store-item/:id', 'producer', <StoreItemEditorPage />],
  ['page', '/page/:slug', 'public', <ContentPage />],
  ['contest.list', '/contests', 'public', <ContestsPage />],
  ['contest.view', '/contests/:slug', 'public', <ContestPage />],
  ['contest.edit', '/contests/:slug/edit', 'admin', <ContestEditorPage />],
  ['mix-master', '/mixing-and-mastering-services', 'public', <MixMasterPage />],
  ['service.list', '/services', 'admin', <ServicesAdminPage />],
  ['our-producers', '/our-producers', 'public', <OurProducersPage />],
  ['testimonials', '/testimonials', 'public', <TestimonialsPage />],
  ['features.list', '/features', 'admin', <FeaturedPage />],
  ['tag.list', '/tags', 'admin', <TagsPage />],
  ['slide.list', '/slides', 'admin', <SlidesAdminPage tabs={<SlidesTabs />} />],
  ['testimonial.list', '/slides/testimonials', 'admin', <TestimonialsAdminPage />],
  ['slide.edit', '/slide/:id', 'admin', <SlideEditorPage />],
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

/** What a route carries for the app: who may open it, and how to load its page's code ahead. */
export interface RouteHandle {
  access: Access;
  preload?: Preload;
}

export const ROUTE_TABLE = TABLE.map(([name, path, access]) => ({ name, path, access }));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...TABLE.map(([name, path, access, element]) => ({
        id: name,
        path,
        handle: { access, preload: preloadOf(element) } satisfies RouteHandle,
        element: <Guard access={access}>{element}</Guard>,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
