import { describe, expect, it } from 'vitest';
import { recordsQuerySchema } from './schemas.js';

describe('records query', () => {
  it('applies the defaults of spec §9', () => {
    expect(recordsQuerySchema.parse({})).toMatchObject({ page: 1, per_page: 10 });
  });
  it('accepts the page sizes and 0 for all, nothing else', () => {
    for (const n of [0, 10, 25, 50, 100])
      expect(recordsQuerySchema.safeParse({ per_page: String(n) }).success).toBe(true);
    for (const n of [5, 11, 1000, -1])
      expect(recordsQuerySchema.safeParse({ per_page: String(n) }).success).toBe(false);
  });
  it('parses sort terms with direction', () => {
    expect(recordsQuerySchema.parse({ sort: 'email,-created_at,name:desc' }).sort).toEqual([
      { field: 'email', direction: 'asc' },
      { field: 'created_at', direction: 'desc' },
      { field: 'name', direction: 'desc' },
    ]);
    expect(recordsQuerySchema.safeParse({ sort: 'drop table' }).success).toBe(false);
  });
  it('parses filter JSON objects only', () => {
    expect(recordsQuerySchema.parse({ filter: '{"role":2}' }).filter).toEqual({ role: 2 });
    expect(recordsQuerySchema.safeParse({ filter: '[1]' }).success).toBe(false);
    expect(recordsQuerySchema.safeParse({ filter: '{' }).success).toBe(false);
  });
  it('reads archived as a boolean', () => {
    expect(recordsQuerySchema.parse({ archived: 'true' }).archived).toBe(true);
    expect(recordsQuerySchema.parse({ archived: '0' }).archived).toBe(false);
  });
});
