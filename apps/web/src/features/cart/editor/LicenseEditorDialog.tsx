import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { useSupportingData } from '../../../lib/use-supporting-data';
import type { LicenseEdit } from '../api/types';
import { useCart } from '../../../lib/cart';
import { useCartActions } from '../api/use-cart';
import { useLicenses } from '../../../lib/use-licenses';
import { HelpPanel } from './HelpPanel';
import { useLicenseEditor, type EditorPanel } from './license-editor-context';
import { MainPanel } from './MainPanel';
import { UpsellPanel } from './UpsellPanel';
import { useUpsell } from '../../../lib/use-upsell';
import { useSlots } from '../../../lib/slots';
import UpgradeOffer from '../components/UpgradeOffer';

const sameLine = (a: LicenseEdit, b: LicenseEdit) =>
  a.license_id === b.license_id && a.trackouts_id === b.trackouts_id && a.bundle_license_id === b.bundle_license_id;
const TITLES: Record<EditorPanel, string> = {
  main: 'Choose your licence',
  upsell: 'In your cart!',
  help: 'How licences work',
};

/**
 * Spec §4 licence editor. Closing from help returns to main; otherwise closing clears the edit and,
 * unless the buyer chose to continue shopping or is on checkout already, goes to checkout.
 */
export function LicenseEditorDialog() {
  const editor = useLicenseEditor();
  const opened = editor.edit;
  const [draft, setDraft] = useState<LicenseEdit | null>(opened);
  const [panel, setPanel] = useState<EditorPanel>('main');
  const licenses = useLicenses();
  const upsell = useUpsell(opened?.beat.id ?? null);
  const cart = useCart();
  const { add, remove } = useCartActions();
  const { MembershipOffer } = useSlots();
  const boot = useSupportingData();
  const videoUrl = String(boot.data?.settings.cart_youtube_url ?? '');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = useRef(pathname);

  // A new edit starts on main with its own choices.
  useEffect(() => {
    setDraft(opened);
    setPanel('main');
  }, [opened]);
  // Closes on route change, without sending anyone anywhere.
  useEffect(() => {
    if (path.current !== pathname) editor.dismiss();
    path.current = pathname;
  }, [pathname, editor]);

  const close = (continueShopping: boolean) => {
    editor.dismiss();
    if (!continueShopping && pathname !== '/checkout') navigate('/checkout');
  };
  const onOpenChange = (open: boolean) => {
    if (open) return;
    if (panel === 'help') setPanel('main');
    else close(false);
  };
  const afterAdd = () => {
    const more = upsell.data && (upsell.data.beat.length > 0 || upsell.data.coupon.length > 0);
    if (more) setPanel('upsell');
    else close(false);
  };
  const addToCart = () => {
    if (!draft || !opened) return;
    // The edit opens on a line already in the cart: unchanged, there is nothing to send.
    if (sameLine(draft, opened)) return afterAdd();
    add.mutate(
      {
        beatId: draft.beat.id,
        license_id: draft.license_id,
        trackouts_id: draft.trackouts_id,
        bundle_license_id: draft.bundle_license_id,
        announce: false,
      },
      { onSuccess: afterAdd },
    );
  };

  if (!opened || !draft) return null;
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={TITLES[panel]}
      description={`${draft.beat.full_title} · ${draft.beat.producer_name}`}
      size="lg"
    >
      {panel === 'help' ? (
        <HelpPanel url={videoUrl} onBack={() => setPanel('main')} />
      ) : panel === 'upsell' ? (
        <UpsellPanel
          beats={upsell.data?.beat ?? []}
          coupons={upsell.data?.coupon ?? []}
          inCart={(cart.data?.items ?? []).map((i) => i.beat_id)}
          onContinue={() => close(true)}
          onCheckout={() => close(false)}
        />
      ) : licenses.data ? (
        <>
          {draft.beat.family === 'beat' && (
            <Suspense fallback={null}>
              {/* A beat got from the plan is the buyer's already: it leaves the cart. */}
              <MembershipOffer beatId={draft.beat.id} onClaimed={() => remove.mutate(draft.beat.id)} />
              {/* A licence the buyer holds already: upgrade it for the difference (decision 0095). */}
              <UpgradeOffer beatId={draft.beat.id} onUpgraded={() => close(false)} />
            </Suspense>
          )}
          <MainPanel
            key={opened.beat.id}
            edit={draft}
            licenses={licenses.data}
            onChange={setDraft}
            onAdd={addToCart}
            adding={add.isPending}
            onHelp={videoUrl ? () => setPanel('help') : null}
          />
        </>
      ) : (
        <Spinner label="Loading licences" />
      )}
    </Modal>
  );
}
