import { NavLink } from 'react-router';

/** Tabs of the "Slides and Testimonials" back office entry. */
export function SlidesTabs() {
  const tab = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-4 py-1.5 text-sm font-medium ${isActive ? 'bg-accent-500/20 text-accent-200' : 'text-zinc-400 hover:text-white'}`;
  return (
    <nav aria-label="Slides and Testimonials" className="mb-6 flex gap-2">
      <NavLink to="/slides" end className={tab}>
        Slides
      </NavLink>
      <NavLink to="/slides/testimonials" className={tab}>
        Testimonials
      </NavLink>
    </nav>
  );
}
