import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';

let ctx: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'admin', Client>;
beforeAll(async () => {
  ctx = await createTestContext({ CONTACT_EMAIL: 'studio@beatmarket.test' });
  as = await clientsByRole(ctx.app, '10.82.0', ['buyer', 'producer', 'admin']);
});
afterAll(() => ctx.close());

type Service = { id: number; name: string; price_from: number; turnaround: string; published: boolean };
type Testimonial = { id: number; quote: string; name: string; role: string; published: boolean; position: number };

describe('mixing and mastering services', () => {
  it('visitors read the published services by position; only administrators manage them', async () => {
    const list = await as.visitor.get<Service[]>('/private-api/content/services');
    expect(list.status).toBe(200);
    expect(list.body.data.map((s) => s.name)).toEqual(['Mixing', 'Mastering', 'Mix & master bundle', 'Vocal tuning']);
    expect(list.body.data[0]).toMatchObject({ price_from: 14900, turnaround: '5 working days' });

    const input = { name: 'Stem mastering', price_from: 9900, turnaround: '3 working days', position: 0 };
    expect((await as.visitor.post('/private-api/service/create', input)).status).toBe(401);
    expect((await as.buyer.post('/private-api/service/create', input)).status).toBe(403);
    expect((await as.producer.post('/private-api/service/create', input)).status).toBe(403);
    expect((await as.producer.get('/private-api/service/records')).status).toBe(403);
    const bad = await as.admin.post('/private-api/service/create', { name: '', price_from: 12.5 });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data?.errors?.map((e) => e.topic_id).sort()).toEqual(['name', 'price_from']);
    const made = await as.admin.post<Service>('/private-api/service/create', input);
    expect(made.status).toBe(200);
    // The cached public list shows it at once (position 0 comes first).
    expect((await as.visitor.get<Service[]>('/private-api/content/services')).body.data[0]!.name).toBe(
      'Stem mastering',
    );
    const hidden = await as.admin.post(`/private-api/service/${made.body.data.id}/save`, {
      field: 'published',
      value: false,
    });
    expect(hidden.status).toBe(200);
    expect(
      (await as.visitor.get<Service[]>('/private-api/content/services')).body.data.map((s) => s.name),
    ).not.toContain('Stem mastering');
  });

  it('an inquiry with a solved captcha lands in the Mailbox, addressed to the provider', async () => {
    const [mixing] = (await as.visitor.get<Service[]>('/private-api/content/services')).body.data;
    const robot = await as.visitor.post('/private-api/mix-master/inquiry', {
      name: 'Kim',
      email: 'kim@example.com',
      message: 'Mix my single',
      recaptcha: 'forged',
    });
    expect(robot.status).toBe(422);
    expect(robot.body.response_data?.topic_id).toBe('recaptcha');
    const missing = await as.visitor.post('/private-api/mix-master/inquiry', { service_id: 'x' });
    expect(missing.status).toBe(422);
    expect(missing.body.response_data?.errors?.map((e) => e.topic_id).sort()).toEqual([
      'email',
      'message',
      'name',
      'recaptcha',
      'service_id',
    ]);

    const sent = await as.visitor.post<{ message: string }>('/private-api/mix-master/inquiry', {
      name: 'Kim Park',
      email: 'kim@example.com',
      service_id: mixing!.id,
      links: 'https://example.com/stems.zip',
      message: 'A 3-minute R&B single, 24 tracks, vocals comped.',
      recaptcha: await as.visitor.solveCaptcha(),
    });
    expect(sent.status).toBe(200);
    const [mail] = (await as.admin.get<{ to: string; subject: string; text: string }[]>('/private-api/mail/records'))
      .body.data;
    expect(mail).toMatchObject({ to: 'studio@beatmarket.test', subject: 'Contact: Mixing & mastering: Mixing' });
    expect(mail!.text).toContain('Kim Park <kim@example.com>');
    expect(mail!.text).toContain('Service: Mixing (from $149)');
    expect(mail!.text).toContain('https://example.com/stems.zip');
    expect(mail!.text).toContain('24 tracks');

    const unknown = await as.visitor.post('/private-api/mix-master/inquiry', {
      name: 'Kim',
      email: 'kim@example.com',
      service_id: 999_999,
      message: 'Hi',
      recaptcha: await as.visitor.solveCaptcha(),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.response_data?.topic_id).toBe('service_id');
  });
});

describe('testimonials', () => {
  it('visitors read the published ones; administrators list, create, edit, archive', async () => {
    const pub = await as.visitor.get<Testimonial[]>('/private-api/content/testimonials');
    expect(pub.body.data.length).toBe(4);
    expect(pub.body.data.every((t) => t.published)).toBe(true);

    const input = { quote: 'Fast and friendly.', name: 'Lee', role: 'Singer', published: true, position: 9 };
    expect((await as.visitor.post('/private-api/testimonial/create', input)).status).toBe(401);
    expect((await as.buyer.post('/private-api/testimonial/create', input)).status).toBe(403);
    expect((await as.producer.post('/private-api/testimonial/create', input)).status).toBe(403);
    expect((await as.buyer.get('/private-api/testimonial/records')).status).toBe(403);
    const badAvatar = await as.admin.post('/private-api/testimonial/create', { ...input, avatar_url: 'javascript:x' });
    expect(badAvatar.status).toBe(422);
    const made = await as.admin.post<Testimonial>('/private-api/testimonial/create', input);
    expect(made.status).toBe(200);
    const list = await as.admin.get<Testimonial[]>('/private-api/testimonial/records');
    expect(list.body.meta.total).toBe(5);
    expect((await as.visitor.get<Testimonial[]>('/private-api/content/testimonials')).body.data.at(-1)!.name).toBe(
      'Lee',
    );

    // A record only administrators may read does not exist for anyone else (no hint that the id is taken).
    const edit = (c: Client) =>
      c.post(`/private-api/testimonial/${made.body.data.id}/save`, { field: 'name', value: 'X' });
    expect((await edit(as.visitor)).status).toBe(404);
    expect((await edit(as.producer)).status).toBe(404);
    expect((await edit(as.admin)).status).toBe(200);
    expect((await as.admin.delete(`/private-api/testimonial/${made.body.data.id}`)).status).toBe(200);
    expect((await as.visitor.get<Testimonial[]>('/private-api/content/testimonials')).body.data).toHaveLength(4);
  });
});
