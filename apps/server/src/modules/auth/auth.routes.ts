import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  invitationTokenParam,
  mailedTokenSchema,
  loginSchema,
  passwordEmailSchema,
  passwordResetSchema,
  signupSchema,
} from '@beatmarket/shared';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, type DeviceAccount, type DeviceCookies } from './device-cookie.js';
import { withDecodedPassword } from './password-body.js';
import { presentProfile } from './profile.presenter.js';
import type { AuthService } from './auth.service.js';
import type { RecoveryService } from './recovery.service.js';

export async function authRoutes(
  app: FastifyInstance,
  opts: {
    auth: AuthService;
    recovery: RecoveryService;
    devices: DeviceCookies;
    secure: boolean;
    cartCount(userId: number): Promise<number>;
  },
) {
  const { auth, recovery } = opts;
  // The header's cart badge reads the count from the profile (spec §2).
  const profileOf = async (user: Parameters<typeof presentProfile>[0]) =>
    presentProfile(user, await opts.cartCount(user.id));

  app.get('/profile', async (req) => {
    if (!req.user && req.sessionExpired) throw new AppError('session_expired');
    return ok(req.user ? await profileOf(req.user) : null);
  });

  // This browser is remembered for the account (login throttling trusts it, issue 13).
  const rememberDevice = (req: FastifyRequest, reply: FastifyReply, user: DeviceAccount) =>
    reply.setCookie(DEVICE_COOKIE, opts.devices.add(req.cookies[DEVICE_COOKIE], user), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secure,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });

  app.post('/login', async (req, reply) => {
    const input = parse(loginSchema, withDecodedPassword(req.body));
    const user = await auth.login(input, { ip: req.ip, device: opts.devices.read(req.cookies[DEVICE_COOKIE]) });
    await reply.startSession(user);
    rememberDevice(req, reply, user);
    return ok(await profileOf(user));
  });

  app.post('/logout', async (_req, reply) => {
    await reply.endSession();
    return ok(null);
  });

  // Decision 0019: `profile` only for an invited sign-up (logged in at once); otherwise a mailed link follows.
  app.post('/signup', async (req, reply) => {
    const input = parse(signupSchema, withDecodedPassword(req.body));
    const { user, message } = await auth.signup(input, req.ip);
    if (user) {
      await reply.startSession(user);
      rememberDevice(req, reply, user);
    }
    return ok({ message, profile: user ? await profileOf(user) : null });
  });

  // Confirms the address only: logging in whoever opens the link would log a victim, mailed the link of
  // an attacker's sign-up, into the attacker's account (login CSRF). The owner logs in next.
  app.post('/signup/confirm', async (req) => {
    const { token } = parse(mailedTokenSchema, req.body);
    return ok({ message: await auth.confirmSignup(token) });
  });

  app.post('/password/email', async (req) => {
    const { email } = parse(passwordEmailSchema, req.body);
    return ok({ message: await recovery.requestReset(email, req.ip) });
  });

  app.post('/password/reset', async (req) => {
    const input = parse(passwordResetSchema, withDecodedPassword(req.body));
    return ok({ message: await recovery.reset(input, req.ip) });
  });

  app.get('/user/invitation/:token', async (req) => {
    const { token } = parse(invitationTokenParam, req.params);
    return ok(await recovery.invitation(token));
  });
}
