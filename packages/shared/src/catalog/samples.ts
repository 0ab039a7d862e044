import { z } from 'zod';
import { hasUnclearedSample, SAMPLE_SOURCES } from './sample-facts.js';

export const MAX_SAMPLES = 20;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const sampleSchema = z
  .object({
    source: z.enum(SAMPLE_SOURCES, { error: 'Choose where the sample comes from' }),
    /** What the sample is ("vocal chop", "the Rhodes loop"); optional. */
    description: text(120).default(''),
    /** The royalty-free pack's name. */
    pack: text(120).default(''),
    /** The clearance: the licence or agreement reference. */
    licence: text(120).default(''),
  })
  .superRefine((s, ctx) => {
    if (s.source === 'royalty_free' && !s.pack)
      ctx.addIssue({ code: 'custom', path: ['pack'], message: 'Name the sample pack' });
    if (s.source === 'cleared' && !s.licence)
      ctx.addIssue({ code: 'custom', path: ['licence'], message: 'Give the clearance licence reference' });
  });
export type Sample = z.output<typeof sampleSchema>;

/** Why this beat cannot be registered with Content ID (royalty-free pack or uncleared samples); null when it can. */
export function contentIdRefusal(samples: readonly Pick<Sample, 'source'>[]): string | null {
  const pack = samples.some((s) => s.source === 'royalty_free');
  const uncleared = samples.some((s) => s.source === 'uncleared');
  if (!pack && !uncleared) return null;
  const what =
    pack && uncleared
      ? 'royalty-free pack and uncleared samples'
      : pack
        ? 'a royalty-free pack sample'
        : 'an uncleared sample';
  return `This beat cannot be registered with Content ID: it uses ${what}, which other people may use too, so the registration would claim their songs.`;
}

/** A producer's declaration: samples or none, each with its source, and the Content ID registration. */
export const sampleDeclarationSchema = z
  .object({
    uses_samples: z.boolean({ error: 'Say whether the beat uses samples' }),
    samples: z.array(sampleSchema).max(MAX_SAMPLES, `At most ${MAX_SAMPLES} samples`).default([]),
    content_id: z.boolean({ error: 'Say whether the beat is registered with Content ID' }),
  })
  .superRefine((d, ctx) => {
    if (d.uses_samples && d.samples.length === 0)
      ctx.addIssue({ code: 'custom', path: ['samples'], message: 'List each sample the beat uses' });
    if (!d.uses_samples && d.samples.length > 0)
      ctx.addIssue({ code: 'custom', path: ['uses_samples'], message: 'Samples are listed: tick "uses samples"' });
    const refusal = d.content_id ? contentIdRefusal(d.samples) : null;
    if (refusal) ctx.addIssue({ code: 'custom', path: ['content_id'], message: refusal });
  });
export type SampleDeclaration = z.output<typeof sampleDeclarationSchema>;
export type SampleDeclarationInput = z.input<typeof sampleDeclarationSchema>;

/** The sample-disclosure clause every licence PDF of a beat carries (frozen on the line at the sale). */
export function sampleDisclosure(d: SampleDeclaration | null | undefined): string {
  if (!d) return 'Samples: the Producer had not declared whether this beat uses samples when this licence was sold.';
  const registered = d.content_id
    ? ' The beat is registered with Content ID: the Licensee shows this licence to dispute a claim on their release.'
    : ' The beat is not registered with Content ID.';
  if (!d.uses_samples) return `Samples: the Producer declares that the beat uses no samples.${registered}`;
  const list = d.samples.map(sampleLine).join('; ');
  const uncleared = hasUnclearedSample(d)
    ? ' An uncleared sample may need clearing by the Licensee before a commercial release.'
    : '';
  return `Samples: the Producer declares that the beat uses ${list}.${uncleared}${registered}`;
}

export function sampleLine(s: Sample): string {
  const about = s.description ? ` (${s.description})` : '';
  switch (s.source) {
    case 'own':
      return `the Producer's own recording${about}`;
    case 'royalty_free':
      return `a royalty-free sample from the pack "${s.pack}"${about}`;
    case 'cleared':
      return `a cleared sample, licence ${s.licence}${about}`;
    case 'uncleared':
      return `an uncleared sample${about}`;
  }
}
