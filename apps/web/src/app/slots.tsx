import { lazy, type ReactNode } from 'react';
import { SlotsContext, type Slots } from '../lib/slots';
import { AddToCartButton } from '../features/cart/components/AddToCartButton';
import { FavoriteButton } from '../features/catalog/components/FavoriteButton';
import { DownloadButton } from '../features/media/components/DownloadButton';
import { PlayButton } from '../features/player/components/PlayButton';
import { VoiceTagPlayer } from '../features/player/components/VoiceTagPlayer';

const ContactDialog = lazy(() =>
  import('../features/contact/ContactDialog').then((m) => ({ default: m.ContactDialog })),
);
// Administrators only: its code loads on the back-office pages that show it.
const PostIts = lazy(() => import('../features/notes/PostIts').then((m) => ({ default: m.PostIts })));

/** Which feature fills each action slot (lib/slots.tsx): app/ is the one place that composes features. */
export const APP_SLOTS: Slots = {
  PlayButton,
  VoiceTagPlayer,
  AddToCartButton,
  DownloadButton,
  FavoriteButton,
  ContactDialog,
  PostIts,
};

export function AppSlots({ children }: { children: ReactNode }) {
  return <SlotsContext.Provider value={APP_SLOTS}>{children}</SlotsContext.Provider>;
}
