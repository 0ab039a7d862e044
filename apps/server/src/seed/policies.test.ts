import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestContext, type TestContext } from '../../test/helpers.js';
import { textSnippets } from '../db/schema/index.js';
import { seedContent } from './seed.js';
import { SUPERSEDED_SNIPPETS } from './text-snippets.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const read = async (id: string) =>
  (await new Client(ctx.app).get<{ title: string; content: string }>(`/private-api/text_snippet/${id}`)).body.data;
const headings = (html: string) => [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]);

describe('usage and privacy policies (text snippets tos and privacy)', () => {
  it('are real policies with sections, served intact through the snippet API', async () => {
    const tos = await read('tos');
    expect(tos.title).toBe('Usage Policy');
    expect(headings(tos.content)).toEqual([
      '1. What a licence grants',
      '2. What is never allowed',
      '3. Credits',
      '4. Content ID and YouTube',
      '5. Payments and refunds',
      '6. Producers',
      '7. Takedowns',
      '8. Accounts and changes',
      '9. Contact',
    ]);
    expect(tos.content).toContain('<li><strong>Exclusive licences</strong>');

    const privacy = await read('privacy');
    expect(privacy.title).toBe('Privacy Policy');
    expect(headings(privacy.content)).toEqual([
      '1. What we keep',
      '2. Cookies and local storage',
      '3. Why we use it',
      '4. How long we keep it',
      '5. Who processes it for us',
      '6. Your rights',
      '7. Contact',
    ]);
    for (const cookie of ['bm_sid', 'bm_csrf', 'beat-player-no-autoplay', 'beat-downloads'])
      expect(privacy.content).toContain(`<code>${cookie}</code>`);
    expect(privacy.content).toContain('delete your account yourself in your account settings');
  });

  it('replace the one-sentence texts of an earlier install, but never an administrator’s edit', async () => {
    const db = ctx.database.db;
    await db.update(textSnippets).set({ content: SUPERSEDED_SNIPPETS.tos![0]! }).where(eq(textSnippets.id, 'tos'));
    await db
      .update(textSnippets)
      .set({ content: '<p>Our own privacy words.</p>' })
      .where(eq(textSnippets.id, 'privacy'));
    await seedContent(db);
    expect(headings((await read('tos')).content)).toHaveLength(9);
    expect((await read('privacy')).content).toBe('<p>Our own privacy words.</p>');
  });
});
