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
  const { ServiceRequest } = useSlots();
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
        // Under the editable text: the buyer picks a producer and writes the brief (decision 0088).
        <section className="mx-auto mt-6 flex max-w-3xl flex-col gap-3 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-accent-400/30 sm:p-8">
          <h2 className="text-lg font-bold text-white">Order a custom beat</h2>
          <p className="text-sm text-zinc-400">Pick a producer and send your brief; they answer with a quote.</p>
          <Suspense fallback={null}>
            <ServiceRequest offer={{ kind: 'custom_beat', producer_id: undefined }} label="Request a custom beat" />
          </Suspense>
        </section>
      )}
    </>
  );
}
