import { useEffect } from 'react';
import { responsiveVariant } from '@beatmarket/shared';
import { trackByline, trackTitle, type Track } from '../../../lib/track';
import type { Player } from '../player-store';

/** Lock-screen controls and keyboard media keys drive the same player (Media Session API). */
export function useMediaSession(beat: Track | null, player: Player) {
  useEffect(() => {
    if (!('mediaSession' in navigator) || !beat) return;
    const art = beat.image_url
      ? [{ src: responsiveVariant(beat.image_url, 480), sizes: '480x480', type: 'image/jpeg' }]
      : [{ src: '/logo.svg', sizes: 'any', type: 'image/svg+xml' }];
    navigator.mediaSession.metadata = new MediaMetadata({
      title: trackTitle(beat),
      artist: trackByline(beat),
      album: 'Beatmarket',
      artwork: art,
    });
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => player.resume()],
      ['pause', () => player.pause()],
      ['previoustrack', () => player.previous()],
      ['nexttrack', () => void player.next()],
      [
        'seekto',
        (d) => d.seekTime !== undefined && player.seek((d.seekTime / (player.getState().duration || 1)) * 100),
      ],
    ];
    for (const [action, handler] of handlers) navigator.mediaSession.setActionHandler(action, handler);
    return () => handlers.forEach(([action]) => navigator.mediaSession.setActionHandler(action, null));
  }, [beat, player]);
}
