import { Download } from 'lucide-react';

/** The files in apps/web/public/press; the server sends them as downloads (static-assets.ts). */
const FILES = [
  { file: 'beatmarket-logo.svg', label: 'Logo mark', format: 'SVG', preview: 'square' },
  { file: 'beatmarket-logo.png', label: 'Logo mark', format: 'PNG, 1024 × 1024', preview: 'square' },
  { file: 'beatmarket-wordmark.svg', label: 'Logo with name', format: 'SVG', preview: 'wide' },
  { file: 'beatmarket-wordmark.png', label: 'Logo with name', format: 'PNG, 1216 × 320', preview: 'wide' },
] as const;

/**
 * The press page's kit (issue 34): the logo files to download, under the page's editable text. Files,
 * not text: an administrator's edit of the page cannot break a download.
 */
export function PressKit() {
  return (
    <section aria-labelledby="press-kit" className="mx-auto mt-10 max-w-3xl">
      <h2 id="press-kit" className="text-xl font-bold tracking-tight text-white">
        Press kit
      </h2>
      <p className="mt-2 text-sm text-zinc-400">
        Use the logo as it is: do not stretch it, recolour it or put it on a busy background.
      </p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {FILES.map((f) => (
          <li key={f.file} className="flex flex-col gap-3 rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/5">
            <div className="grid h-28 place-items-center rounded-xl bg-zinc-950">
              <img
                src={`/press/${f.file}`}
                alt=""
                className={f.preview === 'square' ? 'size-20' : 'h-12 w-auto'}
                loading="lazy"
              />
            </div>
            <div className="flex items-center justify-between gap-3">
              <p className="min-w-0 text-sm">
                <span className="font-semibold text-white">{f.label}</span>
                <span className="block text-zinc-400">{f.format}</span>
              </p>
              <a
                href={`/press/${f.file}`}
                download={f.file}
                aria-label={`Download ${f.label} (${f.format})`}
                className="inline-flex h-9 shrink-0 items-center gap-2 rounded-full bg-zinc-800 px-3 text-sm font-medium text-zinc-100 ring-1 ring-inset ring-white/10 hover:bg-zinc-700"
              >
                <Download className="size-4" aria-hidden /> Download
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
