import { isAdmin } from '@beatmarket/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { ok } from '../../http/envelope.js';
import type { DigestService } from './digest.service.js';
import type { FollowsService } from './follows.service.js';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Following producers and their release digests (issue 38 §2, decision 0106). */
export async function followsRoutes(app: FastifyInstance, opts: { follows: FollowsService; digests: DigestService }) {
  const { follows, digests } = opts;
  app.get('/producer/:id/follow', async (req) => ok(await follows.state(req, parse(params, req.params).id)));
  app.post('/producer/:id/follow', async (req) =>
    ok(await follows.follow(req, parse(params, req.params).id, req.body)),
  );
  app.delete('/producer/:id/follow', async (req) => ok(await follows.unfollow(req, parse(params, req.params).id)));
  app.get('/followers/stats', async (req) => ok(await follows.stats(req)));
  // "Send due digests now" (README): every beat published until this moment, not only until midnight.
  app.post('/follow-digests/send', async (req) => {
    if (!req.user) throw new AppError('unauthenticated');
    if (!isAdmin(req.user.role)) throw new AppError('forbidden');
    return ok(await digests.sendDue());
  });
}

const tokenQuery = z.object({ token: z.string().min(10).max(400) });
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><link rel="icon" href="/logo.svg" type="image/svg+xml"></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1>${body}</body></html>`;

/**
 * The digest's unsubscribe link (no login: the signed token is the permission). GET shows a button,
 * so a mail scanner that follows links unsubscribes nobody; POST (the button, or a mail client's
 * RFC 8058 one-click `List-Unsubscribe-Post`) does it.
 */
export async function unsubscribeRoutes(app: FastifyInstance, opts: { digests: DigestService }) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );
  app.get('/unsubscribe/digest', async (req, reply) => {
    const q = tokenQuery.safeParse(req.query);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if (!q.success || !opts.digests.validToken(q.data.token))
      return reply.code(400).send(page('This link is not valid', '<p>Open the link from the mail again.</p>'));
    const action = `/unsubscribe/digest?token=${encodeURIComponent(q.data.token)}`;
    return reply.send(
      page(
        'Unsubscribe from release digests',
        `<p>Stop the daily mails of new beats from the producers you follow? You keep following them.</p><form method="post" action="${action.replace(/"/g, '&quot;')}"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  });
  app.post('/unsubscribe/digest', async (req, reply) => {
    const q = tokenQuery.safeParse(req.query);
    const done = q.success && (await opts.digests.unsubscribe(q.data.token));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!done) return reply.code(400).send(page('This link is not valid', '<p>Open the link from the mail again.</p>'));
    return reply.send(
      page('You are unsubscribed', '<p>No more release digests. You can ask for them again on a producer’s page.</p>'),
    );
  });
}
