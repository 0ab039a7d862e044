import { createSignedTokens } from '../../core/signed-token.js';
import type { MailService } from '../mail/mail.service.js';
import { TrustedHtml } from '../mail/template-renderer.js';
import { escape } from '../mail/templates.js';
import type { FollowsRepository } from './follows.repository.js';

/** The daily digest goes out at this hour (UTC) with the beats published before that day began. */
export const DIGEST_HOUR_UTC = 8;
/** How often the schedule looks whether a digest is due; a run with nothing due costs one query. */
const TICK_MS = 15 * 60_000;

interface Log {
  info(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

/** Midnight UTC of the day `now` is in: the daily digest tells about beats published before it. */
/** RFC 8058: mail clients offer "Unsubscribe" and POST to the link without opening it. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export const startOfDayUtc = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * The release digest (issue 38 §2, decision 0106): one mail per follower listing the beats of followed
 * producers not yet told. Each follower's beats are recorded in `follow_digest_sent` (insert … on
 * conflict do nothing) in the transaction that queues the mail: two runs at once mail a beat once.
 */
export function createDigestService(deps: {
  repo: FollowsRepository;
  mail: MailService;
  publicUrl: string;
  secret: string;
  now: () => Date;
  log: Log;
}) {
  const { repo, mail, publicUrl } = deps;
  const tokens = createSignedTokens<{ u: number }>(deps.secret, 'release-digest-unsubscribe');
  const unsubscribeUrl = (userId: number) =>
    `${publicUrl}/unsubscribe/digest?token=${encodeURIComponent(tokens.sign({ u: userId }))}`;

  async function mailOne(followerId: number, beatIds: number[]) {
    return repo.transaction(async (tx) => {
      const claimed = await repo.claim(tx, followerId, beatIds);
      if (!claimed.length) return false;
      const who = await repo.recipient(tx, followerId);
      if (!who) return false;
      const rows = await repo.beatsForMail(tx, claimed);
      const link = (id: number) => `${publicUrl}/beat/${id}`;
      const html = `<ul>${rows.map((b) => `<li><a href="${escape(link(b.id))}">${escape(b.title)}</a> by ${escape(b.producer)}</li>`).join('')}</ul>`;
      const text = rows.map((b) => `${b.title} by ${b.producer}: ${link(b.id)}`).join('\n');
      const unsubscribe = unsubscribeUrl(followerId);
      await mail.sendTemplate(
        who.email,
        'release-digest',
        { name: who.name, count: String(rows.length), beats: new TrustedHtml(html, text), unsubscribe },
        tx,
        { headers: unsubscribeHeaders(unsubscribe) },
      );
      return true;
    });
  }

  /** Mails every due digest: beats published before `before` (the schedule: today's midnight; "now": now). */
  async function sendDue(before: Date = deps.now()) {
    const due = await repo.due(before);
    const byFollower = new Map<number, number[]>();
    for (const { followerId, beatId } of due)
      byFollower.set(followerId, [...(byFollower.get(followerId) ?? []), beatId]);
    let mails = 0;
    for (const [followerId, ids] of byFollower) if (await mailOne(followerId, ids)) mails++;
    return { mails, beats: due.length };
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    const now = deps.now();
    if (now.getUTCHours() < DIGEST_HOUR_UTC) return;
    running = sendDue(startOfDayUtc(now))
      .then((r) => r.mails && deps.log.info(r, 'release digests sent'))
      .catch((err: unknown) => deps.log.error({ err }, 'release digests failed'))
      .finally(() => (running = undefined));
  };

  return {
    sendDue,
    unsubscribeUrl,
    validToken: (token: string) => tokens.verify(token) !== null,
    /** The one-click unsubscribe: a valid token switches every digest of its user off, no login needed. */
    async unsubscribe(token: string) {
      const payload = tokens.verify(token);
      if (!payload || !Number.isInteger(payload.u)) return false;
      await repo.stopDigests(payload.u);
      return true;
    },
    /** The daily schedule: every process looks every 15 minutes; the sent log keeps runs from overlapping. */
    start() {
      if (timer) return;
      timer = setInterval(() => running ?? tick(), TICK_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type DigestService = ReturnType<typeof createDigestService>;
