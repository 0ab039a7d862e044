import { describe, expect, it } from 'vitest';
import { tagsInOrder } from './tag-order.js';

describe('tagsInOrder', () => {
  it('lists tags by group, then name, whatever order the object keys come in', () => {
    // As JSON.parse builds it: the integer-like slug `808` is listed first by the object itself.
    const tags = JSON.parse(
      '{"trap":{"name":"Trap","group":"genre"},"808":{"name":"808","group":"instruments"},' +
        '"dark":{"name":"Dark","group":"mood"},"drake":{"name":"Drake","group":"sounds-like"},' +
        '"drill":{"name":"Drill","group":"genre"}}',
    ) as Record<string, { name: string; group: string }>;
    expect(Object.keys(tags)[0]).toBe('808');
    expect(tagsInOrder(tags).map(([slug]) => slug)).toEqual(['drill', 'trap', '808', 'dark', 'drake']);
  });
});
