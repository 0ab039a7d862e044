import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { beatPath } from '../../../lib/beat';
import { useSlots } from '../../../lib/slots';
import { useStudioBeat } from '../api/use-studio-beat';
import { CollaboratorsPanel } from './collaborators/CollaboratorsPanel';
import { CopyMatchNotice } from './CopyMatchNotice';
import { CoverPanel } from './CoverPanel';
import { DetailsPanel } from './DetailsPanel';
import { FilesPanel } from './FilesPanel';
import { MediaPanel } from './MediaPanel';
import { PublishPanel } from './PublishPanel';
import { SamplesPanel } from './samples/SamplesPanel';

/** /beats/{slug}/edit and /features/{slug}/edit: owner or administrator (the server refuses anyone else). */
export function BeatEditorPage({ family }: { family: 'beat' | 'feature' }) {
  const { slug = '' } = useParams();
  const beat = useStudioBeat(family, slug);
  const { OfferSettings } = useSlots();
  if (beat.isLoading) return <Spinner label="Loading beat" />;
  if (!beat.data || !beat.data._can_edit) {
    return (
      <div className="py-16 text-center text-zinc-400">
        This {family} could not be loaded for editing.{' '}
        <Link to="/dashboard" className="text-accent-300 hover:underline">
          Back to the dashboard
        </Link>
      </div>
    );
  }
  const b = beat.data;
  return (
    <section>
      <PageHeader
        title={b.full_title}
        subtitle={
          <>
            Editing a {family} ·{' '}
            <Link to={beatPath(b)} className="text-accent-300 hover:underline">
              {beatPath(b)}
            </Link>
          </>
        }
        actions={
          <Link to="/dashboard" className="text-sm text-zinc-300 hover:text-white">
            Back to the dashboard
          </Link>
        }
      />
      {family === 'beat' && <CopyMatchNotice beatId={b.id} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <DetailsPanel beat={b} />
          {family === 'beat' && <SamplesPanel beat={b} />}
          {family === 'beat' && (
            <Suspense fallback={null}>
              <OfferSettings beatId={b.id} />
            </Suspense>
          )}
          <CollaboratorsPanel beat={b} />
          <MediaPanel beat={b} />
          {family === 'beat' && <FilesPanel beat={b} />}
        </div>
        <div className="flex flex-col gap-6">
          <PublishPanel beat={b} />
          <CoverPanel beat={b} />
        </div>
      </div>
    </section>
  );
}
