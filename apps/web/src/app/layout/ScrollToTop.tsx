import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Shown once the page has scrolled one viewport height (spec §2, §9). */
export function ScrollToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > window.innerHeight);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed bottom-24 right-5 z-20 grid size-11 place-items-center rounded-full bg-accent-600 text-white shadow-xl hover:bg-accent-700"
    >
      <ArrowUp className="size-5" />
    </button>
  );
}
