import { lazy, type ReactNode } from 'react';
import { SlotsContext, type Slots } from '../lib/slots';
import { AddToCartButton } from '../features/cart/components/AddToCartButton';
import { LicenceUpgradeSlot } from '../features/cart/components/LicenceUpgradeSlot';
import { MakeOfferSlot } from '../features/offers/components/MakeOfferSlot';
import { FavoriteButton } from '../features/catalog/components/FavoriteButton';
import { DownloadButton } from '../features/media/components/DownloadButton';
import { PlayButton } from '../features/player/components/PlayButton';
import { VoiceTagPlayer } from '../features/player/components/VoiceTagPlayer';

// Producers only, with its charts: loads with the dashboard that shows it.
const Insights = lazy(() =>
  import('../features/intelligence/components/DashboardInsights').then((m) => ({ default: m.DashboardInsights })),
);
const ContactDialog = lazy(() =>
  import('../features/contact/ContactDialog').then((m) => ({ default: m.ContactDialog })),
);
// Dialogs' texts (contact, licensing): load with the dialog that shows them.
const EditableText = lazy(() =>
  import('../features/content/components/EditableText').then((m) => ({ default: m.EditableText })),
);
// Administrators only: its code loads on the back-office pages that show it.
const PostIts = lazy(() => import('../features/notes/PostIts').then((m) => ({ default: m.PostIts })));
// Producers only: loads with the dashboard that shows it.
const Earnings = lazy(() =>
  import('../features/accounting/components/EarningsSection').then((m) => ({ default: m.EarningsSection })),
);
// Producers only, while administrators let them offer plans: loads with the dashboard that shows it.
const OwnPlans = lazy(() => import('../features/memberships-admin/OwnPlans').then((m) => ({ default: m.OwnPlans })));

// Producers only: loads with the dashboard that shows it.
const StoreItems = lazy(() =>
  import('../features/store/components/MyStoreItems').then((m) => ({ default: m.MyStoreItems })),
);

// Logged-in users' settings only.
const PushToggle = lazy(() => import('../features/push/PushToggle').then((m) => ({ default: m.PushToggle })));

// Followers (decision 0106): the producer and beat pages' button, the dashboard's card, the Mailbox's button.
const FollowButton = lazy(() => import('../features/follows/FollowButton').then((m) => ({ default: m.FollowButton })));
const Followers = lazy(() => import('../features/follows/FollowersCard').then((m) => ({ default: m.FollowersCard })));
const MessagingSwitch = lazy(() =>
  import('../features/follows/MessagingSwitch').then((m) => ({ default: m.MessagingSwitch })),
);
const SendDigests = lazy(() =>
  import('../features/follows/SendDigestsButton').then((m) => ({ default: m.SendDigestsButton })),
);

// Opened with the licence picker, which is itself loaded on first use; a default export, the fewest bytes here.
const MembershipOffer = lazy(() => import('../features/subscriptions/components/MembershipOffer'));
// Below the producer page's header, only when the producer has plans: not in that page's first script.
const ProducerPlans = lazy(() => import('../features/subscriptions/components/ProducerPlans'));
// Opened from the services pages and a bought feature's line: its form loads on those pages only.
const ServiceRequest = lazy(() =>
  import('../features/service-orders/components/RequestServiceButton').then((m) => ({
    default: m.RequestServiceButton,
  })),
);

// The offers panel (decision 0098) loads with the beat editor that shows it, never in its first script.
const OfferSettings = lazy(() => import('../features/offers/components/OfferSettingsPanel'));
// Producers only: loads with the dashboard that shows it (decision 0097).
const ServiceOffers = lazy(() =>
  import('../features/service-orders/components/MyServiceOffers').then((m) => ({ default: m.MyServiceOffers })),
);
// Under the custom-beats page's text only.
const CustomBeatOffers = lazy(() =>
  import('../features/service-orders/components/CustomBeatOffers').then((m) => ({ default: m.CustomBeatOffers })),
);

/** Which feature fills each action slot (lib/slots.tsx): app/ is the one place that composes features. */
export const APP_SLOTS: Slots = {
  PlayButton,
  VoiceTagPlayer,
  Insights,
  AddToCartButton,
  DownloadButton,
  FavoriteButton,
  ContactDialog,
  EditableText,
  PostIts,
  Earnings,
  OwnPlans,
  StoreItems,
  PushToggle,
  MembershipOffer,
  ProducerPlans,
  ServiceRequest,
  FollowButton,
  Followers,
  SendDigests,
  MessagingSwitch,
  // Each loads its code only when it has something to show (issue 33): a signed-in holder, a beat taking offers.
  LicenceUpgrade: LicenceUpgradeSlot,
  MakeOffer: MakeOfferSlot,
  OfferSettings,
  ServiceOffers,
  CustomBeatOffers,
};

export function AppSlots({ children }: { children: ReactNode }) {
  return <SlotsContext.Provider value={APP_SLOTS}>{children}</SlotsContext.Provider>;
}
