import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center">
      <p className="text-6xl font-black text-accent-400">404</p>
      <h1 className="text-2xl font-bold text-white">This page dropped out of the mix</h1>
      <Link to="/" className="font-semibold text-accent-300 hover:underline">
        Back to the beats
      </Link>
    </div>
  );
}
