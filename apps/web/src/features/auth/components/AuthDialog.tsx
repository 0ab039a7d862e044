import { Modal } from '../../../components/Modal';
import { useAuthDialog, type AuthPanel } from '../../../lib/auth/auth-dialog-context';
import { LoginPanel } from './LoginPanel';
import { LostPasswordPanel } from './LostPasswordPanel';
import { PolicyPanel } from './PolicyPanel';
import { RegisterPanel } from './RegisterPanel';

const TITLES: Record<AuthPanel, string> = {
  register: 'Join Beatmarket',
  login: 'Welcome back',
  'lost-password': 'Lost your password?',
  tos: 'Usage Policy',
  privacy: 'Privacy Policy',
};

const isPolicy = (p: AuthPanel | null) => p === 'tos' || p === 'privacy';
/** A form panel stays mounted (hidden) while a policy opened from it is read. */
const showing = (panel: AuthPanel | null, formPanel: AuthPanel, which: AuthPanel) =>
  panel === which || (isPolicy(panel) && formPanel === which);

/** Login / register / lost-password / tos / privacy: one dialog, five panels (spec §2). */
export function AuthDialog() {
  const dialog = useAuthDialog();
  const panel = dialog.panel;
  return (
    <Modal
      open={panel !== null}
      onOpenChange={(open) => !open && dialog.open(false)}
      title={panel ? TITLES[panel] : ''}
      size="md"
    >
      {showing(panel, dialog.formPanel, 'login') && (
        <div hidden={panel !== 'login'}>
          <LoginPanel />
        </div>
      )}
      {showing(panel, dialog.formPanel, 'register') && (
        <div hidden={panel !== 'register'}>
          <RegisterPanel />
        </div>
      )}
      {panel === 'lost-password' && <LostPasswordPanel />}
      {(panel === 'tos' || panel === 'privacy') && <PolicyPanel id={panel} />}
    </Modal>
  );
}
