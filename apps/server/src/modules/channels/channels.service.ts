import { randomBytes } from 'node:crypto';
import {
  channelLimit,
  channelLimitMessage,
  csvLines,
  isAdmin,
  isDelivered,
  isProducer,
  setChannelsSchema,
  type AllowlistRowView,
  type AllowlistView,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { lineRevoked } from '../commerce/refund-mail.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { ChannelsRepository } from './channels.repository.js';
import { claimLetterPdf } from './claim-letter-pdf.js';

/**
 * The YouTube channels a licence covers (decision 0092): the buyer names them, the producer's allowlist
 * and secret feed list them while the licence stands, the buyer's claim-release letter cites them.
 */
export function createChannelsService(deps: { repo: ChannelsRepository; publicUrl: string }) {
  const { repo } = deps;
  const verifyUrl = (code: string) => `${deps.publicUrl}/verify/${code}`;
  const feedUrl = (token: string) => `${deps.publicUrl}/private-api/allowlist/feed/${token}`;

  /** A standing licence line as its buyer (or, to read, an administrator) sees it; anybody else: not found. */
  async function standingLine(ctx: EntityContext, orderId: number, itemId: number, write: boolean) {
    if (!ctx.user) throw new AppError('unauthenticated');
    const row = await repo.line(orderId, itemId);
    const own = row?.buyerId === ctx.user.id;
    if (!row || (!own && !isAdmin(ctx.user.role))) throw new AppError('record_not_found');
    if (write && !own) throw new AppError('forbidden', { message: 'Only the buyer names the licence’s channels.' });
    if (!isDelivered(row.status) || lineRevoked(row.item))
      throw new AppError('conflict', { message: 'This licence is not valid: it covers no channel.' });
    return row;
  }

  async function rows(producerId: number): Promise<AllowlistRowView[]> {
    return (await repo.allowlist(producerId)).flatMap((l) =>
      l.channels.map((channel) => ({
        channel_id: channel,
        beat_id: l.beatId!,
        beat_title: l.beatTitle,
        license: l.terms.name,
        verification_code: l.code,
        verify_url: verifyUrl(l.code),
        licensed_at: l.paidAt ?? l.createdAt,
      })),
    );
  }

  function producerOnly(ctx: EntityContext) {
    if (!ctx.user) throw new AppError('unauthenticated');
    if (!isProducer(ctx.user.role)) throw new AppError('forbidden');
    return ctx.user.id;
  }

  return {
    async setChannels(ctx: EntityContext, orderId: number, itemId: number, body: unknown) {
      const { channels } = parse(setChannelsSchema, body);
      const { item } = await standingLine(ctx, orderId, itemId, true);
      const limit = channelLimit(item.terms);
      if (channels.length > limit)
        throw new AppError('validation_failed', { topicId: 'channels', message: channelLimitMessage(limit) });
      await repo.setChannels(itemId, channels);
      return { youtube_channels: channels, channel_limit: limit };
    },

    async claimLetter(ctx: EntityContext, orderId: number, itemId: number) {
      const { item, buyerId, paidAt } = await standingLine(ctx, orderId, itemId, false);
      if (!item.youtubeChannels.length || item.producerId === null) throw new AppError('record_not_found');
      const [producer, licensee] = await Promise.all([repo.name(item.producerId), repo.name(buyerId)]);
      const body = await claimLetterPdf({
        beatTitle: item.beatTitle,
        producerName: producer!,
        licenseeName: licensee!,
        licenseName: item.terms.name,
        verificationCode: item.verificationCode,
        verifyUrl: verifyUrl(item.verificationCode),
        channels: item.youtubeChannels,
        issuedAt: paidAt ?? item.createdAt,
      });
      return { body, filename: `claim-release-${item.verificationCode}.pdf` };
    },

    async allowlist(ctx: EntityContext): Promise<AllowlistView> {
      const producerId = producerOnly(ctx);
      const token = await repo.feedToken(producerId);
      return { rows: await rows(producerId), feed_url: token ? feedUrl(token) : null };
    },

    async csv(ctx: EntityContext) {
      const list = await rows(producerOnly(ctx));
      return csvLines([
        ['channel_id', 'channel_url', 'beat', 'licence', 'licence_code', 'verify_url', 'licensed_at'],
        ...list.map((r) => [
          r.channel_id,
          `https://www.youtube.com/channel/${r.channel_id}`,
          r.beat_title,
          r.license,
          r.verification_code,
          r.verify_url,
          r.licensed_at.toISOString(),
        ]),
      ]);
    },

    /** A new secret address for the feed; the one before stops answering at once. */
    async rotateFeed(ctx: EntityContext) {
      const producerId = producerOnly(ctx);
      const token = randomBytes(24).toString('base64url');
      await repo.rotateFeed(producerId, token);
      return { feed_url: feedUrl(token) };
    },

    /** The feed behind the secret address: unknown tokens are simply not found. */
    async feed(token: string) {
      const producerId = await repo.feedOwner(token);
      if (producerId === null) throw new AppError('record_not_found');
      return { generated_at: new Date(), channels: await rows(producerId) };
    },
  };
}
export type ChannelsService = ReturnType<typeof createChannelsService>;
