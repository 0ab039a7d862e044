import type { ContestPhase, ContestPrize } from './contests.js';

/** A contest in the public list. */
export interface ContestSummaryData {
  id: number;
  slug: string;
  title: string;
  phase: ContestPhase;
  published: boolean;
  submissions_open_at: string;
  submissions_close_at: string;
  voting_open_at: string;
  voting_close_at: string;
  prizes_text: string;
  entry_count: number;
}

export interface ContestEntryData {
  id: number;
  title: string;
  artist: string;
  /** A signed link to the uploaded audio, played as uploaded. */
  audio_href: string;
  mine: boolean;
  /** Shown to administrators always, to everyone once voting has closed. */
  votes: number | null;
}

export interface ContestWinnerData {
  place: number;
  entry_id: number;
  title: string;
  artist: string;
  prize: ContestPrize | null;
  /** The coupon's code: for the winner and administrators only. */
  coupon_code: string | null;
  /** A feature prize's order of the feature (`/order/{id}`): for the winner and administrators only. */
  order_id: number | null;
}

/** `GET /contests/{slug}`: the page, with what the viewer may do. */
export interface ContestData extends ContestSummaryData {
  brief: string;
  rules: string;
  prizes: ContestPrize[];
  max_entries: number;
  file_name: string | null;
  /** The stems' signed link: signed-in viewers only. */
  file_href: string | null;
  entries: ContestEntryData[];
  my_entry_count: number;
  my_vote: number | null;
  winners: ContestWinnerData[];
}
