import type { PublicMenuItem, SettingsValues } from '@beatmarket/shared';

/** Application settings with their defaults; rows in the settings table override them. */
export const DEFAULT_SETTINGS = {
  tagline: 'Beats that move. Licences that make sense.',
  slogan: 'Preview, license and download in minutes.',
  /** Empty until an administrator sets them: a guessed profile may belong to somebody else (issue 34). */
  social_links: { facebook: '', twitter: '', youtube: '', soundcloud: '', instagram: '' },
  social_share_caption: 'Check out this beat on Beatmarket',
  beat_profile_number_of_similar_beats: 6,
  /** Similar beats blend sound, key, tempo and tags (decision 0104): sound leads, the rest break near ties. */
  similar_weight_sound: 60,
  similar_weight_key: 15,
  similar_weight_tempo: 10,
  similar_weight_tags: 15,
  cart_youtube_url: '',
  beat_rating_show_for: 3.5,
  show_license_dialog_every_downloads: 5,
  /** Raw beat events are not kept by default: the daily rollups answer every report (decision 0038). */
  analytics_raw_retention_days: 0,
  /** Plans are the administrators' until they open them to producers (issue 19). */
  producer_plans: false,
  analytics_provider: 'builtin' as 'builtin' | 'ga4' | 'plausible',
  analytics_ga4_id: '',
  analytics_plausible_domain: '',
  /** Sorted id list of the public menu (spec §2). */
  public_menu_order: ['services', 'store', 'contests', 'about', 'faq', 'testimonials', 'press', 'contact'],
  public_menu_extra: [] as SettingsValues['public_menu_extra'],
};
export type Settings = typeof DEFAULT_SETTINGS;

export const PUBLIC_MENU_GROUPS: PublicMenuItem[] = [
  {
    id: 'services',
    label: 'Services',
    children: [
      { id: 'artist-features', label: 'Artist Features', path: '/page/artist-features' },
      { id: 'mix-master', label: 'Mixing & Mastering', path: '/mixing-and-mastering-services' },
      { id: 'custom-beats', label: 'Custom Beats', path: '/page/custom-beats' },
    ],
  },
  { id: 'store', label: 'Store', path: '/store' },
  { id: 'contests', label: 'Contests', path: '/contests' },
  {
    id: 'about',
    label: 'About',
    children: [
      { id: 'about-us', label: 'About Us', path: '/page/about-us' },
      { id: 'our-clients', label: 'Our Clients', path: '/page/our-clients' },
      { id: 'our-producers', label: 'Our Producers', path: '/our-producers' },
    ],
  },
  {
    id: 'faq',
    label: 'FAQ',
    children: [
      { id: 'general-faq', label: 'General FAQ', path: '/page/general-faq' },
      { id: 'beats-faq', label: 'Beats FAQ', path: '/page/beats_faq' },
      { id: 'artists-faq', label: 'Artists FAQ', path: '/page/artists-faq' },
    ],
  },
  { id: 'testimonials', label: 'Testimonials', path: '/testimonials' },
  { id: 'press', label: 'Press', path: '/page/press' },
  { id: 'contact', label: 'Contact Us', action: 'contact' },
];
