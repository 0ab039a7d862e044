/** A realistic starting set of licence definitions (a data table); administrators edit them later. */
export const DEFAULT_LICENSES = [
  { name: 'Basic Lease', type: 'non_exclusive', level: 'basic', price: 2999, description: 'Tagless MP3 for demos, mixtapes and first releases.', specifications: { units: 2500, streams: 50000, mp3: true, wav: false, radio_live: false, youtube: 1, broadcast: false } },
  { name: 'Standard Lease', type: 'non_exclusive', level: 'standard', price: 4999, description: 'MP3 and WAV for a commercial single.', specifications: { units: 10000, streams: 250000, mp3: true, wav: true, radio_live: true, youtube: 3, broadcast: 1 }, bundle_price: 7999, bundled_name: 'Standard + YouTube sync', bundled_description: 'Add the YouTube sync licence at a bundle price.' },
  { name: 'Unlimited Lease', type: 'non_exclusive', level: 'unlimited', price: 14999, description: 'No caps on sales or streams.', specifications: { units: 0, streams: 0, mp3: true, wav: true, radio_live: true, youtube: 0, broadcast: 0 } },
  { name: 'YouTube Sync', type: 'sync', level: 'basic', price: 3999, description: 'Monetised videos on your channel.', specifications: { youtube: 0, mp3: true, wav: false } },
  { name: 'Professional Sync', type: 'sync', level: 'standard', price: 19999, description: 'Ads, podcasts and online campaigns.', specifications: { youtube: 0, broadcast: 2, mp3: true, wav: true } },
  { name: 'Unlimited Sync', type: 'sync', level: 'unlimited', price: 49999, description: 'TV, film and games, worldwide.', specifications: { youtube: 0, broadcast: 0, radio_live: true, mp3: true, wav: true } },
  { name: 'Exclusive Rights', type: 'exclusive', level: 'unlimited', price: 99999, description: 'The beat is yours alone and leaves the store.', specifications: { units: 0, streams: 0, mp3: true, wav: true, radio_live: true, youtube: 0, broadcast: 0 } },
  { name: 'Trackouts', type: 'addon', level: 'standard', price: 4999, description: 'Every stem as a WAV in a ZIP, for your engineer.', specifications: { wav: true } },
  { name: 'Artist Feature', type: 'feature', level: 'unlimited', price: 0, description: 'The feature at its listed price, unlimited use.', specifications: { units: 0, streams: 0, mp3: true, wav: true } },
] as const;
