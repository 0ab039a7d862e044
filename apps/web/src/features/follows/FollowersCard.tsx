import { useMemo } from 'react';
import { BarChart } from '../../components/charts';
import { MessageFollowers } from './MessageFollowers';
import { useFollowerStats } from './use-follows';

/** The producer's followers on the dashboard: how many, and how many joined each week (UTC). */
export function FollowersCard() {
  const { data } = useFollowerStats();
  const weeks = useMemo(() => (data?.weeks ?? []).slice(-26), [data]);
  const series = useMemo(() => [{ label: 'New followers', values: weeks.map((w) => w.added) }], [weeks]);
  if (!data) return null;
  return (
    <section aria-labelledby="followers-title" className="flex flex-col gap-3">
      <div>
        <h2 id="followers-title" className="text-xl font-bold text-white">
          Followers
        </h2>
        <p className="mt-1 text-sm text-zinc-400">
          {data.total === 0
            ? 'Nobody follows you yet. Your page has a Follow button; share it.'
            : `${data.total} ${data.total === 1 ? 'person follows' : 'people follow'} you.`}
        </p>
      </div>
      {weeks.length > 0 && (
        <BarChart
          level={3}
          title="New followers per week"
          description="Weeks start on Monday (UTC); people who unfollowed are not counted."
          categories={weeks.map((w) => `Week of ${w.week}`)}
          categoryHeader="Week"
          series={series}
        />
      )}
      <MessageFollowers />
    </section>
  );
}
