import { z } from 'zod';
import { idFromText, isAdmin } from '@beatmarket/shared';
import { AppError } from '../../../core/errors.js';
import { parse } from '../../../core/parse.js';
import type { EntityContext } from '../../entities/entity.types.js';
import type { MailService } from '../../mail/mail.service.js';
import type { UndeclaredRepository } from './undeclared.repository.js';

export const UNDECLARED_PER_PAGE = 50;
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const idParam = z.object({ id: idFromText() });

const adminOnly = (ctx: EntityContext) => {
  if (!ctx.user) throw new AppError('unauthenticated');
  if (!isAdmin(ctx.user.role)) throw new AppError('forbidden');
};

/**
 * Decision 0091: administrators list the beats without a sample declaration and ask their producers
 * to declare (the editable "sample-declaration-requested" mail), at most once a day per beat.
 */
export function createUndeclaredService(deps: { repo: UndeclaredRepository; mail: MailService; publicUrl: string }) {
  const { repo, mail, publicUrl } = deps;
  return {
    async list(ctx: EntityContext, query: unknown) {
      adminOnly(ctx);
      const { page } = parse(pageQuery, query);
      const { rows, total } = await repo.page(UNDECLARED_PER_PAGE, (page - 1) * UNDECLARED_PER_PAGE);
      const data = rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        producer_name: r.producerName,
        published_at: r.publishedAt,
        asked_at: r.askedAt,
      }));
      return { data, total, page };
    },

    async ask(ctx: EntityContext, params: unknown) {
      adminOnly(ctx);
      const { id } = parse(idParam, params);
      const beat = await repo.beat(id);
      if (!beat) throw new AppError('record_not_found', { message: 'This beat is gone or already declared.' });
      const values = { name: beat.firstName, title: beat.title, link: `${publicUrl}/beats/${beat.slug}/edit` };
      const asked = await repo.ask(id, (tx) =>
        mail.sendTemplate(beat.email, 'sample-declaration-requested', values, tx),
      );
      if (!asked) throw new AppError('conflict', { message: 'The producer was asked in the last day already.' });
      return { id, asked: true };
    },
  };
}
export type UndeclaredService = ReturnType<typeof createUndeclaredService>;
