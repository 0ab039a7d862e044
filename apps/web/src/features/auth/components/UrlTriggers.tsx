import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notifyError } from '../../../lib/notify';
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
    if (!oauthError) return;
    if (window.opener) {
      (window.opener as Window).postMessage({ type: 'oauth', error: oauthError }, window.location.origin);
      window.close();
      return;
    }
    // Reached without a pop-up (the login ran in this tab): say what went wrong here.
    notifyError(null, { header: 'Authentication Failed!', message: oauthError });
    setParams((p) => {
      p.delete('oauth_error');
      return p;
    }, { replace: true });
  }, [oauthError, setParams]);

  return null;
}
