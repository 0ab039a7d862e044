import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ORDER, formatDuration, responsiveVariant, uploadRequestSchema } from './media.js';

describe('media contract', () => {
  it('orders attachments MP3, WAV, ZIP (spec §9)', () => {
    expect(ATTACHMENT_ORDER).toEqual({ mp3: 1, wav: 2, zip: 3 });
  });
  it('names responsive variants with -{width} before the extension', () => {
    expect(responsiveVariant('/media/covers/12-ab.jpg', 480)).toBe('/media/covers/12-ab-480.jpg');
    expect(responsiveVariant('/media/covers.d/12', 840)).toBe('/media/covers.d/12-840');
  });
  it('formats seconds as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(61.9)).toBe('1:01');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
  it('needs a beat for every upload but a voice tag', () => {
    const base = { filename: 'a.wav', size: 10, content_type: 'audio/wav' };
    expect(uploadRequestSchema.safeParse({ ...base, purpose: 'master' }).success).toBe(false);
    expect(uploadRequestSchema.safeParse({ ...base, purpose: 'master', beat_id: 3 }).success).toBe(true);
    expect(uploadRequestSchema.safeParse({ ...base, purpose: 'voice_tag' }).success).toBe(true);
  });
});
