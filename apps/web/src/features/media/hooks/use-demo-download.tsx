import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { notifyError } from '../../../lib/notify';
import { useRequireLogin } from '../../../lib/auth/use-require-login';
import { useSupportingData } from '../../../lib/use-supporting-data';
import { track } from '../../../lib/analytics';
import { fetchPrivateUrl, followDownload } from '../api/private-url';
import { countDownload, downloadCount, termsDue } from './download-counter';

// Every beat card has a download button, but few visitors press it: the dialogs (and Radix's dialog
// and tabs under them) load on the first press.
const LicensingInfoDialog = lazy(() =>
  import('../../../components/LicensingInfoDialog').then((m) => ({ default: m.LicensingInfoDialog })),
);
const FreeDownloadTermsDialog = lazy(() =>
  import('../components/FreeDownloadTermsDialog').then((m) => ({ default: m.FreeDownloadTermsDialog })),
);

type Step = { beatId: number; at: 'info' | 'terms' } | null;

/**
 * Spec §4 download flow: login, the licensing information in download mode (purchase info only),
 * the free-download terms every N downloads, then the private link; a `downloaded` stat is recorded.
 */
export function useDemoDownload(): { start(beatId: number): void; dialogs: ReactNode } {
  const qc = useQueryClient();
  const requireLogin = useRequireLogin();
  const every = Number(useSupportingData().data?.settings.show_license_dialog_every_downloads ?? 5);
  const [step, setStep] = useState<Step>(null);

  const download = async (beatId: number) => {
    setStep(null);
    try {
      const { href } = await fetchPrivateUrl(qc, beatId);
      followDownload(href);
      countDownload();
      track({
        name: 'download',
        beat: { id: beatId, title: qc.getQueryData<{ title?: string }>(['beat', 'id', beatId])?.title ?? '' },
      });
    } catch (err) {
      notifyError(err);
    }
  };

  const dialog =
    step?.at === 'info' ? (
      <LicensingInfoDialog
        mode={2}
        onClose={(go) =>
          !go
            ? setStep(null)
            : termsDue(downloadCount(), every)
              ? setStep({ ...step, at: 'terms' })
              : void download(step.beatId)
        }
      />
    ) : step?.at === 'terms' ? (
      <FreeDownloadTermsDialog onClose={(accepted) => (accepted ? void download(step.beatId) : setStep(null))} />
    ) : null;
  const dialogs = dialog && <Suspense fallback={null}>{dialog}</Suspense>;

  return { start: requireLogin((beatId: number) => setStep({ beatId, at: 'info' })), dialogs };
}
