import type { Captcha } from '../../adapters/captcha.js';
import { AppError } from '../../core/errors.js';
import type { RateLimitService } from '../ratelimit/rate-limit.service.js';
import type { MailService } from './mail.service.js';

const CONTACT_LIMIT = { max: 5, windowMs: 10 * 60_000 };

/** The contact-us form: a robot check, a per-IP limit, then a mail to the team. */
export function createContactService(deps: {
  captcha: Captcha;
  limits: RateLimitService;
  mail: MailService;
  teamAddress: string;
}) {
  return {
    async send(
      input: { name: string; email: string; subject: string; message: string; recaptcha: string },
      ip: string,
    ) {
      await deps.limits.consume(`contact:ip:${ip}`, CONTACT_LIMIT);
      if (!(await deps.captcha.verify(input.recaptcha, ip)))
        throw new AppError('captcha_failed', { topicId: 'recaptcha' });
      const subject = input.subject || 'Message from the website';
      const sender = input.name ? `${input.name} <${input.email}>` : input.email;
      await deps.mail.sendTemplate(deps.teamAddress, 'contact-message', {
        sender,
        email: input.email,
        subject,
        message: input.message,
      });
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
