import { History, Pencil } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { InlineEdit } from '../../../components/inputs/InlineEdit';
import { Spinner } from '../../../components/Spinner';
import { useAdminView } from '../../../lib/auth/stealth-mode';
import { usePageTitle } from '../../../lib/use-page-title';
import { useContent, useSaveContent } from '../api/content';
import { ContentBody } from './ContentBody';

// The editor (TipTap) and the history dialog load only when an administrator opens them: never in a visitor's bundle.
const ContentEditor = lazy(() => import('./ContentEditor').then((m) => ({ default: m.ContentEditor })));
const VersionsDialog = lazy(() => import('./VersionsDialog').then((m) => ({ default: m.VersionsDialog })));

const HEADING = 'text-3xl font-extrabold tracking-tight text-white sm:text-4xl';

function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

export interface EditableContentProps {
  /** The text snippet's id (`about-us`, `mix-master`, `tos`). */
  id: string;
  /** The heading while the text loads, or when it has no title. */
  fallbackTitle: string;
  subtitle?: (updatedAt: string | null) => ReactNode;
  /** Page heading (h1) or a section's introduction (no heading of its own). */
  variant?: 'page' | 'intro';
  card?: boolean;
}

/**
 * A content page's heading and text. Administrators edit both in place: the heading inline (read-only,
 * editing, saved, cancelled), the text in the rich-text editor, and earlier versions from History.
 */
export function EditableContent({ id, fallbackTitle, subtitle, variant = 'page', card = true }: EditableContentProps) {
  // Not in stealth mode: the administrator then reads the page as visitors do.
  const admin = useAdminView();
  const { data, isLoading } = useContent(id);
  const save = useSaveContent(id);
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(false);
  const title = data?.title || fallbackTitle;

  const tools = admin && (
    <div className="flex flex-wrap gap-2">
      {!editing && (
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Pencil className="size-3.5" aria-hidden /> Edit text
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={() => setHistory(true)}>
        <History className="size-3.5" aria-hidden /> History
      </Button>
    </div>
  );

  const body = isLoading ? (
    <Spinner label="Loading" />
  ) : editing ? (
    <Suspense fallback={<Spinner label="Loading the editor" />}>
      <ContentEditor
        label={`${title} text`}
        value={data?.content ?? ''}
        onSave={async (html) => {
          await save.mutateAsync({ field: 'content', value: html });
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    </Suspense>
  ) : (
    <ContentBody html={data?.content ?? ''} />
  );

  return (
    <article className={variant === 'page' && card ? 'mx-auto max-w-3xl' : undefined}>
      {variant === 'page' && (
        <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0 flex-1">
            <PageTitle title={title} />
            {admin ? (
              <InlineEdit
                label="Title"
                value={title}
                maxLength={200}
                onSave={(value) => save.mutateAsync({ field: 'title', value })}
                renderValue={(value) => <h1 className={HEADING}>{value}</h1>}
                className="text-base"
              />
            ) : (
              <h1 className={HEADING}>{title}</h1>
            )}
            {subtitle && <p className="mt-2 text-zinc-400">{subtitle(data?.updated_at ?? null)}</p>}
          </div>
          {tools}
        </header>
      )}
      {variant === 'intro' && tools && <div className="mb-3">{tools}</div>}
      {card && !editing ? (
        // A card from sm up; on phones the text takes the whole width.
        <div className="sm:rounded-3xl sm:bg-zinc-900/60 sm:p-8 sm:ring-1 sm:ring-white/5">{body}</div>
      ) : (
        body
      )}
      {history && (
        <Suspense fallback={null}>
          <VersionsDialog id={id} onClose={() => setHistory(false)} />
        </Suspense>
      )}
    </article>
  );
}
