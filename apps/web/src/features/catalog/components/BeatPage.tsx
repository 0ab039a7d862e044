import { Pencil } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { beatPath, producerHandle } from '../../../lib/beat';
import { useBeatById, useBeatBySlug } from '../api/use-beat';
import { BeatCredits } from './BeatCredits';
import { BeatFacts, BeatTags } from './BeatFacts';
import { SimilarBeats } from './SimilarBeats';
import { SampleDeclarationFacts } from './SampleDeclaration';
import { Comments } from './Comments';
import { Cover } from '../../../components/Cover';
import { FavoriteButton } from './FavoriteButton';
import { RatingInput } from './RatingInput';
import { ShareMenu } from './ShareMenu';
import { useSlots } from '../../../lib/slots';

/** The beat page, /beats/{slug} or /features/{slug} (spec §2 beat.view). */
export function BeatPage({ family }: { family: 'beat' | 'feature' }) {
  const { slug = '' } = useParams();
  const { data: beat, isLoading } = useBeatBySlug(family, slug);
  usePageTitle(beat?.full_title);
  // Play, add to cart and download belong to other features; app/ fills these slots.
  const { PlayButton, AddToCartButton, DownloadButton, LicenceUpgrade, MakeOffer, FollowButton } = useSlots();
  if (isLoading) return <Spinner className="size-6 text-accent-400" label="Loading beat" />;
  if (!beat) return <NotFoundPage />;
  const handle = producerHandle(beat);
  return (
    <div className="flex flex-col gap-12">
      <article className="grid gap-8 md:grid-cols-[minmax(0,22rem)_1fr]">
        <div className="overflow-hidden rounded-3xl ring-1 ring-white/10">
          {/* One column below md (the page's padding is 1rem each side), else a column of at most 22rem. */}
          <Cover beat={beat} priority sizes="(max-width: 767px) calc(100vw - 2rem), 352px" />
        </div>
        <div className="flex flex-col gap-4">
          {!beat.published_at && (
            <p className="w-fit rounded-full bg-amber-400/90 px-3 py-1 text-xs font-bold text-zinc-950">
              Awaiting approval
            </p>
          )}
          <div>
            <h1 className="text-4xl font-black tracking-tight text-white">{beat.title_main}</h1>
            {(beat.title_decoration || beat.title_part) && (
              <p className="mt-1 text-accent-300">
                {[beat.title_decoration, beat.title_part].filter(Boolean).join(' · ')}
              </p>
            )}
            <p className="mt-2 text-lg text-zinc-300">
              by{' '}
              {handle ? (
                <Link to={`/profile/${handle}`} className="font-semibold text-white hover:underline">
                  {beat.producer_name}
                </Link>
              ) : (
                beat.producer_name
              )}
              {/* Decision 0096: the coproducer is one of the collaborators, credited with the others. */}
              <BeatCredits beatId={beat.id} />
            </p>
            <div className="mt-3 min-h-9">
              <Suspense fallback={null}>
                <FollowButton producerId={beat.producer_id} name={beat.producer_name} />
              </Suspense>
            </div>
          </div>
          <BeatFacts beat={beat} />
          <BeatTags beat={beat} />
          {beat.description && <p className="max-w-2xl leading-relaxed text-zinc-300">{beat.description}</p>}
          <div className="flex flex-wrap items-center gap-4">
            <PlayButton beat={beat} playlist={[beat]} playlistId={`beat:${beat.id}`} />
            <AddToCartButton beat={beat} />
            {family === 'beat' && (
              <Suspense fallback={null}>
                <MakeOffer beat={beat} />
              </Suspense>
            )}
            <RatingInput beat={beat} />
            <span className="flex items-center">
              <ShareMenu beat={beat} />
              <FavoriteButton beat={beat} />
            </span>
            <DownloadButton beat={beat} />
            {beat._can_edit && (
              <Link
                to={`${beatPath(beat)}/edit`}
                className="inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-zinc-200 ring-1 ring-white/15 hover:bg-white/10 hover:text-white"
              >
                <Pencil className="size-4" aria-hidden /> Edit
              </Link>
            )}
          </div>
          {family === 'beat' && (
            <Suspense fallback={null}>
              <LicenceUpgrade beatId={beat.id} />
            </Suspense>
          )}
          {family === 'beat' && <SampleDeclarationFacts declaration={beat.sample_declaration} />}
        </div>
      </article>
      <SimilarBeats beatId={beat.id} />
      <Comments beatId={beat.id} />
    </div>
  );
}

/** /beat/{id} share links open the beat page. */
export function BeatShareRedirect() {
  const { id = '' } = useParams();
  const { data, isLoading, isError } = useBeatById(id);
  if (isLoading) return <Spinner className="size-6 text-accent-400" label="Opening beat" />;
  if (isError || !data) return <NotFoundPage />;
  return <Navigate to={beatPath(data)} replace />;
}
