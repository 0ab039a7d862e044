import { describe, expect, it } from 'vitest';
import { beatStatus, featureOrderSchema } from './beat-admin.js';

const beat = { deleted_at: null, sold: false, published_at: null, publish_requested_at: null };

describe('beatStatus', () => {
  it('derives each status from the row, archived first, then sold, then published', () => {
    expect(beatStatus(beat)).toBe('draft');
    expect(beatStatus({ ...beat, publish_requested_at: '2026-01-01' })).toBe('awaiting_approval');
    expect(beatStatus({ ...beat, published_at: '2026-01-02', publish_requested_at: '2026-01-01' })).toBe('published');
    expect(beatStatus({ ...beat, published_at: '2026-01-02', sold: true })).toBe('sold');
    expect(beatStatus({ ...beat, published_at: '2026-01-02', sold: true, deleted_at: '2026-01-03' })).toBe('archived');
  });
});

describe('featureOrderSchema', () => {
  it('takes distinct ids, none at all included, and refuses repeats and non-ids', () => {
    expect(featureOrderSchema.parse({ ids: [3, 1, 2] })).toEqual({ ids: [3, 1, 2] });
    expect(featureOrderSchema.parse({ ids: [] })).toEqual({ ids: [] });
    expect(featureOrderSchema.safeParse({ ids: [1, 1] }).success).toBe(false);
    expect(featureOrderSchema.safeParse({ ids: [0] }).success).toBe(false);
    expect(featureOrderSchema.safeParse({ ids: ['1'] }).success).toBe(false);
  });
});
