import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'producer2' | 'admin', Client>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.84.0', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => ctx.close());

/** The dialogs' texts (issue 34): Contact Us, the licensing dialog's three panels, premium membership. */
const DIALOG_TEXTS = ['contact', 'purchase-info', 'free-download-policy', 'youtube-policy', 'premium-users'];
type Content = { title: string; content: string };
type Version = { content: string; created_by: number | null };
const read = async (id: string) => (await as.visitor.get<Content>(`/private-api/content/snippet/${id}`)).body.data;

describe('dialog texts edited in place, like content pages', () => {
  it.each(DIALOG_TEXTS)('%s: a fresh install has its text; everyone reads it', async (id) => {
    const text = await read(id);
    expect(text.title).not.toBe('');
    expect(text.content).toMatch(/^<p>.{20,}/);
  });

  it.each(DIALOG_TEXTS)(
    '%s: visitor 401, buyer and producers 403, administrator saves, lists versions and restores',
    async (id) => {
      const before = await read(id);
      const save = (c: Client) =>
        c.post(`/private-api/text_snippet/${id}/save`, { field: 'content', value: `<p>New ${id} text.</p>` });
      expect((await save(as.visitor)).status).toBe(401);
      for (const c of [as.buyer, as.producer, as.producer2]) {
        expect((await save(c)).status).toBe(403);
        expect((await c.post(`/private-api/text_snippet/${id}/versions`, {})).status).toBe(403);
      }
      expect((await read(id)).content).toBe(before.content);
      expect((await save(as.admin)).status).toBe(200);
      expect((await read(id)).content).toBe(`<p>New ${id} text.</p>`);

      const versions = (
        await as.admin.post<(Version & { id: number })[]>(`/private-api/text_snippet/${id}/versions`, {})
      ).body.data;
      expect(versions.map((v) => v.content)).toEqual([`<p>New ${id} text.</p>`, before.content]);
      const restored = await as.admin.post(`/private-api/text_snippet/${id}/restore_version`, {
        version_id: versions[1]!.id,
      });
      expect(restored.status).toBe(200);
      expect((await read(id)).content).toBe(before.content);
    },
  );
});
