import { PRIVACY_POLICY, USAGE_POLICY } from './policies.js';

/** Initial texts; administrators edit them later. Ids are those of spec §3 and §7. */
export const TEXT_SNIPPETS = [
  {
    id: 'purchase-info',
    title: 'Purchase information',
    content:
      '<p>Every licence is delivered the moment your payment clears: your files and a signed licence contract are on your order page and in your inbox.</p>',
  },
  {
    id: 'free-download-policy',
    title: 'Free download policy',
    content:
      '<p>Free downloads are tagged previews for personal, non-commercial use only. To release a song, buy a licence.</p>',
  },
  {
    id: 'youtube-policy',
    title: 'YouTube policy',
    content:
      '<p>Songs made with a licensed beat may be monetised on YouTube within the limits of the licence you bought.</p>',
  },
  { id: 'tos', title: 'Usage Policy', content: USAGE_POLICY },
  { id: 'privacy', title: 'Privacy Policy', content: PRIVACY_POLICY },
];

/**
 * Texts an earlier release installed. A snippet still holding one of them was never edited by an
 * administrator, so the seed replaces it with the current text; an edited one is left alone.
 */
export const SUPERSEDED_SNIPPETS: Record<string, string[]> = {
  tos: [
    '<p>By using Beatmarket you agree to use previews for evaluation only, to respect the terms of every licence you buy, and not to upload content you do not own.</p>',
  ],
  privacy: [
    '<p>We store your name, email and orders to run your account and deliver your licences. We never sell your data. You can ask us to delete your account at any time.</p>',
  ],
};
