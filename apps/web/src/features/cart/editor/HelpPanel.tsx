import { Button } from '../../../components/Button';

/** A YouTube id from the usual link shapes (watch?v=, youtu.be/, /embed/). */
const videoId = (url: string) => /(?:v=|youtu\.be\/|embed\/)([\w-]{6,})/.exec(url)?.[1] ?? null;

/** Spec §4 help panel: the store's licensing video (setting cart_youtube_url). */
export function HelpPanel({ url, onBack }: { url: string; onBack(): void }) {
  const id = videoId(url);
  return (
    <div className="flex flex-col gap-4">
      {id ? (
        <div className="aspect-video overflow-hidden rounded-2xl bg-black ring-1 ring-white/10">
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${id}`}
            title="How licences work"
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            className="size-full"
          />
        </div>
      ) : (
        <a href={url} target="_blank" rel="noreferrer" className="text-accent-300 underline">
          Watch how licences work
        </a>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onBack}>
          Back to licences
        </Button>
      </div>
    </div>
  );
}
