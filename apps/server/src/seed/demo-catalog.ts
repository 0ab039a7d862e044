/** Demo catalog data (a data table): tags and beats spread across the two demo producers. */
export const DEMO_TAGS: { name: string; group: 'genre' | 'mood' | 'instruments' | 'sounds-like' }[] = [
  ...['Hip Hop', 'Trap', 'Drill', 'R&B', 'Lo-Fi', 'Boom Bap', 'Afrobeats', 'Pop', 'Reggaeton', 'Dancehall'].map(
    (name) => ({ name, group: 'genre' as const }),
  ),
  ...['Dark', 'Chill', 'Energetic', 'Sad', 'Happy', 'Romantic', 'Aggressive', 'Dreamy'].map((name) => ({
    name,
    group: 'mood' as const,
  })),
  ...['Piano', 'Guitar', '808', 'Strings', 'Synth', 'Flute', 'Saxophone', 'Bells'].map((name) => ({
    name,
    group: 'instruments' as const,
  })),
  ...['Drake', 'Travis Scott', 'The Weeknd', 'Burna Boy', 'J. Cole', 'SZA'].map((name) => ({
    name,
    group: 'sounds-like' as const,
  })),
];

const WORDS_A = [
  'Midnight',
  'Golden',
  'Velvet',
  'Neon',
  'Cold',
  'Silent',
  'Crystal',
  'Broken',
  'Electric',
  'Paper',
  'Lunar',
  'Savage',
  'Sunset',
  'Ocean',
  'Smoke',
  'Royal',
  'Wild',
  'Faded',
  'Frozen',
  'Secret',
  'Love',
];
const WORDS_B = [
  'Drive',
  'Dreams',
  'Rain',
  'Heart',
  'City',
  'Waves',
  'Crown',
  'Ghost',
  'Flex',
  'Garden',
  'Skies',
  'Fire',
  'Echo',
  'Letters',
  'Motion',
  'Nights',
  'It',
  'Riot',
  'Bloom',
  'Season',
  'Avenue',
];
const GENRES: [string, string, string, number][] = [
  ['Trap', 'Dark', '808', 140],
  ['Hip Hop', 'Chill', 'Piano', 90],
  ['Drill', 'Aggressive', '808', 142],
  ['R&B', 'Romantic', 'Guitar', 75],
  ['Lo-Fi', 'Dreamy', 'Piano', 80],
  ['Boom Bap', 'Energetic', 'Strings', 94],
  ['Afrobeats', 'Happy', 'Flute', 105],
  ['Pop', 'Happy', 'Synth', 120],
  ['Reggaeton', 'Energetic', 'Synth', 96],
  ['Dancehall', 'Chill', 'Bells', 100],
];
const SOUNDS = ['Drake', 'Travis Scott', 'The Weeknd', 'Burna Boy', 'J. Cole', 'SZA'];
const TYPES = ['plain', 'plain', 'with_hooks', 'plain', 'with_scratches'] as const;

export interface DemoBeat {
  title: string;
  family: 'beat' | 'feature';
  beatType: (typeof TYPES)[number];
  producer: 0 | 1;
  coproducer: boolean;
  bpm: number;
  tags: string[];
  price: number;
  published: boolean;
  sold: boolean;
  /** Spec §6: logged-in users download these untagged (the MP3 the audio pipeline makes) while unsold. */
  premium: boolean;
  featurePosition: number | null;
  topRank: number | null;
  description: string;
}

/** 48 beats and 4 features: 4 awaiting approval, 3 sold, one co-produced, 5 with premium (untagged) downloads; bpm from 60 to 180. */
export function demoBeats(): DemoBeat[] {
  const list: DemoBeat[] = [];
  for (let i = 0; i < 48; i++) {
    const [genre, mood, instrument, baseBpm] = GENRES[i % GENRES.length]!;
    const title = `${WORDS_A[i % WORDS_A.length]} ${WORDS_B[(i * 5 + Math.floor(i / 21)) % WORDS_B.length]}${i % 11 === 3 ? ' Pt. 2' : ''}`;
    list.push({
      title,
      family: 'beat',
      beatType: TYPES[i % TYPES.length]!,
      producer: (i % 3 === 0 ? 1 : 0) as 0 | 1,
      coproducer: i === 5,
      bpm: Math.min(180, Math.max(60, baseBpm + ((i * 13) % 21) - 10 + (i === 47 ? 60 : 0) - (i === 46 ? 30 : 0))),
      tags: [genre, mood, instrument, SOUNDS[i % SOUNDS.length]!],
      price: 0,
      published: i % 12 !== 11,
      sold: i === 7 || i === 19 || i === 33,
      premium: i % 10 === 2,
      featurePosition: i < 6 ? i + 1 : null,
      topRank: i % 4 === 1 ? Math.floor(i / 4) + 1 : null,
      description: `A ${mood.toLowerCase()} ${genre} beat built around ${instrument === '808' ? 'heavy 808s' : `${instrument.toLowerCase()}`}, for artists who like ${SOUNDS[i % SOUNDS.length]}.`,
    });
  }
  const features: [string, number][] = [
    ['Verse Feature: Lena Cruz', 25000],
    ['Hook Feature: Marcus Reed', 40000],
    ['Guest Verse Deluxe', 150000],
    ['Open Verse Session', 0],
  ];
  features.forEach(([title, price], i) =>
    list.push({
      title,
      family: 'feature',
      beatType: 'plain',
      producer: (i % 2) as 0 | 1,
      coproducer: false,
      bpm: 90 + i * 10,
      tags: ['Hip Hop', i % 2 ? 'Energetic' : 'Chill'],
      price,
      published: true,
      sold: false,
      premium: false,
      featurePosition: null,
      topRank: null,
      description: 'A verse or hook from one of our producers on your song, recorded and mixed to your beat.',
    }),
  );
  return list;
}
