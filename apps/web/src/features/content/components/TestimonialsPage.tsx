import { Quote } from 'lucide-react';
import { EmptyState } from '../../../components/EmptyState';
import { Spinner } from '../../../components/Spinner';
import { useTestimonials } from '../api/content';
import { EditableContent } from './EditableContent';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** `/testimonials` (spec §2): what artists say, in the administrators' order. */
export function TestimonialsPage() {
  const { data, isLoading, isError } = useTestimonials();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <EditableContent id="testimonials" fallbackTitle="Testimonials" card={false} />
      {isLoading ? (
        <Spinner label="Loading" />
      ) : isError ? (
        <p className="text-sm text-zinc-400">The testimonials could not be loaded. Please try again later.</p>
      ) : !data?.length ? (
        <EmptyState />
      ) : (
        <ul className="columns-1 gap-4 sm:columns-2">
          {data.map((t) => (
            <li key={t.id} className="mb-4 break-inside-avoid">
              <figure className="flex flex-col gap-4 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5">
                <Quote className="size-6 text-accent-400" aria-hidden />
                <blockquote className="leading-relaxed text-zinc-200">{t.quote}</blockquote>
                <figcaption className="flex items-center gap-3">
                  {t.avatar_url ? (
                    <img
                      src={t.avatar_url}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 rounded-full object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden
                      className="flex size-10 items-center justify-center rounded-full bg-accent-500/20 text-sm font-bold text-accent-200"
                    >
                      {initials(t.name)}
                    </span>
                  )}
                  <span>
                    <span className="block font-semibold text-white">{t.name}</span>
                    {t.role && <span className="block text-sm text-zinc-400">{t.role}</span>}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
