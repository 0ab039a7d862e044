import { MIN_SEARCH_LENGTH } from '@beatmarket/shared';
import { Headphones, ShieldCheck, Zap } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useSupportingData } from '../boot/api/use-supporting-data';
import { HeroSearch } from './HeroSearch';

const PROMISES = [
  { icon: Headphones, title: 'Preview everything', text: 'Every beat streams instantly, tagged, in full length.' },
  { icon: ShieldCheck, title: 'Licences in plain words', text: 'Compare what each licence allows before you pay.' },
  { icon: Zap, title: 'Files the moment you pay', text: 'Downloads and your signed contract arrive at once.' },
];

export function HomePage() {
  const { data } = useSupportingData();
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  return (
    <div className="flex flex-col gap-12">
      <section className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-accent-700/40 via-zinc-900 to-zinc-950 px-6 py-14 ring-1 ring-white/10 sm:px-12 sm:py-20">
        <div className="absolute -right-24 -top-24 size-80 rounded-full bg-accent-500/20 blur-3xl" aria-hidden />
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent-300">Beatmarket</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-black leading-tight tracking-tight text-white sm:text-6xl">{data?.tagline}</h1>
        <p className="mt-5 max-w-xl text-lg text-zinc-300">{data?.slogan}</p>
        <HeroSearch />
        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {PROMISES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-black/30 p-5 ring-1 ring-white/10">
              <Icon className="size-6 text-accent-300" aria-hidden />
              <p className="mt-3 font-semibold text-white">{title}</p>
              <p className="mt-1 text-sm text-zinc-400">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="newest">
        <h2 id="newest" className="mb-5 text-2xl font-bold tracking-tight text-white">
          {search.length >= MIN_SEARCH_LENGTH ? `Results for “${search}”` : 'Newest beats'}
        </h2>
        <EmptyState>
          <p className="max-w-md text-sm text-zinc-400">The catalog opens with the next release: producers are uploading their first beats.</p>
        </EmptyState>
      </section>
    </div>
  );
}
