import { RESPONSIVE_IMAGE_WIDTHS, responsiveVariant, type SlideData } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Link } from 'react-router';
import { useLiveSlides } from '../api/slides';
import { loaderLines } from './carousel-motion';
import { useCarousel } from './use-carousel';

// Spec §9: below 1180 px a slide is at most 320 px wide; from 1180 px slides are wide, two to a view,
// their 16:9 image at most 320 px high. The box is reserved by its ratio before the image arrives.
const SLIDE = 'w-[85%] max-w-[320px] shrink-0 snap-start min-[1180px]:w-[calc(50%-0.5rem)] min-[1180px]:max-w-none';
const SIZES = '(min-width: 1180px) 50vw, min(85vw, 320px)';
const srcSet = (url: string) => RESPONSIVE_IMAGE_WIDTHS.map((w) => `${responsiveVariant(url, w)} ${w}w`).join(', ');
const external = (link: string) => /^https:\/\//.test(link);

/**
 * The home page carousel (issue 18, decision 0053). Its markup comes with the server's HTML and is a
 * plain scroll-snapped row (it swipes without script); this module, with its behaviour, loads lazily
 * after the app, so the home page's first-load script does not grow.
 */
export function HomeCarousel() {
  const { data: slides, isPending } = useLiveSlides();
  if (isPending) return <CarouselLoader />;
  if (!slides?.length) return null;
  return <Carousel slides={slides} />;
}

function Carousel({ slides }: { slides: SlideData[] }) {
  const c = useCarousel(slides.length);
  const button =
    'grid size-9 place-items-center rounded-full bg-white/5 text-zinc-200 ring-1 ring-white/10 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-accent-500';
  return (
    <section aria-roledescription="carousel" aria-label="Highlights" data-testid="home-carousel" {...c.regionProps}>
      <div className="mb-3 flex items-center justify-end gap-2">
        <button
          type="button"
          className={button}
          onClick={c.togglePaused}
          aria-label={c.paused ? 'Start slide rotation' : 'Stop slide rotation'}
        >
          {c.paused ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
        </button>
        <button type="button" className={button} onClick={() => void c.step(-1)} aria-label="Previous slides">
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <button type="button" className={button} onClick={() => void c.step(1)} aria-label="Next slides">
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>
      <div
        ref={c.trackRef}
        tabIndex={0}
        aria-label="Slides: use the arrow keys to move"
        aria-live={c.playing ? 'off' : 'polite'}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto rounded-2xl pb-1 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
      >
        {slides.map((slide, i) => (
          <Slide key={slide.id} slide={slide} label={`${i + 1} of ${slides.length}`} first={i === 0} />
        ))}
      </div>
      {slides.length > 1 && (
        <div className="mt-3 flex justify-center gap-1.5">
          {slides.slice(0, 10).map((s, i) => (
            <button
              key={s.id}
              type="button"
              onClick={() => void c.goTo(i)}
              aria-label={`Show slide ${i + 1}: ${s.title}`}
              aria-current={c.index === i ? 'true' : undefined}
              className="group grid h-6 w-8 place-items-center"
            >
              <span
                className={clsx(
                  'h-1 w-6 rounded-full transition-colors',
                  c.index === i ? 'bg-accent-400' : 'bg-white/20 group-hover:bg-white/40',
                )}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function Slide({ slide, label, first }: { slide: SlideData; label: string; first: boolean }) {
  const body = (
    <>
      <div className="aspect-video max-h-80 w-full overflow-hidden rounded-2xl bg-gradient-to-br from-accent-700/60 via-zinc-800 to-zinc-900 ring-1 ring-white/10">
        {slide.image_url && (
          <img
            src={responsiveVariant(slide.image_url, 840)}
            srcSet={srcSet(slide.image_url)}
            sizes={SIZES}
            width={1440}
            height={810}
            alt=""
            loading={first ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        )}
      </div>
      <h3 className="mt-3 line-clamp-1 font-semibold text-white group-hover:text-accent-200">{slide.title}</h3>
      {slide.text && <p className="mt-1 line-clamp-2 text-sm text-zinc-400">{slide.text}</p>}
    </>
  );
  return (
    <div role="group" aria-roledescription="slide" aria-label={`${label}: ${slide.title}`} className={SLIDE}>
      {!slide.link ? (
        <div className="group">{body}</div>
      ) : external(slide.link) ? (
        <a href={slide.link} target="_blank" rel="noopener noreferrer" className="group block rounded-2xl">
          {body}
        </a>
      ) : (
        <Link to={slide.link} className="group block rounded-2xl">
          {body}
        </Link>
      )}
    </div>
  );
}

/** While the slides load after a navigation: the same boxes, so nothing moves when they arrive. */
function CarouselLoader({ lines = 3 }: { lines?: number }) {
  return (
    <div aria-hidden className="pt-12">
      <div className="flex gap-4 overflow-hidden">
        {Array.from({ length: loaderLines(lines) }, (_, i) => (
          <div key={i} className={SLIDE}>
            <div className="aspect-video max-h-80 w-full animate-pulse rounded-2xl bg-white/5" />
            <div className="mt-3 h-4 w-2/3 rounded bg-white/5" />
            <div className="mt-2 h-3 w-5/6 rounded bg-white/5" />
          </div>
        ))}
      </div>
    </div>
  );
}
