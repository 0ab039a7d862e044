import { createContext, Suspense, useContext, type ComponentType } from 'react';
import { isAdmin } from '@beatmarket/shared';
import { useProfile } from './auth/use-profile';
import type { Beat } from './beat';
import type { Track } from './track';

/**
 * Actions one feature shows on another's screen: the player's play button and voice-tag preview, add to
 * cart, the free download, the favorite heart, the contact form. The screen draws the slot and app/
 * fills it with the owning feature's component (decision 0024), so features never import each other.
 */
export interface Slots {
  /** A beat's play button, or a store item's demo (decision 0099). */
  PlayButton: ComponentType<{ beat: Track; playlist: Track[]; playlistId: string; className?: string }>;
  VoiceTagPlayer: ComponentType<{ url: string }>;
  /** The producer's own beat figures on the dashboard (features/intelligence). */
  Insights: ComponentType;
  AddToCartButton: ComponentType<{ beat: Beat; compact?: boolean; className?: string }>;
  DownloadButton: ComponentType<{ beat: Pick<Beat, 'id' | 'title' | 'demo_url'>; compact?: boolean }>;
  FavoriteButton: ComponentType<{ beat: Beat; className?: string }>;
  ContactDialog: ComponentType<{ open: boolean; onOpenChange(open: boolean): void }>;
  /**
   * A dialog's administrator-edited text (features/content): read by everyone, edited in place with
   * History by administrators, like a content page's text.
   */
  EditableText: ComponentType<{ id: string; label: string }>;
  /** Administrators' sticky notes on a record (features/notes); draws nothing for anyone else. */
  PostIts: ComponentType<{ entity: string; id: number | string; className?: string }>;
  /** The producer's balance and statements on the dashboard (features/accounting). */
  Earnings: ComponentType;
  /** The producer's own membership plans on the dashboard (features/memberships-admin), when allowed. */
  OwnPlans: ComponentType<{ allowNew: boolean }>;
  /** The producer's own store items on the dashboard (features/store). */
  StoreItems: ComponentType;
  /** "Notify me on this browser" (features/push); says so where push cannot work. */
  PushToggle: ComponentType;
  /** The licence picker's membership option (features/subscriptions): get the beat from a plan, or join one. */
  MembershipOffer: ComponentType<{ beatId: number; onClaimed?(orderId: number): void }>;
  /** A producer's published membership plans on their public page, with Join (features/subscriptions). */
  ProducerPlans: ComponentType<{ producerId: number }>;
  /** "Upgrade" a licence the signed-in buyer holds of the beat (features/cart, decision 0095); nothing otherwise. */
  LicenceUpgrade: ComponentType<{ beatId: number; itemId?: number }>;
  /** "Make an offer" on a beat page (features/offers, decision 0098): only while the producer takes offers. */
  MakeOffer: ComponentType<{ beat: Beat }>;
  /** The beat editor's offers panel (features/offers): on or off and the floors. */
  OfferSettings: ComponentType<{ beatId: number }>;
  /** The producer's own custom-beat offers on the dashboard (features/service-orders, decision 0097). */
  ServiceOffers: ComponentType;
  /** The published custom-beat offers under the custom-beats page's text, each leading to the request. */
  CustomBeatOffers: ComponentType;
  /**
   * Follow a producer, their follower count and the digest choice (features/follows, decision 0106);
   * `compact`: the player's icon toggle only.
   */
  FollowButton: ComponentType<{ producerId: number; name: string; compact?: boolean }>;
  /** The producer's followers per week on the dashboard (features/follows). */
  Followers: ComponentType;
  /** Administrators' "Send due release digests now" (features/follows). */
  SendDigests: ComponentType;
  /** Administrators' switch on a producer's user page: may they message their followers (features/follows). */
  MessagingSwitch: ComponentType<{ producerId: number }>;
  /** "Request" a service (features/service-orders): login first, then the brief in a dialog (decision 0088). */
  ServiceRequest: ComponentType<{
    offer:
      | { kind: 'mix_master'; service_id: number }
      | { kind: 'custom_beat'; producer_id: number | undefined }
      | { kind: 'custom_beat'; offer_id: number }
      | { kind: 'feature'; feature_item_id: number };
    label?: string;
    of?: string;
  }>;
}

export const SlotsContext = createContext<Slots | null>(null);

export function useSlots(): Slots {
  const slots = useContext(SlotsContext);
  // A screen drawn without app/'s provider would silently lose its buttons.
  if (!slots) throw new Error('useSlots outside SlotsContext (app/ provides it)');
  return slots;
}

/** The notes panel for screens that return early before their hooks' end (one element, no hook call). */
export function PostItsSlot(props: { entity: string; id: number | string; className?: string }) {
  const { PostIts } = useSlots();
  const { data: profile } = useProfile();
  // Nobody else loads the notes' code (the order page is also the buyer's).
  if (!isAdmin(profile?.role)) return null;
  return (
    <Suspense fallback={null}>
      <PostIts {...props} />
    </Suspense>
  );
}
