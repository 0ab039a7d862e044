import { Modal } from '../../../components/Modal';

const RULES: [string, string][] = [
  ['"Love it"', 'Quoted words match as a phrase.'],
  ['#HipHop #Dark', 'Hashtags keep beats with every tag: mood, genre, instruments, sounds-like.'],
  ['@producer', 'An @handle keeps one producer’s beats.'],
  ['bpm:90 or bpm:80-100', 'Tempo, exact or as a range.'],
  ['dark piano', 'Any other words search titles, tags, producers and descriptions.'],
];

/** The advanced-search instructions (spec §2), loaded when first asked for (SearchHelp). */
export function SearchHelpDialog({ onClose }: { onClose(): void }) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Advanced search"
      description="Combine any of these in one search."
      size="md"
    >
      <dl className="flex flex-col gap-3">
        {RULES.map(([example, text]) => (
          <div key={example} className="rounded-2xl bg-black/30 p-3 ring-1 ring-white/5">
            <dt className="font-mono text-sm text-accent-300">{example}</dt>
            <dd className="mt-1 text-sm text-zinc-300">{text}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
