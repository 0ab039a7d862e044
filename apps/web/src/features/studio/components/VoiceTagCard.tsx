import type { VoiceTagView } from '@beatmarket/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { get } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useSlots } from '../../../lib/slots';
import { Uploader } from './Uploader';

type VoiceTag = VoiceTagView;

/** The producer's voice tag, mixed into every preview at a regular interval; a default exists. */
export function VoiceTagCard() {
  const qc = useQueryClient();
  // The player feature plays it, so the footer player and the tag never sound over each other.
  const { VoiceTagPlayer } = useSlots();
  const tag = useQuery({ queryKey: ['voice-tag'], queryFn: () => get<VoiceTag>('/profile/voice-tag') });
  return (
    <section
      aria-labelledby="voice-tag-heading"
      className="grid items-center gap-4 rounded-3xl bg-zinc-900/60 p-5 ring-1 ring-white/5 lg:grid-cols-[minmax(0,1fr)_16rem_minmax(0,1.3fr)]"
    >
      <div>
        <h2 id="voice-tag-heading" className="text-lg font-bold text-white">
          Voice tag
        </h2>
        <p className="text-sm text-zinc-400">
          {tag.data?.is_default === false
            ? 'Your own tag plays in every new preview.'
            : 'Previews use the default tag until you upload yours.'}
        </p>
      </div>
      <div>{tag.data && <VoiceTagPlayer url={tag.data.url} />}</div>
      <Uploader
        compact
        target={{ purpose: 'voice_tag' }}
        label={tag.data?.is_default === false ? 'Replace your voice tag' : 'Upload your voice tag'}
        onDone={(r: { voice_tag?: VoiceTag }) => {
          if (r.voice_tag) qc.setQueryData(['voice-tag'], r.voice_tag);
          notifySuccess('Voice tag saved', 'New previews carry it; use Retry on a beat to remake an older one.');
        }}
      />
    </section>
  );
}
