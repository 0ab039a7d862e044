import { useQueryClient } from '@tanstack/react-query';
import { Cover } from '../../../components/Cover';
import { setStudioBeat, type StudioBeat } from '../api/use-studio-beat';
import { Uploader } from './Uploader';

/** Cover art: the server makes every responsive width (spec §9) from one upload. */
export function CoverPanel({ beat }: { beat: StudioBeat }) {
  const qc = useQueryClient();
  return (
    <section
      aria-labelledby="cover-heading"
      className="flex flex-col gap-4 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5"
    >
      <h2 id="cover-heading" className="text-lg font-bold text-white">
        Cover
      </h2>
      <div className="mx-auto w-48 overflow-hidden rounded-2xl ring-1 ring-white/10">
        <Cover beat={beat} sizes="192px" />
      </div>
      <Uploader
        compact
        target={{ purpose: 'cover', beatId: beat.id }}
        label={beat.image_url ? 'Replace the cover' : 'Upload a cover'}
        onDone={(r: { beat: StudioBeat | null }) => r.beat && setStudioBeat(qc, r.beat)}
      />
    </section>
  );
}
