import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { parse } from '../../core/parse.js';
import type { SettingsService } from './settings.service.js';

const actionParams = z.object({ action: z.string().regex(/^[a-z_]{1,40}$/, 'Unknown action') });

/** Spec §7: GET or POST /settings; GET /settings/{action} (`defaults`, `menu`). Administrators only. */
export async function settingsRoutes(app: FastifyInstance, opts: { settings: SettingsService }) {
  const { settings } = opts;
  app.get('/settings', async (req) => ok(await settings.view({ user: req.user })));
  app.post('/settings', async (req) => ok(await settings.save({ user: req.user }, req.body)));
  app.get('/settings/:action', async (req) =>
    ok(await settings.action({ user: req.user }, parse(actionParams, req.params).action)),
  );
}
