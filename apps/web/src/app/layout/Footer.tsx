import { APP_VERSION } from '@beatmarket/shared';
import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-white/5 px-6 pb-28 pt-8 text-sm text-zinc-400">
      <div className="flex flex-wrap items-center justify-between gap-4">
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
