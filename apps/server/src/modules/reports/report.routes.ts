import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { hasRole, isAdmin } from '@beatmarket/shared';
import { z } from 'zod';
import { AppError, fieldErrorsFromZod } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { ok } from '../../http/envelope.js';
import { cell } from '../entities/entity.export.js';
import type { ReportContext, ReportDefinition, ReportRegistry } from './report.registry.js';

const idParams = z.object({ id: z.string().max(64) });

/**
 * `GET /report/{id}/data` (issue 17 contract) and, for reports that have one, `GET /report/{id}/export` (CSV):
 * one route for every registered report; access by role here, scope (own beats, own payee id) in `run`.
 */
export async function reportRoutes(app: FastifyInstance, opts: { reports: ReportRegistry; exportMaxRows: number }) {
  /** The report, the caller's context and the parsed params, or the contract's 404/401/403/400. */
  function resolve(
    req: FastifyRequest,
    wantsCsv: boolean,
  ): { def: ReportDefinition; ctx: ReportContext; params: unknown } {
    const def = opts.reports.get(parse(idParams, req.params).id);
    if (!def || (wantsCsv && !def.csv)) throw new AppError('not_found');
    const user = req.user;
    if (!user) throw new AppError(req.sessionExpired ? 'session_expired' : 'unauthenticated');
    if (!hasRole(user.role, def.access === 'admin' ? 'ROLE_ADMIN' : 'ROLE_PRODUCER')) throw new AppError('forbidden');
    // The contract asks for 400 (not the forms' 422): a report's query is not a form the user fills field by field.
    const parsed = def.params.safeParse(req.query ?? {});
    if (!parsed.success) {
      const errors = fieldErrorsFromZod(parsed.error);
      throw new AppError('bad_request', { message: errors[0]?.message, errors });
    }
    return { def, ctx: { userId: user.id, role: user.role, isAdmin: isAdmin(user.role) }, params: parsed.data };
  }

  app.get('/report/:id/data', async (req) => {
    const { def, ctx, params } = resolve(req, false);
    return ok(await def.run(ctx, params));
  });

  app.get('/report/:id/export', async (req, reply) => {
    const { def, ctx, params } = resolve(req, true);
    const csv = await def.csv!(ctx, params);
    // As every export (issue 31): at most EXPORT_MAX_ROWS rows, and the header says when the file was cut.
    const rows = csv.rows.slice(0, opts.exportMaxRows);
    if (rows.length < csv.rows.length) reply.header('x-export-truncated', String(opts.exportMaxRows));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csv.filename.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'no-store')
      .send(stringify([csv.columns, ...rows.map((r) => r.map(cell))]));
  });
}
