import { PLAYER_NO_AUTOPLAY_COOKIE, PLAYER_NO_AUTOPLAY_COOKIE_DAYS } from '@beatmarket/shared';

/** Spec §4/§9: pausing sets beat-player-no-autoplay for a year; playing removes it. */
export function setNoAutoplay(on: boolean): void {
  document.cookie = on
    ? `${PLAYER_NO_AUTOPLAY_COOKIE}=1; path=/; max-age=${PLAYER_NO_AUTOPLAY_COOKIE_DAYS * 86400}; samesite=lax`
    : `${PLAYER_NO_AUTOPLAY_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

export const noAutoplay = () => document.cookie.split('; ').some((c) => c.startsWith(`${PLAYER_NO_AUTOPLAY_COOKIE}=1`));
