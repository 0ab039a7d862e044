import { createContext, useContext } from 'react';

export type AuthPanel = 'register' | 'login' | 'lost-password' | 'tos' | 'privacy';

export interface AuthDialogState {
  panel: AuthPanel | null;
  /** The form panel a policy panel was opened from; it stays mounted so typed values survive. */
  formPanel: AuthPanel;
  invitationToken: string | null;
  /**
   * Spec §4: `false` closes and cancels a pending login request; `true` opens login for an
   * existing app user, register otherwise; a panel name opens that panel.
   */
  open(panel: AuthPanel | boolean): void;
  /** tos / privacy: Close returns to the panel they were opened from. */
  closePolicy(): void;
  /** Runs `action` now when logged in, otherwise after a successful login (spec §4 login-gated actions). */
  requestLogin(action: () => void): void;
  /** Called by the dialog once a login or signup succeeded. */
  loggedIn(): void;
  setInvitationToken(token: string | null): void;
  /** After Sign Up without an invitation: shows the server's "check your inbox" text once the dialog has closed. */
  signupSent(message: string): void;
}

export const AuthDialogContext = createContext<AuthDialogState | null>(null);

export function useAuthDialog(): AuthDialogState {
  const ctx = useContext(AuthDialogContext);
  if (!ctx) throw new Error('useAuthDialog outside AuthDialogProvider');
  return ctx;
}
