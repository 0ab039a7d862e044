import { clsx } from 'clsx';

/**
 * Administrator-authored HTML from our own text snippets (sanitised by the server on save and read),
 * set in the site's type: headings, paragraphs, lists, links and inline code get their spacing here,
 * since the stored markup carries no classes.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={clsx(
        'text-sm leading-relaxed text-zinc-300 sm:text-base',
        '[&_h1]:mb-3 [&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-white',
        '[&_h2]:mb-3 [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-white sm:[&_h2]:text-xl',
        '[&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-white',
        '[&>:first-child]:mt-0 [&_p]:my-3',
        '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_li]:pl-1 [&_li]:marker:text-accent-400',
        '[&_strong]:font-semibold [&_strong]:text-zinc-100',
        '[&_a]:font-medium [&_a]:text-accent-300 [&_a]:underline-offset-4 hover:[&_a]:underline',
        // Uploaded images and YouTube players: the responsive player fills the width at 16:9 (spec §9),
        // a sized one keeps its size up to the width, then shrinks at its own proportions (the aspect ratio
        // the server's sanitiser gives it).
        '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_iframe]:my-4 [&_iframe]:max-w-full [&_iframe]:rounded-xl',
        '[&_iframe:not([data-fit=height])]:aspect-video [&_iframe:not([data-fit=height])]:h-auto [&_iframe:not([data-fit=height])]:w-full [&_iframe[data-fit=height]]:h-auto',
        '[&_code]:rounded [&_code]:bg-white/5 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em] [&_code]:text-zinc-200',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
