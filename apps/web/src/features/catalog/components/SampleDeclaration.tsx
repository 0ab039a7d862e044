import { hasUnclearedSample, SAMPLE_SOURCE_LABELS, type Sample, type SampleDeclaration } from '@beatmarket/shared';

const detail = (s: Sample) =>
  [s.source === 'royalty_free' && `pack “${s.pack}”`, s.source === 'cleared' && `licence ${s.licence}`, s.description]
    .filter(Boolean)
    .join(' · ');

/** Issue 35 §4: what the producer declared of the beat's samples and Content ID, before anyone buys. */
export function SampleDeclarationFacts({ declaration }: { declaration: SampleDeclaration | null }) {
  return (
    <section aria-labelledby="samples-title" className="max-w-2xl rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/5">
      <h2 id="samples-title" className="text-sm font-semibold text-white">
        Samples and Content ID
      </h2>
      {!declaration ? (
        <p className="mt-1 text-sm text-zinc-400">The producer has not declared whether this beat uses samples yet.</p>
      ) : (
        <>
          {declaration.uses_samples ? (
            <ul className="mt-2 flex flex-col gap-1 text-sm text-zinc-300">
              {declaration.samples.map((s, i) => (
                <li key={i}>
                  <span className="font-medium text-zinc-100">{SAMPLE_SOURCE_LABELS[s.source]}</span>
                  {detail(s) && <span className="text-zinc-400"> · {detail(s)}</span>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-zinc-300">No samples: every sound is the producer’s own.</p>
          )}
          <p className="mt-2 text-sm text-zinc-400">
            {declaration.content_id ? 'Registered with Content ID.' : 'Not registered with Content ID.'}
          </p>
          {hasUnclearedSample(declaration) && (
            <p className="mt-2 text-sm text-amber-300">Uses an uncleared sample: not sold with an exclusive licence.</p>
          )}
        </>
      )}
    </section>
  );
}
