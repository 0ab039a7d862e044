import { createContext, useContext, type ComponentType } from 'react';
import type { Beat } from './beat';

/**
 * Actions one feature shows on another's screen: the player's play button and voice-tag preview, add to
 * cart, the free download, the favorite heart, the contact form. The screen draws the slot and app/
 * fills it with the owning feature's component (decision 0024), so features never import each other.
 */
export interface Slots {
  PlayButton: ComponentType<{ beat: Beat; playlist: Beat[]; playlistId: string; className?: string }>;
  VoiceTagPlayer: ComponentType<{ url: string }>;
  AddToCartButton: ComponentType<{ beat: Beat; compact?: boolean; className?: string }>;
  DownloadButton: ComponentType<{ beat: Pick<Beat, 'id' | 'title' | 'demo_url'>; compact?: boolean }>;
  FavoriteButton: ComponentType<{ beat: Beat; className?: string }>;
  ContactDialog: ComponentType<{ open: boolean; onOpenChange(open: boolean): void }>;
}

export const SlotsContext = createContext<Slots | null>(null);

export function useSlots(): Slots {
  const slots = useContext(SlotsContext);
  // A screen drawn without app/'s provider would silently lose its buttons.
  if (!slots) throw new Error('useSlots outside SlotsContext (app/ provides it)');
  return slots;
}
