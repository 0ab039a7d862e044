import type { SettingsValues } from '@beatmarket/shared';
import { cardHelpers, SettingsCard, type SettingsForm } from './form-parts';

/** Numbers that shape the beat pages, ratings, free downloads and the cart, and the cart's help video. */
export function CatalogCard({ form, defaults }: { form: SettingsForm; defaults: SettingsValues }) {
  const { field, sectionReset } = cardHelpers(form, defaults);
  return (
    <SettingsCard
      title="Catalog"
      description="Numbers that shape the beat pages, ratings, free downloads and the cart."
      reset={sectionReset(
        [
          'beat_profile_number_of_similar_beats',
          'similar_weight_sound',
          'similar_weight_key',
          'similar_weight_tempo',
          'similar_weight_tags',
          'beat_rating_show_for',
          'show_license_dialog_every_downloads',
          'analytics_raw_retention_days',
          'cart_youtube_url',
        ],
        'catalog',
      )}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {field('beat_profile_number_of_similar_beats', 'Similar beats', {
          number: true,
          min: 0,
          max: 24,
          hint: 'Shown on a beat page, 0–24',
        })}
        {field('beat_rating_show_for', 'Rating shown from', {
          number: true,
          min: 0,
          max: 5,
          step: 0.5,
          hint: 'Stars, 0–5 in steps of 0.5',
        })}
        {field('show_license_dialog_every_downloads', 'Licence reminder every', {
          number: true,
          min: 1,
          hint: 'Free downloads between reminders',
        })}
        {field('analytics_raw_retention_days', 'Keep raw beat events', {
          number: true,
          min: 0,
          hint: 'Days kept for analysis; 0 keeps only daily totals',
        })}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm text-zinc-400">
          What makes beats similar: each weight 0–100, only their proportions count
        </legend>
        {field('similar_weight_sound', 'Sound', { number: true, min: 0, max: 100, hint: 'Timbre and harmony' })}
        {field('similar_weight_key', 'Key', { number: true, min: 0, max: 100, hint: 'Keys that mix' })}
        {field('similar_weight_tempo', 'Tempo', { number: true, min: 0, max: 100, hint: 'Within 4 %, or half/double' })}
        {field('similar_weight_tags', 'Tags', { number: true, min: 0, max: 100, hint: 'Shared tags' })}
      </fieldset>
      {field('cart_youtube_url', 'Cart help video', {
        type: 'url',
        placeholder: 'https://www.youtube.com/watch?v=…',
        hint: 'The licensing video in the cart; empty hides it',
      })}
    </SettingsCard>
  );
}
