import { useBeats } from '../api/use-beats';
import { BeatGrid } from './BeatGrid';

/** The signed-in user's favorite beats (the Favorites tab of /profile). */
export function FavoriteBeats() {
  const { data, isLoading } = useBeats({ filter: { favorites_of: 'me' }, perPage: 100 });
  return <BeatGrid beats={data?.data} loading={isLoading} playlistId="favorites" />;
}
