import { formatDate, PAGE_SLUGS, PAGE_TITLES, pageSnippetId, type PageSlug } from '@beatmarket/shared';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { EditableContent } from './EditableContent';
import { PressKit } from './PressKit';
import { useReaderTimeZone } from '../../../lib/use-reader-time-zone';
import { useSlots } from '../../../lib/slots';

/**
 * `/page/{slug}` (spec §2): the 12 content pages. The policies show the texts the sign-up dialog shows
 * (`tos`, `privacy`); every other page its own text. Administrators edit them in place. The press page
 * adds its press kit under the text.
 */
export function ContentPage() {
  const { slug } = useParams();
  const timeZone = useReaderTimeZone();
  const { CustomBeatOffers } = useSlots();
  if (!slug || !(PAGE_SLUGS as readonly string[]).includes(slug)) return <NotFoundPage />;
  const page = slug as PageSlug;
  return (
    <>
      <EditableContent
        key={page}
        id={pageSnippetId(page)}
        fallbackTitle={PAGE_TITLES[page]}
        subtitle={(updated) => (updated ? `Last updated ${formatDate(updated, timeZone)}` : null)}
      />
      {page === 'press' && <PressKit />}
      {page === 'custom-beats' && (
        // Under the editable text: the producers' offers, each leading to the brief (decisions 0088, 0097).
        <Suspense fallback={null}>
          <CustomBeatOffers />
        </Suspense>
      )}
    </>
  );
}
