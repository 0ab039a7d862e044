import { APP_VERSION, SOCIAL_NETWORKS } from '@beatmarket/shared';
import { Link } from 'react-router';
import { SocialIcon } from '../../components/SocialIcon';
import { useSupportingData } from '../../lib/use-supporting-data';

export function Footer() {
  const links = useSupportingData().data?.social_links ?? {};
  const networks = SOCIAL_NETWORKS.filter((n) => links[n]);
  return (
    <footer className="mt-16 border-t border-white/5 px-6 pb-28 pt-8 text-sm text-zinc-400">
      {networks.length > 0 && (
        // Phones have no room for the header's follow-us row; the links live here instead.
        <div className="mb-6 flex items-center gap-4 md:hidden">
          <span>Follow us</span>
          {networks.map((n) => (
            <a
              key={n}
              href={links[n]}
              target="_blank"
              rel="noreferrer"
              aria-label={`Beatmarket on ${n}`}
              className="grid size-9 place-items-center rounded-full bg-white/5 hover:text-white"
            >
              <SocialIcon network={n} className="size-4" />
            </a>
          ))}
        </div>
      )}
      {/* The right end stays clear: the scroll-to-top button floats there and would cover the policy links. */}
      <div className="flex flex-wrap items-center justify-between gap-4 sm:pr-16">
        <p>
          © {new Date().getFullYear()} Beatmarket <span className="ml-2 text-zinc-400">{APP_VERSION}</span>
        </p>
        <nav aria-label="Legal" className="flex gap-5">
          <Link to="/page/usage-policy" className="hover:text-zinc-200">
            Usage Policy
          </Link>
          <Link to="/page/privacy-policy" className="hover:text-zinc-200">
            Privacy Policy
          </Link>
        </nav>
      </div>
    </footer>
  );
}
