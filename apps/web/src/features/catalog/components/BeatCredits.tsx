import { Fragment } from 'react';
import { Link } from 'react-router';
import { useBeatCredits } from '../api/use-beat-credits';

/** " with A & B" after the producer's name: the beat's collaborators, each to their producer page (no shares). */
export function BeatCredits({ beatId }: { beatId: number }) {
  const credits = useBeatCredits(beatId).data ?? [];
  if (!credits.length) return null;
  return (
    <span data-testid="beat-credits">
      {' '}
      with{' '}
      {credits.map((c, i) => (
        <Fragment key={`${c.handle ?? ''}-${c.name}-${i}`}>
          {i > 0 && (i === credits.length - 1 ? ' & ' : ', ')}
          {c.handle ? (
            <Link to={`/profile/${c.handle}`} className="font-semibold text-white hover:underline">
              {c.name}
            </Link>
          ) : (
            c.name
          )}
        </Fragment>
      ))}
    </span>
  );
}
