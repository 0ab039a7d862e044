/**
 * Spec §2 social-login pop-up: when this window is a pop-up opened by the app and its address carries
 * ?oauth_error=…, it reports the error to its opener and closes. Checked before the app renders, so
 * the pop-up neither boots the whole SPA nor needs the server to answer.
 * Returns true when the window reported and is closing.
 */
export function reportOAuthErrorToOpener(win: Window = window): boolean {
  const error = new URLSearchParams(win.location.search).get('oauth_error');
  const opener = win.opener as Window | null;
  if (!error || !opener) return false;
  // Same origin only: the message carries nothing secret, but no other site should receive it.
  opener.postMessage({ type: 'oauth', error }, win.location.origin);
  win.close();
  return true;
}
