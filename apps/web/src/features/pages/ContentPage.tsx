import { formatDate, PAGE_SLUGS, PAGE_SNIPPETS, PAGE_TITLES, type PageSlug } from '@beatmarket/shared';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { RichText } from '../../components/RichText';
import { Spinner } from '../../components/Spinner';
import { useSnippet } from '../../lib/use-snippet';
import { NotFoundPage } from '../../components/NotFoundPage';
import { ShellPage } from './ShellPage';
import { useReaderTimeZone } from '../../lib/use-reader-time-zone';

/** The usage and privacy policies are the same texts the sign-up dialog shows. */
const SNIPPET_OF = PAGE_SNIPPETS;
const TITLES = PAGE_TITLES;

function SnippetPage({ id, title }: { id: 'tos' | 'privacy'; title: string }) {
  const { data, isLoading } = useSnippet(id);
  const updated = (data as { updated_at?: string } | null | undefined)?.updated_at;
  const timeZone = useReaderTimeZone();
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeader
        title={data?.title || title}
        subtitle={updated ? `Last updated ${formatDate(updated, timeZone)}` : undefined}
      />
      {isLoading ? (
        <Spinner label="Loading" />
      ) : (
        // A card from sm up; on phones the text takes the whole width.
        <div className="sm:rounded-3xl sm:bg-zinc-900/60 sm:p-8 sm:ring-1 sm:ring-white/5">
          <RichText html={data?.content ?? ''} />
        </div>
      )}
    </article>
  );
}

export function ContentPage() {
  const { slug } = useParams();
  if (!slug || !(PAGE_SLUGS as readonly string[]).includes(slug)) return <NotFoundPage />;
  const page = slug as PageSlug;
  const snippet = SNIPPET_OF[page];
  if (snippet) return <SnippetPage id={snippet} title={TITLES[page]} />;
  return (
    <ShellPage
      title={TITLES[page]}
      summary="This page's content is edited by our team in the back office and is on its way."
    />
  );
}
