import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthDialog } from '../hooks/auth-dialog-context';

/**
 * Query parameters that open dialogs: ?invitation=<token> opens the register panel with the
 * invitation; in a social-login pop-up, ?oauth_error=… is reported to the opener, which closes it.
 */
export function UrlTriggers() {
  const [params, setParams] = useSearchParams();
  const dialog = useAuthDialog();
  const invitation = params.get('invitation');
  const oauthError = params.get('oauth_error');

  useEffect(() => {
    if (!invitation) return;
    dialog.setInvitationToken(invitation);
    dialog.open('register');
    setParams((p) => {
      p.delete('invitation');
      return p;
    }, { replace: true });
  }, [invitation, dialog, setParams]);

  useEffect(() => {
    if (oauthError && window.opener) {
      (window.opener as Window).postMessage({ type: 'oauth', error: oauthError }, window.location.origin);
      window.close();
    }
  }, [oauthError]);

  return null;
}
