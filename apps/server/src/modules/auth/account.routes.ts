import type { FastifyInstance } from 'fastify';
import {
  accountDeleteSchema,
  accountEmailSchema,
  accountNameSchema,
  accountNewsSchema,
  accountPasswordSchema,
  mailedTokenSchema,
} from '@beatmarket/shared';
import { ok } from '../../http/envelope.js';
import { requireUser } from '../../core/session-user.js';
import { parse } from '../../core/parse.js';
import type { AccountService } from './account.service.js';
import { withDecodedPassword } from './password-body.js';
import type { RecoveryService } from './recovery.service.js';

/** The account settings page's calls; every one acts on the logged-in user only. */
export async function accountRoutes(
  app: FastifyInstance,
  opts: { account: AccountService; recovery: RecoveryService },
) {
  const { account, recovery } = opts;

  app.get('/account', async (req) => ok(await account.overview(requireUser(req).id)));

  app.post('/account/name', async (req) => {
    const user = requireUser(req);
    await account.rename(user.id, parse(accountNameSchema, req.body));
    return ok(await account.overview(user.id));
  });

  app.post('/account/news', async (req) => {
    const user = requireUser(req);
    await account.setNews(user.id, parse(accountNewsSchema, req.body).news);
    return ok(await account.overview(user.id));
  });

  app.post('/account/password', async (req) => {
    const user = requireUser(req);
    const input = parse(accountPasswordSchema, withDecodedPassword(req.body));
    await account.changePassword(user.id, req.sessionId!, input);
    return ok({ message: 'Your password has been changed. Other devices have been logged out.' });
  });

  // Social-only accounts choose their first password through the lost-password mail, which proves the address.
  app.post('/account/password/link', async (req) => {
    const user = requireUser(req);
    await recovery.requestReset(user.email.toLowerCase(), req.ip);
    return ok({ message: `We have sent a link to ${user.email}. Open it to choose your password.` });
  });

  app.post('/account/email', async (req) => {
    const user = requireUser(req);
    const message = await account.requestEmailChange(user.id, parse(accountEmailSchema, withDecodedPassword(req.body)));
    return ok({ message, overview: await account.overview(user.id) });
  });

  // Public: the mailed link may be opened in a browser where nobody is logged in.
  app.post('/account/email/confirm', async (req) => {
    const { token } = parse(mailedTokenSchema, req.body);
    return ok({ message: (await account.confirmEmailChange(token)).message });
  });

  app.post('/account/delete', async (req, reply) => {
    const user = requireUser(req);
    await account.deleteAccount(user.id, parse(accountDeleteSchema, withDecodedPassword(req.body)));
    await reply.endSession();
    return ok({ message: 'Your account has been deleted. Goodbye!' });
  });
}
