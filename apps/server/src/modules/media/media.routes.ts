import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { MediaService } from './media.service.js';

const beatParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const uploadParams = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/, 'Unknown upload') });
const shareParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Unknown link'),
  format: z.enum(['mp3', 'wav']).optional(),
});

/** Uploads, attachments, private links and share pages (spec §7), all under /private-api. */
export async function mediaRoutes(
  app: FastifyInstance,
  opts: { media: MediaService; readBeat(ctx: EntityContext, id: number): Promise<unknown> },
) {
  const { media, readBeat } = opts;
  const ctx = (req: { user: EntityContext['user'] }): EntityContext => ({ user: req.user });

  app.post('/uploads', async (req) => ok(await media.uploads.requestSlot(ctx(req), req.body)));
  app.post('/uploads/:id/complete', async (req) => {
    const { id } = parse(uploadParams, req.params);
    const done = await media.uploads.complete(ctx(req), id);
    return ok({
      beat: done.beatId === null ? null : await readBeat(ctx(req), done.beatId),
      ...(done.voiceTagKey ? { voice_tag: await media.voiceTag(ctx(req)) } : {}),
      ...(done.imageUrl ? { image_url: done.imageUrl } : {}),
      ...(done.fileToken ? { file_token: done.fileToken } : {}),
      ...(done.image
        ? { image_widths: done.image.widths, image_width: done.image.width, image_height: done.image.height }
        : {}),
    });
  });

  app.get('/beat/:id/private_url', async (req) =>
    ok(await media.downloads.privateUrl(ctx(req), parse(beatParams, req.params).id)),
  );
  app.get('/beat/:id/attachments', async (req) =>
    ok(await media.attachments(ctx(req), parse(beatParams, req.params).id)),
  );
  app.post('/beat/:id/reprocess', async (req) => {
    const { id } = parse(beatParams, req.params);
    await media.reprocess(ctx(req), id);
    return ok(await readBeat(ctx(req), id));
  });
  app.get('/beat/:id/delivery', async (req) => ok(await media.delivery(ctx(req), parse(beatParams, req.params).id)));
  app.delete('/attachment/:id', async (req) =>
    ok(await media.removeAttachment(ctx(req), parse(beatParams, req.params).id)),
  );

  app.get('/dt/:token', async (req) =>
    ok(await media.downloads.shared(parse(shareParams, req.params).token, 'trackouts')),
  );
  app.get('/dt/:token/:format', async (req) => {
    const { token, format } = parse(shareParams, req.params);
    if (!format) throw new AppError('not_found');
    return ok(await media.downloads.shared(token, format));
  });

  app.get('/profile/voice-tag', async (req) => ok(await media.voiceTag(ctx(req))));
}
