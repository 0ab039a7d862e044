import { isAdmin } from '@beatmarket/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { Suspense, useState } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { Spinner } from './Spinner';
import { useProfile } from '../lib/auth/use-profile';
import { useSlots } from '../lib/slots';
import { useSnippet } from '../lib/use-snippet';

/** Spec §2: 0 closed; 2 download (purchase info only); any other non-zero mode shows every panel. */
export type LicensingMode = number;

const PANELS = [
  { id: 'purchase_info', snippet: 'purchase-info', label: 'Purchase info' },
  { id: 'download_policy', snippet: 'free-download-policy', label: 'Download policy' },
  { id: 'youtube_policy', snippet: 'youtube-policy', label: 'YouTube policy' },
] as const;

function usePanels(mode: LicensingMode, admin: boolean) {
  const purchase = useSnippet('purchase-info');
  const download = useSnippet('free-download-policy');
  const youtube = useSnippet('youtube-policy');
  const loaded = [purchase, download, youtube];
  const panels = PANELS.map((p, i) => ({ ...p, content: loaded[i]!.data?.content ?? '' }))
    .filter((p) => mode !== 2 || p.id === 'purchase_info')
    // A tab only when that policy has content; administrators see every tab, to write an empty one.
    .filter((p) => admin || p.content.replace(/<[^>]*>/g, '').trim() !== '');
  return { panels, loading: loaded.some((q) => q.isLoading) };
}

/** The licensing-information dialog; `onClose(true)` means the visitor chose to go on. */
export function LicensingInfoDialog({ mode, onClose }: { mode: LicensingMode; onClose(proceed: boolean): void }) {
  const admin = isAdmin(useProfile().data?.role);
  const { panels, loading } = usePanels(mode, admin);
  const [contact, setContact] = useState(false);
  // The contact form and the in-place editor are other features'; app/ fills the slots (and loads them on demand).
  const { ContactDialog, EditableText } = useSlots();
  if (contact) {
    return (
      <Suspense fallback={null}>
        <ContactDialog open onOpenChange={(open) => !open && onClose(false)} />
      </Suspense>
    );
  }
  return (
    <Modal open={mode !== 0} onOpenChange={(open) => !open && onClose(false)} title="Licensing information" size="lg">
      {loading ? (
        <Spinner label="Loading" />
      ) : (
        <Tabs.Root defaultValue={panels[0]?.id}>
          {panels.length > 1 && (
            <Tabs.List className="mb-4 flex gap-1 rounded-full bg-zinc-950/60 p-1" aria-label="Licensing information">
              {panels.map((p) => (
                <Tabs.Trigger
                  key={p.id}
                  value={p.id}
                  className="flex-1 rounded-full px-3 py-1.5 text-sm font-medium text-zinc-400 data-[state=active]:bg-zinc-800 data-[state=active]:text-white"
                >
                  {p.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          )}
          {panels.map((p) => (
            // Radix renders its own children in Content, so the policy HTML goes one level down.
            <Tabs.Content key={p.id} value={p.id}>
              {admin ? (
                // Edited in place with its History, like a content page.
                <Suspense fallback={<Spinner label="Loading" />}>
                  <EditableText id={p.snippet} label={p.label} />
                </Suspense>
              ) : (
                <div
                  className="space-y-3 leading-relaxed text-zinc-300"
                  dangerouslySetInnerHTML={{ __html: p.content }}
                />
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-end gap-2">
        <Button variant="ghost" onClick={() => setContact(true)}>
          Contact us
        </Button>
        <Button onClick={() => onClose(true)}>{mode === 2 ? 'Continue to download' : 'Got it'}</Button>
      </div>
    </Modal>
  );
}
