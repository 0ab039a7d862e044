import * as Dialog from '@radix-ui/react-dialog';
import { promotionCookie, type LivePromotionData, type PromotionCondition } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PromotionLink } from './PromotionBanner';
import { keepOpenForToasts } from '../../../components/toasts-above-dialogs';

/** Spec §9: the ad closes 250 ms after it is marked viewed (its fade-out). */
export const AD_CLOSE_DELAY_MS = 250;

/** Marks the ad viewed in this browser (spec §4: one cookie per promotion, its lifetime by condition). */
export function markAdViewed(ad: { id: number; condition: PromotionCondition | null }) {
  document.cookie = promotionCookie(ad.id, ad.condition ?? 'first_visit', location.protocol === 'https:');
}

/**
 * The promotion/ad dialog (spec §3 Ad: id, url, image_url): open while there is an ad; closing it (the
 * button, Escape, the backdrop, or following its link) marks it viewed, then it fades out and goes after
 * 250 ms. Focus moves into it and back when it closes (Radix dialog).
 */
export function AdDialog({ ad, onClosed }: { ad: LivePromotionData; onClosed(): void }) {
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const close = () => {
    if (closing) return;
    markAdViewed(ad);
    setClosing(true);
    timer.current = setTimeout(onClosed, AD_CLOSE_DELAY_MS);
  };
  const fade = clsx('transition-opacity duration-[250ms]', closing && 'opacity-0');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className={clsx('fixed inset-0 z-50 bg-black/70 backdrop-blur-sm', fade)} />
        <Dialog.Content
          onInteractOutside={keepOpenForToasts}
          className={clsx(
            'fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-zinc-900 shadow-2xl ring-1 ring-white/10',
            fade,
          )}
        >
          {ad.image_url && (
            <img src={ad.image_url} alt="" className="aspect-[16/9] w-full rounded-t-3xl object-cover" />
          )}
          <div className="flex flex-col gap-4 p-6 sm:p-8">
            <Dialog.Title className="pr-8 text-xl font-bold tracking-tight text-white">{ad.title}</Dialog.Title>
            <Dialog.Description className={ad.offer ? 'text-sm text-zinc-300' : 'sr-only'}>
              {ad.offer ?? ad.title}
            </Dialog.Description>
            <div className="flex flex-wrap justify-end gap-2">
              <button
                type="button"
                onClick={close}
                className="rounded-full px-4 py-2 text-sm font-medium text-zinc-300 hover:bg-white/5 hover:text-white"
              >
                No thanks
              </button>
              {ad.url && (
                <span onClickCapture={close}>
                  <PromotionLink
                    url={ad.url}
                    className="inline-flex items-center rounded-full bg-accent-600 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-700"
                  >
                    See the offer
                  </PromotionLink>
                </span>
              )}
            </div>
          </div>
          <Dialog.Close
            className="absolute right-4 top-4 rounded-full bg-black/40 p-1.5 text-zinc-200 hover:bg-black/60 hover:text-white"
            aria-label="Close"
          >
            <X className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
