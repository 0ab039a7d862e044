import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useConfirmEmailChange } from '../../features/profile/api/use-confirm-email-change';
import { useConfirmSignup } from '../../features/auth/api/use-confirm-signup';
import { useAuthDialog } from '../../lib/auth/auth-dialog-context';

/**
 * Query parameters that open dialogs: ?invitation=<token> opens the register panel with the
 * invitation; in a social-login pop-up, ?oauth_error=… is reported to the opener, which closes it;
 * ?email-change=<token> (the link mailed to a new address) confirms that address;
 * ?confirm-signup=<token> (the link mailed after Sign Up) makes the account and opens the login panel.
 */
/**
 * Single-use tokens already sent from this page: the mailed link's token is spent by its first request, so
 * a second (the effect run again, the tree mounted again) only earned a 422 in the console.
 */
const sent = new Set<string>();
const firstTime = (token: string) => !sent.has(token) && Boolean(sent.add(token));

export function UrlTriggers() {
  const [params, setParams] = useSearchParams();
  const dialog = useAuthDialog();
  const invitation = params.get('invitation');
  const oauthError = params.get('oauth_error');
  const emailChange = params.get('email-change');
  const confirmEmail = useConfirmEmailChange().mutate;
  const signupToken = params.get('confirm-signup');
  const confirmSignup = useConfirmSignup().mutate;

  useEffect(() => {
    if (!signupToken || !firstTime(signupToken)) return;
    setParams(
      (p) => {
        p.delete('confirm-signup');
        return p;
      },
      { replace: true },
    );
    confirmSignup(signupToken, {
      // Confirmed, not logged in: say so and open the login panel, the next step.
      onSuccess: ({ message }) => {
        notifySuccess('Email confirmed', message);
        dialog.open('login');
      },
      onError: (err) => notifyError(err),
    });
  }, [signupToken, confirmSignup, setParams, dialog]);

  useEffect(() => {
    if (!emailChange || !firstTime(emailChange)) return;
    // The token leaves the address at once: a reload must not send it again.
    setParams(
      (p) => {
        p.delete('email-change');
        return p;
      },
      { replace: true },
    );
    confirmEmail(emailChange, {
      onSuccess: ({ message }) => notifySuccess('Email confirmed', message),
      onError: (err) => notifyError(err),
    });
  }, [emailChange, confirmEmail, setParams]);

  useEffect(() => {
    if (!invitation) return;
    dialog.setInvitationToken(invitation);
    dialog.open('register');
    setParams(
      (p) => {
        p.delete('invitation');
        return p;
      },
      { replace: true },
    );
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
    setParams(
      (p) => {
        p.delete('oauth_error');
        return p;
      },
      { replace: true },
    );
  }, [oauthError, setParams]);

  return null;
}
