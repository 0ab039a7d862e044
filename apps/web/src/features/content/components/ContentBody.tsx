import { infoSnippetId } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { RichText } from '../../../components/RichText';
import { InfoDialog } from './InfoDialog';

// The inquiry's form (and its captcha) loads when a visitor opens it.
const PremiumInquiryDialog = lazy(() =>
  import('./PremiumInquiryDialog').then((m) => ({ default: m.PremiumInquiryDialog })),
);
/** The link address that opens the premium-membership inquiry from any content. */
export const PREMIUM_INQUIRY_HREF = '#premium-inquiry';

/**
 * Stored HTML on a page. A link whose address begins with `id::` (spec §4) opens that text snippet in
 * the information dialog instead of navigating; `#premium-inquiry` opens the premium-membership inquiry.
 */
export function ContentBody({ html, className }: { html: string; className?: string }) {
  const [info, setInfo] = useState<string | null>(null);
  const [premium, setPremium] = useState(false);
  const onClick = (e: MouseEvent) => {
    const href = (e.target as HTMLElement).closest?.('a')?.getAttribute('href');
    if (href === PREMIUM_INQUIRY_HREF) {
      e.preventDefault();
      return setPremium(true);
    }
    const id = infoSnippetId(href);
    if (!id) return;
    e.preventDefault();
    setInfo(id);
  };
  return (
    // The click lands on a link inside; keyboard users activate the same links (Enter fires click).
    <div onClick={onClick}>
      <RichText
        html={html}
        // YouTube players are sized by RichText (spec §5, §9); a page's are a little rounder.
        className={clsx('[&_iframe]:rounded-2xl', className)}
      />
      <InfoDialog snippetId={info} onClose={() => setInfo(null)} />
      {premium && (
        <Suspense fallback={null}>
          <PremiumInquiryDialog open onOpenChange={setPremium} />
        </Suspense>
      )}
    </div>
  );
}
