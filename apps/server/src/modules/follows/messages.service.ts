import {
  FOLLOW_MESSAGE_INTERVAL_HOURS,
  FOLLOW_MESSAGE_MAILS_PER_MINUTE,
  followMessageSchema,
  isAdmin,
  isProducer,
  messagingSwitchSchema,
  type FollowMessageSent,
  type MessagingState,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { sanitizeStoredHtml } from '../../core/sanitize-html.js';
import type { SessionUser } from '../../core/session-user.js';
import type { MailService } from '../mail/mail.service.js';
import { TrustedHtml } from '../mail/template-renderer.js';
import { escape } from '../mail/templates.js';
import { unsubscribeHeaders } from './digest.service.js';
import type { MessagesRepository } from './messages.repository.js';

interface Ctx {
  user: SessionUser | null;
}
const INTERVAL_MS = FOLLOW_MESSAGE_INTERVAL_HOURS * 3_600_000;
/** The message's text part: its HTML without tags (the mail's HTML part keeps the formatting). */
const plain = (html: string) =>
  html
    .replace(/<\/(p|h\d|li|blockquote)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

type CardBeat = Awaited<ReturnType<MessagesRepository['cardBeats']>>[number];

/** Beat cards under a message: cover, title and a link to the beat page, in a table mail clients keep. */
function beatCards(cards: CardBeat[], publicUrl: string) {
  const url = (b: CardBeat) => `${publicUrl}/beats/${encodeURIComponent(b.slug)}`;
  const absolute = (src: string) => (src.startsWith('/') ? `${publicUrl}${src}` : src);
  const cell = (b: CardBeat) =>
    `<td style="padding:8px;vertical-align:top;width:160px">` +
    (b.imageUrl
      ? `<a href="${escape(url(b))}"><img src="${escape(absolute(b.imageUrl))}" alt="" width="144" height="144" style="border-radius:8px;display:block"></a>`
      : '') +
    `<p style="margin:6px 0 0"><a href="${escape(url(b))}"><strong>${escape(b.title)}</strong></a></p>` +
    `<p style="margin:2px 0 0"><a href="${escape(url(b))}">Listen and license</a></p></td>`;
  const rows: string[] = [];
  for (let i = 0; i < cards.length; i += 3)
    rows.push(
      `<tr>${cards
        .slice(i, i + 3)
        .map(cell)
        .join('')}</tr>`,
    );
  return {
    html: cards.length ? `<table role="presentation" cellspacing="0" cellpadding="0">${rows.join('')}</table>` : '',
    text: cards.map((b) => `${b.title}: ${url(b)}`).join('\n'),
  };
}

/**
 * Producers' occasional messages to their followers (issue 38 §2): at most one a day, to the followers
 * who asked for the producer's mail, queued in the outbox at a bounded rate with the digest's
 * unsubscribe; administrators may switch a producer's messages off.
 */
export function createMessagesService(deps: {
  repo: MessagesRepository;
  mail: MailService;
  unsubscribeUrl: (userId: number) => string;
  now: () => Date;
  publicUrl: string;
}) {
  const { repo, mail } = deps;
  const nextAt = (last: Date | null) =>
    last && last.getTime() + INTERVAL_MS > deps.now().getTime() ? new Date(last.getTime() + INTERVAL_MS) : null;

  function adminOnly(ctx: Ctx) {
    if (!ctx.user) throw new AppError('unauthenticated');
    if (!isAdmin(ctx.user.role)) throw new AppError('forbidden');
  }

  function producerOnly(ctx: Ctx) {
    if (!ctx.user) throw new AppError('unauthenticated');
    if (!isProducer(ctx.user.role)) throw new AppError('forbidden');
    return ctx.user;
  }

  return {
    async state(ctx: Ctx): Promise<MessagingState> {
      const user = producerOnly(ctx);
      const next = nextAt(await repo.lastSent(user.id));
      return { enabled: !(await repo.switchedOff(user.id)), next_at: next?.toISOString() ?? null };
    },
    async send(ctx: Ctx, body: unknown): Promise<FollowMessageSent> {
      const user = producerOnly(ctx);
      const input = parse(followMessageSchema, body);
      const html = sanitizeStoredHtml(input.body);
      if (!plain(html)) throw new AppError('validation_failed', { topicId: 'body', message: 'Write the message' });
      if (await repo.switchedOff(user.id))
        throw new AppError('forbidden', { message: 'An administrator switched your messages to followers off.' });
      return repo.transaction(async (tx) => {
        await repo.lockProducer(tx, user.id);
        if (nextAt(await repo.lastSent(user.id, tx)))
          throw new AppError('rate_limited', {
            message: `One message every ${FOLLOW_MESSAGE_INTERVAL_HOURS} hours: try again later.`,
          });
        const found = await repo.cardBeats(tx, user.id, input.beat_ids);
        const cards = input.beat_ids.map((id) => found.find((b) => b.id === id));
        if (cards.some((b) => !b))
          throw new AppError('validation_failed', {
            topicId: 'beat_ids',
            message: 'Beat cards can show only your own published beats.',
          });
        const shown = beatCards(cards as CardBeat[], deps.publicUrl);
        const people = await repo.recipients(tx, user.id);
        const id = await repo.record(tx, {
          producerId: user.id,
          subject: input.subject,
          body: html,
          recipients: people.length,
        });
        const producer = await repo.producerName(tx, user.id);
        const start = deps.now().getTime();
        for (const [i, p] of people.entries()) {
          const unsubscribe = deps.unsubscribeUrl(p.id);
          await mail.sendTemplate(
            p.email,
            'producer-message',
            {
              name: p.name,
              producer,
              subject: input.subject,
              message: new TrustedHtml(html + shown.html, [plain(html), shown.text].filter(Boolean).join('\n\n')),
              unsubscribe,
            },
            tx,
            {
              headers: unsubscribeHeaders(unsubscribe),
              runAfter: new Date(start + Math.floor(i / FOLLOW_MESSAGE_MAILS_PER_MINUTE) * 60_000),
            },
          );
        }
        return { id, recipients: people.length };
      });
    },
    async switchState(ctx: Ctx, producerId: number) {
      adminOnly(ctx);
      return { enabled: !(await repo.switchedOff(producerId)) };
    },
    async setSwitch(ctx: Ctx, producerId: number, body: unknown) {
      adminOnly(ctx);
      const { enabled } = parse(messagingSwitchSchema, body);
      await repo.setSwitch(producerId, enabled, ctx.user!.id);
      return { enabled };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
