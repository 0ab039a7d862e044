import { Download } from 'lucide-react';

/** "Export": a link to the report's CSV, which the server builds (every row of the table, in its order). */
export function ExportLink({ label, href }: { label: string; href: string }) {
  return (
    <a
      href={href}
      download
      aria-label={`Export ${label} as CSV`}
      className="inline-flex h-8 items-center justify-center gap-2 rounded-full bg-zinc-800 px-3 text-sm font-semibold text-zinc-100 ring-1 ring-white/10 transition ring-inset hover:bg-zinc-700"
    >
      <Download className="size-4" aria-hidden />
      <span className="max-sm:sr-only">Export</span>
    </a>
  );
}
