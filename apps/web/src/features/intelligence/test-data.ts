import type {
  IntelBeatRow,
  IntelCounts,
  IntelDemand,
  IntelDropoff,
  IntelFunnel,
  IntelMovers,
  IntelProducerRow,
} from '@beatmarket/shared';

// Report answers for the component tests, shaped as the contract's rows.
const counts = (plays: number, sales: number, revenue: number): IntelCounts => ({
  plays,
  plays_counted: Math.round(plays * 0.7),
  plays_30s: Math.round(plays * 0.6),
  completion: plays ? 60 : null,
  favorites: Math.round(plays / 10),
  downloads: Math.round(plays / 20),
  shares: 1,
  adds_to_cart: sales * 3,
  sales,
  revenue,
  conversion: plays ? Math.round((sales * 1000) / plays) / 10 : null,
});

export const SUMMARY = counts(1234, 7, 20_993);
export const BEATS: IntelBeatRow[] = [
  {
    beat_id: 1,
    title: 'Midnight Drive',
    slug: 'midnight-drive',
    producer_id: 5,
    producer_name: 'Nova',
    ...counts(800, 5, 14_995),
  },
  {
    beat_id: 2,
    title: 'Sunset Trap',
    slug: 'sunset-trap',
    producer_id: 6,
    producer_name: 'Kilo',
    ...counts(434, 2, 5_998),
  },
];
export const PRODUCERS: IntelProducerRow[] = [
  { producer_id: 5, producer_name: 'Nova', beats: 3, ...counts(800, 5, 14_995) },
  { producer_id: 6, producer_name: 'Kilo', beats: 1, ...counts(434, 2, 5_998) },
];
export const FUNNEL: IntelFunnel = {
  steps: [
    { step: 'play', label: 'Play', count: 1234, of_plays: 100, of_previous: null },
    { step: 'play_30s', label: 'Played 30 s', count: 740, of_plays: 60, of_previous: 60 },
    { step: 'favorite', label: 'Favorite', count: 123, of_plays: 10, of_previous: 16.6 },
    { step: 'add_to_cart', label: 'Add to cart', count: 21, of_plays: 1.7, of_previous: 17.1 },
    { step: 'purchase', label: 'Purchase', count: 7, of_plays: 0.6, of_previous: 33.3 },
  ],
};
export const MOVERS: IntelMovers = {
  metric: 'plays',
  previous_from: '2026-09-25',
  previous_to: '2026-10-24',
  up: [
    {
      beat_id: 1,
      title: 'Midnight Drive',
      slug: 'midnight-drive',
      producer_name: 'Nova',
      current: 800,
      previous: 300,
      change: 500,
      change_pct: 166.7,
    },
  ],
  down: [
    {
      beat_id: 2,
      title: 'Sunset Trap',
      slug: 'sunset-trap',
      producer_name: 'Kilo',
      current: 434,
      previous: 600,
      change: -166,
      change_pct: -27.7,
    },
  ],
};
export const DROPOFF: IntelDropoff = {
  beat_id: 2,
  title: 'Sunset Trap',
  starts: 200,
  steps: [180, 150, 120, 100, 90, 80, 60, 40, 30, 20].map((plays, i) => ({
    pct: (i + 1) * 10,
    plays,
    of_starts: plays / 2,
  })),
};
export const DEMAND: IntelDemand = {
  weeks: [
    {
      week: '2026-11-30',
      searches: 40,
      unmet: 12,
      queries: [
        { query: 'dark #drill bpm:140-150', searches: 7, empty: 7, avg_results: 0 },
        { query: '#afro-swing', searches: 5, empty: 2, avg_results: 1.4 },
      ],
      sounds_like: [{ tags: '#lofi #chill #piano', searches: 3 }],
    },
  ],
  tags: [
    { term: '#drill', unmet: 7, empty: 7 },
    { term: '#afroswing', unmet: 5, empty: 2 },
  ],
  tempos: [{ term: 'bpm:140-150', unmet: 7, empty: 7 }],
};
